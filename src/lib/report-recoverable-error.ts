import type { ErrorInfo } from 'react';

/**
 * How the browser is told that React recovered from an error by rendering again: a hydration
 * mismatch, or an error thrown in a concurrent render that a synchronous one did not repeat.
 * React's default reports only its own wrapper, whose message in a production build is a bare
 * number ("Minified React error #520"); the error that caused it and the components it was thrown
 * in are left out, and it took a rebuild with logging to learn that one was a `use()` skipped on a
 * replay (html-content.tsx). Reported as a console error, as React reports errors a boundary caught.
 */
export function reportRecoverableError(error: unknown, info: ErrorInfo): void {
  const cause = error instanceof Error ? error.cause : undefined;
  console.error(error, ...(cause === undefined ? [] : ['\nCaused by:', cause]), ...(info.componentStack ? ['\nIn:', info.componentStack] : []));
}
