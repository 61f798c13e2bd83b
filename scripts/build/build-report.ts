import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { searchIndexSize } from './search-index-size.ts';

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

/** Scripts a page holds inline (the boot script, where the build inlines it: inline-boot.ts); data blocks are not scripts. */
const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)(?![^>]*type="application\/(?:json|ld\+json)")[^>]*>([\s\S]+?)<\/script>/g;

/** JS the landing page loads before it is interactive: the boot script (its file or inline), the entry and every module it preloads. */
export function landingInitialJs(distDir: string): { files: string[]; gzipBytes: number } {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const files = [...html.matchAll(/(?:src|href|data-entry|data-preload)="([^"]+)"/g)].flatMap((m) => m[1]!.split(' '));
  const unique = [...new Set(files.filter((f) => /^\/assets\/[^"]+\.js$/.test(f)).map((f) => f.slice(1)))];
  const inline = [...html.matchAll(INLINE_SCRIPT)].map((m) => m[1]!);
  const gzipBytes = [...unique.map((f) => readFileSync(join(distDir, f))), ...inline].reduce((sum, code) => sum + gzipSync(code).length, 0);
  return { files: [...unique, ...inline.map(() => 'index.html (inline)')], gzipBytes };
}

/** Precache entries listed in the built worker, and their total size on disk. */
export function precacheSize(distDir: string): { entries: number; bytes: number } {
  const sw = readFileSync(join(distDir, 'sw.js'), 'utf8');
  const urls = [...sw.matchAll(/"?url"?:"([^"]+)"/g)].map((m) => m[1]!);
  const bytes = urls.reduce((sum, url) => {
    try {
      return sum + statSync(join(distDir, url)).size;
    } catch {
      return sum;
    }
  }, 0);
  return { entries: urls.length, bytes };
}

export function reportBuild({ distDir, pages, seconds }: { distDir: string; pages: Array<{ route: string; status: number; bootInline?: boolean }>; seconds: number }) {
  const js = landingInitialJs(distDir);
  const precache = precacheSize(distDir);
  const files = readdirSync(distDir, { recursive: true }).length;
  console.log(`\nBuilt in ${seconds.toFixed(1)} s: ${pages.length} prerendered pages, ${files} files in ${distDir}.`);
  console.log(`Landing page initial JS: ${kib(js.gzipBytes)} gzip in ${js.files.length} files.`);
  const inline = pages.filter((page) => page.bootInline).length;
  console.log(`Boot script inline in ${inline} of ${pages.length} pages (the rest would take a round trip more: inline-boot.ts).`);
  console.log(`Service worker precache: ${precache.entries} entries, ${kib(precache.bytes)}.`);
  const search = searchIndexSize(distDir);
  if (search) console.log(`Search index ${search.file}: ${kib(search.bytes)}, ${kib(search.gzipBytes)} gzip, ${kib(search.brotliBytes)} brotli (precached).`);
}
