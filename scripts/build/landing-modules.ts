import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/** The modules the prerendered landing page hydrates with: the entry's and start-landing's static imports. */
const LANDING_ENTRIES = ['../../src/main.tsx', '../../src/app/landing/start-landing.tsx'].map((file) => fileURLToPath(new URL(file, import.meta.url)));

interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

function staticClosure(graph: ModuleGraph, entries: string[]): Set<string> {
  const seen = new Set<string>();
  const pending = [...entries];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    pending.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

/**
 * Which modules the landing page hydrates with, known once the module graph is built and before
 * chunks are made: the small shared modules go to two chunks, the landing page's and the other
 * pages'. One chunk for all made a first visit download 7 KiB gzip only other pages use (issue 9).
 */
export function landingModules(): { plugin: Plugin; has(id: string): boolean } {
  let landing = new Set<string>();
  return {
    plugin: {
      name: 'landing-modules',
      apply: 'build',
      buildEnd() {
        landing = staticClosure(this, LANDING_ENTRIES);
      },
    },
    has: (id) => landing.has(id),
  };
}
