import { brotliCompressSync, constants } from 'node:zlib';
import { roundTripsFor } from '../lib/round-trips.ts';

/**
 * What the response head of a page takes on the wire: the server's own, headers with the inline
 * script's hash in the CSP, is 859 bytes, 949 with TLS=1 (HSTS, upgrade-insecure-requests), and
 * tests/server/page-response-head.test.ts keeps it within this. It was 1,024, with room for a proxy's
 * headers: that left the Bali page (13,589 bytes of brotli with the boot script inline, 14,448 on the
 * wire) asking for the file, a request Lighthouse's slow 4G counts before its largest paint (issue 9).
 * Behind an HTTP/2 or HTTP/3 proxy the head is compressed (HPACK, QPACK); over HTTP/1.1 a proxy's
 * own headers count against the check of `npm run bench` (README: deploying at scale).
 */
export const RESPONSE_HEAD_ALLOWANCE = 950;

/** A page's bytes on the wire, compressed as the build stores it (precompress.ts) and served with its head. */
const wireBytes = (html: string) => brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length + RESPONSE_HEAD_ALLOWANCE;

/**
 * Whether a page should hold the boot script inline rather than ask for its file (issue 9). A
 * request that ends before the first paint is one more thing slow 4G makes the largest paint wait
 * for: on /, inline read 1285 → 1141 ms LCP in Lighthouse (6 paired runs of `npm run
 * lighthouse:compare`), TBT unchanged, since a module script runs after parsing as the deferred
 * one did. It costs the page about 760 bytes; so inline only where that costs no round trip: a
 * destination page that fits TCP's first window keeps fitting, or keeps the file.
 */
export function inlineBootCostsNoRoundTrip(withFile: string, withInline: string): boolean {
  return roundTripsFor(wireBytes(withInline)) <= roundTripsFor(wireBytes(withFile));
}
