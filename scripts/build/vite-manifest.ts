import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** One entry of Vite's build manifest (dist/.vite/manifest.json), the fields the build reads. */
export interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  dynamicImports?: string[];
}
export type ViteManifest = Record<string, ManifestChunk>;

export function readViteManifest(distDir: string): ViteManifest {
  return JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8')) as ViteManifest;
}

/**
 * Files and CSS reachable from `keys` through Vite's manifest: static imports, plus the dynamic
 * imports `dynamic` accepts (code a page loads when a section is seen or a dialog opened).
 */
export function reachableFiles(manifest: ViteManifest, keys: string[], dynamic: (key: string) => boolean = () => false) {
  const css = new Set<string>();
  const js = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    if (chunk.file.endsWith('.js')) js.add(chunk.file);
    chunk.css?.forEach((c) => css.add(c));
    chunk.imports?.forEach(visit);
    chunk.dynamicImports?.filter(dynamic).forEach(visit);
  };
  keys.forEach(visit);
  return { css, js };
}
