/** Browsers without requestIdleCallback (Safari) wait this long instead. */
export const IDLE_FALLBACK_MS = 1500;

/**
 * Runs `task` once the main thread is idle (or after `timeoutMs` at the latest), for work that must
 * not compete with the first paint or input: persistence, the worker. Returns a cancel function.
 */
export function whenIdle(task: () => void, timeoutMs = 3000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(task, IDLE_FALLBACK_MS);
  return () => window.clearTimeout(timer);
}
