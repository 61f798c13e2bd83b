/** What a first-time visitor's worker downloads: the precache list of dist/sw.js, as sent over the wire. */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';

export interface PrecacheEntry {
  url: string;
  /** Bytes on the wire: the brotli copy the server sends, or the file itself (images, fonts). */
  wireBytes: number;
}

export function precacheUrls(distDir: string): string[] {
  const sw = readFileSync(join(distDir, 'sw.js'), 'utf8');
  return [...new Set([...sw.matchAll(/"url":"([^"]+)"/g)].map((m) => m[1]!))];
}

const COMPRESSIBLE = /\.(html|js|css|svg|json|webmanifest|txt|xml)$/;

export function wireBytes(distDir: string, url: string): number {
  const file = join(distDir, url.replace(/^\//, ''));
  if (existsSync(`${file}.br`)) return statSync(`${file}.br`).size;
  if (!existsSync(file)) return 0;
  return COMPRESSIBLE.test(file) ? brotliCompressSync(readFileSync(file)).length : statSync(file).size;
}

export function precacheEntries(distDir: string): PrecacheEntry[] {
  return precacheUrls(distDir).map((url) => ({ url, wireBytes: wireBytes(distDir, url) }));
}
