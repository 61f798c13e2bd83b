/** The generator's version is a hash of its own source: editing any painter re-renders the art. */
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { hashText } from './sources.ts';

const ART_DIR = join(import.meta.dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => (entry.isDirectory() ? sourceFiles(join(dir, entry.name)) : entry.name.endsWith('.ts') ? [join(dir, entry.name)] : []))
    .sort();
}

let cached: string | undefined;

export function generatorVersion(): string {
  cached ??= hashText(sourceFiles(ART_DIR).map((file) => `${relative(ART_DIR, file)}\n${readFileSync(file, 'utf8')}`).join('\n'));
  return cached;
}
