import { JSDOM } from 'jsdom';
import { downloadTrip, type DownloadProgress } from '../../../src/features/saved-trips/download/download-trip.ts';
import { loadContent } from '../../../shared/content/load-content.ts';

const content = loadContent();

/** Cache Storage's Cache, enough for a save: put, match, keys. */
class MemoryCache {
  readonly files = new Map<string, Response>();
  async put(url: string, response: Response) {
    this.files.set(url, response);
  }
  async match(url: string) {
    return this.files.get(url)?.clone();
  }
  async keys() {
    return [...this.files.keys()].map((url) => new Request(new URL(url, 'http://site.test')));
  }
}

const itinerary = content.itineraries.find((it) => it.destination === 'thailand')!;
const page = (title: string) => `<html><body><h1>${title}</h1><picture><source type="image/webp" srcset="/images/destinations/thailand/hero-480.webp 480w, /images/destinations/thailand/hero-960.webp 960w" sizes="100vw"><img src="/images/destinations/thailand/hero-960.webp"></picture></body></html>`;

/** The server: pages, API answers and images by path; `failures` makes a path fail that many times first. */
function server(failures: Record<string, number | 'always'> = {}) {
  const requested: string[] = [];
  const fetchFn = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    requested.push(url);
    if (init?.signal?.aborted) throw init.signal.reason;
    const left = failures[url];
    if (left === 'always') return new Response('busy', { status: 503 });
    if (typeof left === 'number' && left > 0) {
      failures[url] = left - 1;
      throw new TypeError('Failed to fetch');
    }
    if (url.startsWith('/api/itineraries/id/')) return Response.json(itinerary);
    if (url.startsWith('/images/')) return new Response(new Uint8Array(1000));
    return new Response(page(itinerary.name), { headers: { 'content-type': 'text/html' } });
  }) as typeof fetch;
  return { fetchFn, requested };
}

function save(fetchFn: typeof fetch, signal = new AbortController().signal) {
  const cache = new MemoryCache();
  const progress: DownloadProgress[] = [];
  const run = downloadTrip(
    { kind: 'itinerary', id: itinerary._id, title: itinerary.name },
    {
      cache: cache as unknown as Cache,
      device: { viewportWidth: 375, dpr: 1, avif: false },
      signal,
      fetchFn,
      parseHtml: (html) => new JSDOM(html).window.document,
      onProgress: (p) => progress.push(p),
    },
  );
  return { run, cache, progress };
}

afterEach(() => vi.useRealTimers());

describe('saving an itinerary for offline', () => {
  it('stores its page, its data and the pictures at this device’s width, counting items and bytes as it goes', async () => {
    const { fetchFn, requested } = server();
    const { run, cache, progress } = save(fetchFn);
    const result = await run;

    expect(result.failed).toEqual([]);
    expect(result.pages).toEqual([`/itinerary/${itinerary._id}`]);
    expect(requested).toContain('/images/destinations/thailand/hero-480.webp');
    expect(requested).not.toContain('/images/destinations/thailand/hero-960.webp');
    expect([...cache.files.keys()].sort()).toEqual(result.files.map((f) => f.url).sort());
    const last = progress.at(-1)!;
    expect(last.done).toBe(last.total);
    expect(last.done).toBe(result.files.length);
    expect(last.bytes).toBe(result.files.reduce((sum, f) => sum + f.bytes, 0));
    for (let i = 1; i < progress.length; i++) expect(progress[i]!.done).toBeGreaterThanOrEqual(progress[i - 1]!.done);
  });

  it('retries an item whose download failed, and stores it when a later try succeeds', async () => {
    vi.useFakeTimers();
    const { fetchFn, requested } = server({ [`/api/itineraries/id/${itinerary._id}`]: 2 });
    const { run } = save(fetchFn);
    await vi.runAllTimersAsync();
    const result = await run;

    expect(result.failed).toEqual([]);
    expect(requested.filter((url) => url.startsWith('/api/'))).toHaveLength(3);
  });

  it('reports an item still failing after its retries, and keeps everything else', async () => {
    vi.useFakeTimers();
    const image = '/images/destinations/thailand/hero-480.webp';
    const { fetchFn } = server({ [image]: 'always' });
    const { run } = save(fetchFn);
    await vi.runAllTimersAsync();
    const result = await run;

    expect(result.failed).toEqual([image]);
    const complete = await save(server().fetchFn).run;
    expect(result.files.map((f) => f.url).sort()).toEqual(complete.files.map((f) => f.url).filter((url) => url !== image).sort());
  });

  it('stops when cancelled, and downloads nothing more', async () => {
    const controller = new AbortController();
    const { fetchFn, requested } = server();
    const cancelling = (async (input: RequestInfo | URL, init?: RequestInit) => {
      controller.abort(new DOMException('The traveller cancelled the save', 'AbortError'));
      return fetchFn(input, init);
    }) as typeof fetch;
    const { run } = save(cancelling, controller.signal);

    await expect(run).rejects.toThrow('The traveller cancelled the save');
    expect(requested).toHaveLength(1);
  });
});
