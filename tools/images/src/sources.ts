/** Where each image comes from: a real photo the agency dropped in, or the generated artwork. */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { join } from 'node:path';

export const PHOTO_EXTENSIONS = ['jpg', 'jpeg', 'png', 'webp', 'avif'] as const;

/** content/images/<id>.<ext> for the first extension that exists. */
export function findPhoto(contentImagesDir: string, id: string): string | undefined {
  for (const ext of PHOTO_EXTENSIONS) {
    const file = join(contentImagesDir, `${id}.${ext}`);
    if (existsSync(file)) return file;
  }
  return undefined;
}

export interface FileStamp {
  size: number;
  mtimeMs: number;
  hash: string;
}

/**
 * Content hash of a photo. Re-hashing every photo on every build is wasted work, so a
 * previous stamp with the same size and modification time is trusted.
 */
export function stampFile(file: string, previous?: FileStamp): FileStamp {
  const { size, mtimeMs } = statSync(file);
  if (previous && previous.size === size && previous.mtimeMs === mtimeMs) return previous;
  return { size, mtimeMs, hash: createHash('sha256').update(readFileSync(file)).digest('hex').slice(0, 32) };
}

export function hashText(text: string): string {
  return createHash('sha256').update(text).digest('hex').slice(0, 32);
}
