/** The JavaScript a page runs before it is interactive: its scripts and their static imports. */
import { readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';

// Vite's output: `import{a}from"./x.js"` and `import"./x.js"`; `import("./x.js")` is lazy and not followed.
const STATIC_IMPORT = /(?:\bfrom|\bimport)\s*["'](\.{1,2}\/[^"']+\.js)["']/g;

/** Files reachable from `entries` (paths relative to distDir) through static imports. */
export function staticClosure(distDir: string, entries: string[]): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const code = readFileSync(join(distDir, file), 'utf8');
    for (const [, spec] of code.matchAll(STATIC_IMPORT)) visit(relative(distDir, join(distDir, dirname(file), spec!)));
  };
  entries.filter((f) => f.endsWith('.js')).forEach(visit);
  return [...seen];
}

export const gzipBytes = (distDir: string, files: string[]) =>
  files.reduce((sum, f) => sum + gzipSync(readFileSync(join(distDir, f))).length, 0);
