import { join } from 'node:path';
import { build } from 'vite';
import { injectManifest } from 'workbox-build';
import { paths } from '../../shared/config/paths.ts';
import { htmlFileOf } from '../../shared/routes/html-file.ts';

export interface ServiceWorkerOptions {
  root: string;
  distDir: string;
  /** What to precache, relative to distDir (worker-precache.ts). */
  globPatterns: string[];
}

/**
 * Builds dist/sw.js from sw/sw.ts once, after the prerender, and injects the precache manifest
 * (Workbox's injectManifest) for every file the globs match, now that the pages exist.
 */
export async function buildServiceWorker({ root, distDir, globPatterns }: ServiceWorkerOptions) {
  const swFile = join(distDir, 'sw.js');
  await build({
    configFile: false,
    root,
    logLevel: 'warn',
    publicDir: false,
    define: {
      // Workbox leaves out its development logging in production.
      'process.env.NODE_ENV': JSON.stringify('production'),
      __OFFLINE_PAGE__: JSON.stringify(`/${htmlFileOf(paths.offline.href())}`),
    },
    build: {
      outDir: distDir,
      emptyOutDir: false,
      target: 'es2022',
      modulePreload: false,
      rolldownOptions: { input: join(root, 'sw/sw.ts'), output: { format: 'iife', entryFileNames: 'sw.js' } },
    },
  });
  const { count, size, warnings } = await injectManifest({
    swSrc: swFile,
    swDest: swFile,
    globDirectory: distDir,
    globPatterns,
    globIgnores: ['**/node_modules/**', 'images/**'],
    // Hashed assets are versioned by their names; everything else by a content hash.
    dontCacheBustURLsMatching: /^assets\//,
    maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
  });
  if (warnings.length) throw new Error(`service worker: ${warnings.join('; ')}`);
  return { entries: count, bytes: size };
}
