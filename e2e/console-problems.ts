import type { Page } from '@playwright/test';

/** Everything the browser reports as a problem from now on: console errors and warnings, uncaught errors. */
export function collectProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (msg) => {
    // A not-found page is itself answered with 404, which Chromium logs; only its subresources count.
    const documentNotFound = msg.text().includes('status of 404') && msg.location().url === page.url();
    if ((msg.type() === 'error' || msg.type() === 'warning') && !documentNotFound) problems.push(`${msg.type()}: ${msg.text()}${msg.location().url ? ` (${msg.location().url})` : ''}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}
