import { fetchItem } from './fetch-item.ts';

/** Headers that described the bytes on the wire; the stored body is already decoded. */
const WIRE_HEADERS = ['content-encoding', 'content-length', 'transfer-encoding'];

export interface StoredFile {
  url: string;
  /** Bytes of the stored body: what the file takes on this device. */
  bytes: number;
  /** The body as text, for pages and API answers the save reads further. */
  text?: string;
}

/** Fetches `url` (with retries) and writes it into the saved item's cache. */
export async function storeFile(
  cache: Cache,
  url: string,
  options: { signal: AbortSignal; fetchFn?: typeof fetch; readText: boolean },
): Promise<StoredFile> {
  const response = await fetchItem(url, { signal: options.signal, fetchFn: options.fetchFn, revalidate: options.readText });
  const body = await response.blob();
  const headers = new Headers(response.headers);
  for (const name of WIRE_HEADERS) headers.delete(name);
  await cache.put(url, new Response(body, { status: response.status, statusText: response.statusText, headers }));
  return { url, bytes: body.size, text: options.readText ? await body.text() : undefined };
}

/** Runs `work` over `items`, `concurrency` at a time; the first rejection (a cancel) stops the rest. */
export async function inPool<T>(items: readonly T[], concurrency: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, lane));
}
