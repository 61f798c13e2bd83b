/**
 * Whether a page arrives in TCP's first round trip: a new connection may send 10 segments of 1,460
 * bytes (RFC 6928) before it waits for an acknowledgement, so a response of at most 14,600 bytes,
 * headers included, comes in one round trip and a larger one takes two. On slow 4G (150 ms) that is
 * where Bali's LCP went from 1.36 to 1.52 s when its page grew by 110 bytes (issue 9). Measured on the
 * wire: the real server, a browser's request, the bytes it sends back (HTTP/1.1, as served here).
 */
import { readdirSync, statSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { serveBuiltSite } from '../lib/built-site.ts';
import { FIRST_ROUND_TRIP_BYTES } from '../lib/round-trips.ts';

/** What Chromium sends for a navigation, less its cookies: the server's answer depends on accept-encoding. */
const NAVIGATION_HEADERS = [
  'accept: text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8',
  'accept-encoding: gzip, deflate, br, zstd',
  'accept-language: en-IN,en;q=0.9',
  'user-agent: Mozilla/5.0 (Linux; Android 11) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36',
];

/** The bytes of one response on the wire (status line, headers, body), read to its content-length. */
function responseBytes(origin: string, path: string): Promise<number> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname);
    let received = Buffer.alloc(0);
    socket.on('connect', () => socket.write(`GET ${path} HTTP/1.1\r\nhost: ${hostname}:${port}\r\n${NAVIGATION_HEADERS.join('\r\n')}\r\n\r\n`));
    socket.on('data', (chunk) => {
      received = Buffer.concat([received, chunk]);
      const end = received.indexOf('\r\n\r\n');
      if (end < 0) return;
      const head = received.subarray(0, end).toString('latin1');
      const length = Number(/\r\ncontent-length: *(\d+)/i.exec(head)?.[1]);
      if (!Number.isFinite(length)) return reject(new Error(`${path}: no content-length`));
      if (!head.startsWith('HTTP/1.1 200')) return reject(new Error(`${path}: ${head.split('\r\n')[0]}`));
      if (received.length >= end + 4 + length) {
        socket.destroy();
        resolve(received.length);
      }
    });
    socket.on('error', reject);
  });
}

/** Every destination page: "a destination" in the issue is any of them. */
function destinationPages(distDir: string): string[] {
  const dir = join(distDir, 'destinations');
  return readdirSync(dir)
    .filter((slug) => statSync(join(dir, slug, 'index.html'), { throwIfNoEntry: false })?.isFile())
    .map((slug) => `/destinations/${slug}`);
}

/**
 * Checks the pages whose LCP the issue holds against a bare page (the landing page and every
 * destination) and prints the other measured page types for information: a long guide cannot fit
 * in 14.6 KB, and its LCP budget does not need it to. Returns the pages over budget.
 */
export async function benchFirstRoundTrip(distDir: string, measured: string[], port = 4381): Promise<string[]> {
  const budgeted = ['/', ...destinationPages(distDir)];
  const pages = [...new Set([...budgeted, ...measured])];
  const failures: string[] = [];
  const site = await serveBuiltSite(port);
  try {
    console.log(`\nDocument on the wire, headers included (first round trip: ${FIRST_ROUND_TRIP_BYTES} bytes)`);
    for (const page of pages) {
      const bytes = await responseBytes(site.origin, page);
      const checked = budgeted.includes(page);
      const ok = bytes <= FIRST_ROUND_TRIP_BYTES;
      console.log(`${!checked ? '    ' : ok ? 'ok  ' : 'OVER'} ${page}: ${bytes} bytes${checked ? '' : ok ? ' (one round trip)' : ' (two round trips; not budgeted)'}`);
      if (checked && !ok) failures.push(`${page} first round trip`);
    }
  } finally {
    site.stop();
  }
  return failures;
}
