import type { Page } from '@playwright/test';

/** Everything the browser reports as a problem from now on: console errors and warnings, uncaught errors. */
export function collectProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error' || msg.type() === 'warning') problems.push(`${msg.type()}: ${msg.text()}${msg.location().url ? ` (${msg.location().url})` : ''}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}
