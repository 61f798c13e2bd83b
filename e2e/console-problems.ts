import type { Page } from '@playwright/test';

/**
 * Everything the browser reports as a problem from now on: console errors and warnings, uncaught
 * errors, and Content-Security-Policy violations (a blocked `new Function` inside a try logs nothing,
 * but Lighthouse counts it against Best Practices). Call it before the page's first `goto`.
 */
export async function collectProblems(page: Page): Promise<string[]> {
  const problems: string[] = [];
  page.on('console', (msg) => {
    // A not-found page is itself answered with 404, which Chromium logs; only its subresources count.
    const documentNotFound = msg.text().includes('status of 404') && msg.location().url === page.url();
    if ((msg.type() === 'error' || msg.type() === 'warning') && !documentNotFound) problems.push(`${msg.type()}: ${msg.text()}${msg.location().url ? ` (${msg.location().url})` : ''}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  await page.exposeFunction('__reportCspViolation', (text: string) => problems.push(`csp: ${text}`));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation?: (text: string) => void }).__reportCspViolation;
      report?.(`${event.violatedDirective} blocked ${event.blockedURI} (${event.sourceFile}:${event.lineNumber})`);
    });
  });
  return problems;
}
