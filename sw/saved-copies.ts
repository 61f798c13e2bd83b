/// <reference lib="webworker" />
/**
 * Reading saved trips (issue 7). The page writes each saved item into a cache of its own
 * (`saved-trip:<id>`); the worker never expires those caches, and answers from them when the
 * network fails and its runtime caches have nothing.
 */
import { OFFLINE_COPY_HEADER, SAVED_CACHE_PREFIX } from '../shared/config/offline.ts';

async function savedCaches(): Promise<Cache[]> {
  const names = (await caches.keys()).filter((name) => name.startsWith(SAVED_CACHE_PREFIX));
  return Promise.all(names.map((name) => caches.open(name)));
}

/** The saved copy of `url`, from whichever saved trip holds it. Pages ignore the query string. */
export async function matchSavedCopy(url: string, { ignoreSearch = false } = {}): Promise<Response | undefined> {
  for (const cache of await savedCaches()) {
    const match = await cache.match(url, { ignoreSearch, ignoreVary: true });
    if (match) return match;
  }
  return undefined;
}

/** The pipeline names variants `/images/<id>-<width>.<avif|webp>`. */
const VARIANT = /^(\/images\/.+)-(\d+)\.(avif|webp)$/;

/**
 * Another saved width or format of the image `url` asks for. A page may draw an image at a size the
 * save did not foresee (a rotated phone, a picture that appears later); any copy beats none. Prefers
 * the smallest width at least as wide as the one asked for, else the widest.
 */
export async function matchSavedVariant(url: URL, extraCaches: string[] = []): Promise<Response | undefined> {
  const wanted = VARIANT.exec(url.pathname);
  if (!wanted) return undefined;
  const [, stem, width] = wanted;
  const candidates: Array<{ width: number; cache: Cache; request: Request }> = [];
  const extra = await Promise.all(extraCaches.map((name) => caches.open(name)));
  for (const cache of [...(await savedCaches()), ...extra]) {
    for (const request of await cache.keys()) {
      const match = VARIANT.exec(new URL(request.url).pathname);
      if (match && match[1] === stem) candidates.push({ width: Number(match[2]), cache, request });
    }
  }
  if (!candidates.length) return undefined;
  candidates.sort((a, b) => a.width - b.width);
  const best = candidates.find((c) => c.width >= Number(width)) ?? candidates.at(-1)!;
  return best.cache.match(best.request);
}

/** `response` as a copy from the device: the page shows "Offline · saved on {its Date}". */
export function markedAsDeviceCopy(response: Response): Response {
  const headers = new Headers(response.headers);
  headers.set(OFFLINE_COPY_HEADER, '1');
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}
