import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

/** The files of a built site the server needs to start (prerendered home, shell, not-found page). */
const REQUIRED_PAGES: Record<string, string> = {
  'index.html': '<!doctype html><title>home</title><h1>landing</h1>',
  'shell.html': '<!doctype html><title>shell</title><div id="root"></div>',
  '404.html': '<!doctype html><title>not found</title><h1>This page has wandered off the map</h1>',
};

/**
 * A small built site in a temp folder, with .br and .gz copies of every text file as the build
 * writes them (scripts/precompress.ts), so unit tests can run before `npm run build`.
 */
export function createStubSite(extra: Record<string, string> = {}): { distDir: string; remove(): void } {
  const distDir = mkdtempSync(join(tmpdir(), 'tbd-site-'));
  for (const [file, text] of Object.entries({ ...REQUIRED_PAGES, ...extra })) {
    const path = join(distDir, file);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, text);
    if (/\.(html|js|css|webmanifest|svg|json)$/.test(file)) {
      writeFileSync(`${path}.br`, brotliCompressSync(text));
      writeFileSync(`${path}.gz`, gzipSync(text));
    }
  }
  return { distDir, remove: () => rmSync(distDir, { recursive: true, force: true }) };
}
