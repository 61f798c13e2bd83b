import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** The search index the build emitted (assets/search-index-<hash>.json) and what it costs to download. */
export function searchIndexSize(distDir: string): { file: string; bytes: number; gzipBytes: number; brotliBytes: number } | null {
  const file = readdirSync(join(distDir, 'assets')).find((name) => /^search-index-[\w-]+\.json$/.test(name));
  if (!file) return null;
  const data = readFileSync(join(distDir, 'assets', file));
  return {
    file: `assets/${file}`,
    bytes: data.length,
    gzipBytes: gzipSync(data, { level: 9 }).length,
    brotliBytes: brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}
