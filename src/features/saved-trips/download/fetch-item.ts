/** One file a save could not store after its retries (the status, or 0 for a failed connection). */
export class ItemFailed extends Error {
  override name = 'ItemFailed';
  readonly url: string;
  readonly status: number;
  constructor(url: string, status: number) {
    super(`${url}: ${status ? `status ${status}` : 'no connection'}`);
    this.url = url;
    this.status = status;
  }
}

/** Waits `ms`, or rejects at once when `signal` aborts (a cancelled save stops between retries too). */
function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => (clearTimeout(timer), reject(signal.reason)), { once: true });
  });
}

/** A connection failure, a timeout, a busy server or a server error may pass on a second try; a 404 will not. */
const worthRetrying = (status: number) => status === 0 || status === 408 || status === 429 || status >= 500;

/** Retry pauses (ms): a failed item is tried again after each, then reported failed. */
export const RETRY_DELAYS_MS = [600, 2000];

/**
 * GETs `url` for a save. HTML and API answers are revalidated with the server (`no-cache`), so an
 * update stores what the server has now; images may come from the HTTP cache. Retries per
 * `RETRY_DELAYS_MS`; an abort (cancel) is passed on untouched.
 */
export async function fetchItem(url: string, { signal, fetchFn = fetch, revalidate, delays = RETRY_DELAYS_MS }: {
  signal: AbortSignal;
  fetchFn?: typeof fetch;
  revalidate: boolean;
  delays?: readonly number[];
}): Promise<Response> {
  for (let attempt = 0; ; attempt++) {
    let status = 0;
    try {
      const response = await fetchFn(url, { signal, cache: revalidate ? 'no-cache' : 'default', credentials: 'same-origin' });
      if (response.ok) return response;
      status = response.status;
    } catch (error) {
      if (signal.aborted) throw signal.reason;
      if (error instanceof ItemFailed) throw error;
    }
    if (!worthRetrying(status) || attempt >= delays.length) throw new ItemFailed(url, status);
    await pause(delays[attempt]!, signal);
  }
}
