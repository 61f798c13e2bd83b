/**
 * `npm run build`: each step is a function called in order, in this one process: content check →
 * images → SSR bundle → client bundle → prerender → service worker (once, with the prerendered
 * pages in its precache) → brotli/gzip copies → report. DIST_DIR builds somewhere else than dist/
 * (so a running server's files are not replaced mid-build); SITE_URL is the public origin of
 * canonical links and the sitemap (default: where `npm start` listens, shared/config/site-url.ts).
 */
import './build/production-mode.ts';
import { readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { loadCheckedContent } from '../shared/content/cross-check.ts';
import { ContentError } from '../shared/content/content-error.ts';
import { buildImages, ImageInputError } from '@taleweave/images';
import { describeImageReport, projectImageOptions } from './images.ts';
import { buildClientBundle, buildServerBundle } from './build/bundles.ts';
import { prerender } from './build/prerender.ts';
import { writeBootScript } from './build/boot-script.ts';
import { buildServiceWorker } from './build/service-worker.ts';
import { offlineChunks, precacheGlobs } from './build/worker-precache.ts';
import { readViteManifest } from './build/vite-manifest.ts';
import { precompress } from './build/precompress.ts';
import { reportBuild } from './build/build-report.ts';
import { writeSearchEngineFiles } from './build/search-engine-files.ts';
import { siteUrlFrom } from '../shared/config/site-url.ts';

export interface BuildSiteOptions {
  root: string;
  distDir: string;
  /** Public origin (no trailing slash) for canonical links, og:url, the sitemap and robots.txt. */
  siteUrl: string;
}

/** Builds the whole site into `distDir`; returns the prerendered pages. */
export async function buildSite({ root, distDir, siteUrl }: BuildSiteOptions) {
  const started = performance.now();
  const step = (label: string) => console.log(`\n▸ ${label} (${((performance.now() - started) / 1000).toFixed(1)} s)`);
  // Inside the project, so the SSR bundle resolves node_modules; one folder per output directory.
  const ssrDir = join(root, 'dist-ssr', distDir.replace(/[^a-z0-9]+/gi, '-'));
  const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string };
  const buildId = `${version}-${Date.now().toString(36)}`;

  step('checking content');
  const content = loadCheckedContent();
  step('images');
  console.log(describeImageReport(await buildImages(projectImageOptions(root))));
  step('server bundle for the prerender');
  const ssrEntry = await buildServerBundle({ root, outDir: ssrDir, buildId });
  step('client bundle');
  await buildClientBundle({ root, outDir: distDir, buildId });
  step('prerendering');
  const bootScript = await writeBootScript(root, distDir);
  const pages = await prerender({ distDir, ssrEntry, content, siteUrl, bootScript });
  step('robots.txt and sitemap.xml');
  console.log(`sitemap: ${writeSearchEngineFiles({ distDir, content, siteUrl, buildDate: new Date() })} pages on ${siteUrl}`);
  step('service worker with the prerendered pages');
  await buildServiceWorker({ root, distDir, globPatterns: precacheGlobs(content, undefined, offlineChunks(readViteManifest(distDir))) });
  rmSync(join(distDir, '.vite'), { recursive: true, force: true });
  step('compressing');
  await precompress(distDir);
  reportBuild({ distDir, pages, seconds: (performance.now() - started) / 1000 });
  return pages;
}

if (import.meta.main) {
  const root = resolve(import.meta.dirname, '..');
  try {
    await buildSite({ root, distDir: resolve(root, process.env.DIST_DIR ?? 'dist'), siteUrl: siteUrlFrom(process.env) });
  } catch (error) {
    // Content and image problems name the file and the field; anything else shows where it broke.
    const known = error instanceof ContentError || error instanceof ImageInputError;
    console.error('\nBuild stopped:', known ? error.message : error);
    process.exit(1);
  }
  // Libraries used by the prerender (jsdom, the SSR bundle) may leave handles open; the build is done.
  process.exit(0);
}
