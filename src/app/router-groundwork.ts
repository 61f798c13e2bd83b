import { yieldToMain } from '../lib/yield-to-main.ts';

/**
 * Two things React Router's browser router does when it is made, each in a task of its own first.
 * Its history stamps the page's history entry with an index (`history.replaceState`), and the router
 * reads the view transitions it applied from `sessionStorage`. Each waits on the browser process
 * (the first sessionStorage read of a page loads its storage area), which on a busy phone took
 * 2-20 ms a step and made the router's own task the longest of start-up outside React (issue 9).
 * Done here, the router finds the entry stamped and the storage area loaded, and its task is short.
 * If a later React Router stamps its entries differently, it simply stamps the entry again itself.
 */
export async function layRouterGroundwork(): Promise<void> {
  const history = window.history;
  if ((history.state as { idx?: unknown } | null)?.idx == null) history.replaceState({ ...(history.state as object | null), idx: 0 }, '');
  await yieldToMain();
  try {
    window.sessionStorage.getItem('remix-router-transitions');
  } catch {
    // Storage blocked (private mode, policy): the router copes with that itself.
  }
  await yieldToMain();
}
