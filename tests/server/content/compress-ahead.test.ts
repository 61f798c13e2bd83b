import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { loadContent } from '../../../shared/content/load-content.ts';
import { createContentQueries } from '../../../server/content/queries.ts';
import { createContentResponses } from '../../../server/content/content-responses.ts';
import { Representation } from '../../../server/content/representation.ts';
import { startServerProcess } from '../../../scripts/bench/server-process.ts';
import { createStubSite } from '../support/stub-site.ts';

/**
 * The content API's answers compressed ahead of their requests, off the event loop
 * (server/content/representation.ts `compressAhead`, content-responses.ts `compressAll`).
 */

/** About 400 KB of JSON that brotli's best quality takes a while over (words in no pattern). */
function largeAnswer(): string {
  const words = ['ubud', 'lagoon', 'villa', 'sunset', 'temple', 'reef', 'spice', 'market', 'dhow', 'atoll', 'safari', 'spa'];
  let seed = 7;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31);
  const days = Array.from({ length: 4000 }, (_, day) => ({ day, plan: Array.from({ length: 8 }, () => `${words[next() % words.length]}-${next() % 9973}`).join(' ') }));
  return JSON.stringify({ days });
}

it('compresses an answer in brotli and gzip without holding the event loop, to the bytes a request would have made', async () => {
  const json = largeAnswer();
  const ahead = new Representation(json, '/large');
  let timerRan = false;
  setTimeout(() => (timerRan = true), 0);
  await ahead.compressAhead();
  // Compressed on the event loop, the await would have resumed (a microtask) before any timer.
  expect(timerRan).toBe(true);
  expect(ahead.has('br') && ahead.has('gzip')).toBe(true);

  const onRequest = new Representation(json, '/large');
  expect(ahead.body('br').equals(onRequest.body('br'))).toBe(true);
  expect(brotliDecompressSync(ahead.body('br')).toString()).toBe(json);
  expect(gunzipSync(ahead.body('gzip')).toString()).toBe(json);
});

it('keeps what a request compressed first', async () => {
  const answer = new Representation(largeAnswer(), '/large');
  const compressing = answer.compressAhead();
  const servedFirst = answer.body('br');
  await compressing;
  expect(answer.body('br')).toBe(servedFirst);
});

it('compresses every answer of the read API: each destination page, itinerary list, blog list, itinerary and post', async () => {
  const content = loadContent();
  const responses = createContentResponses(createContentQueries(content));
  const { destinations, themes, itineraries, blogs } = createContentQueries(content).keys();

  const count = await responses.compressAll();

  const answers = [
    ...destinations.flatMap((slug) => [responses.destinationPage(slug), responses.itineraries(slug), responses.destinationBlogs(slug)]),
    ...themes.map((slug) => responses.itineraries(slug)),
    ...itineraries.map((id) => responses.itinerary(id)),
    ...blogs.map((id) => responses.blog(id)),
  ];
  expect(answers.every(Boolean)).toBe(true);
  expect(count).toBe(answers.length);
  for (const answer of answers) expect(answer!.has('br') && answer!.has('gzip'), answer!.location).toBe(true);
  // The capitalised URL of spec §7 is the same resource, already compressed.
  expect(responses.destinationPage('Bali')!.has('br')).toBe(true);
}, 60_000);

it('the server compresses them all once it listens, and says so in its log', async () => {
  const { destinations, themes, itineraries, blogs } = createContentQueries(loadContent()).keys();
  const site = createStubSite();
  const server = await startServerProcess({ DIST_DIR: site.distDir });
  try {
    await expect
      .poll(() => server.logs.find((line) => line.msg === 'content API answers compressed ahead'), { timeout: 30_000, interval: 200 })
      .toMatchObject({ answers: destinations.length * 3 + themes.length + itineraries.length + blogs.length });
    const page = await fetch(`${server.origin}/api/page/Bali`, { headers: { 'accept-encoding': 'br' } });
    expect(page.headers.get('content-encoding')).toBe('br');
  } finally {
    await server.stop();
    site.remove();
  }
}, 60_000);
