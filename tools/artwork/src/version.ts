/** The painter's version is a hash of its own source: editing any painter re-renders the art. */
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';

const SOURCE_DIR = import.meta.dirname;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => (entry.isDirectory() ? sourceFiles(join(dir, entry.name)) : entry.name.endsWith('.ts') ? [join(dir, entry.name)] : []))
    .sort();
}

let cached: string | undefined;

export function artworkVersion(): string {
  cached ??= createHash('sha256')
    .update(sourceFiles(SOURCE_DIR).map((file) => `${relative(SOURCE_DIR, file)}\n${readFileSync(file, 'utf8')}`).join('\n'))
    .digest('hex')
    .slice(0, 32);
  return cached;
}
