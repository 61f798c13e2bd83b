/** The files of encoded variants, and tidying of files no image needs any more. */
import { readdirSync, rmSync, existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Encoded } from './encode.ts';

export function filesOf(encoded: Encoded): string[] {
  return encoded.variants.flatMap((v) => [v.avif, v.webp]);
}

/** Deletes .avif/.webp files under `outDir` that no current image produced; returns how many. */
export function removeStale(outDir: string, keep: ReadonlySet<string>): number {
  if (!existsSync(outDir)) return 0;
  let removed = 0;
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.(avif|webp)$/.test(entry.name) && !keep.has(relative(outDir, full).split('\\').join('/'))) {
        rmSync(full);
        removed += 1;
      }
    }
  };
  walk(outDir);
  return removed;
}

/** Runs `task` over `items` with at most `limit` in flight. */
export async function inPool<T>(items: readonly T[], limit: number, task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await task(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}
