/** Remembers what was encoded from which source, so unchanged images are not encoded again. */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Encoded } from './encode.ts';
import type { FileStamp } from './sources.ts';

export interface CacheEntry {
  /** Hash of source, recipe, generator version and encoder settings. */
  key: string;
  encoded: Encoded;
}

export interface Cache {
  entries: Record<string, CacheEntry>;
  photos: Record<string, FileStamp>;
  icons?: string;
  /** Key of the inputs the manifest screenshots were composed from. */
  screenshots?: string;
}

const FILE = 'images.json';

export function loadCache(cacheDir: string): Cache {
  const file = join(cacheDir, FILE);
  if (!existsSync(file)) return { entries: {}, photos: {} };
  try {
    const cache = JSON.parse(readFileSync(file, 'utf8')) as Cache;
    return { entries: cache.entries ?? {}, photos: cache.photos ?? {}, icons: cache.icons, screenshots: cache.screenshots };
  } catch {
    // a corrupt cache only costs a full rebuild
    return { entries: {}, photos: {} };
  }
}

export function saveCache(cacheDir: string, cache: Cache): void {
  mkdirSync(cacheDir, { recursive: true });
  writeFileSync(join(cacheDir, FILE), JSON.stringify(cache));
}
