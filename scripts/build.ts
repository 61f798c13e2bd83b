/**
 * `npm run build`: content check → generated data (site, images) → SSR bundle → client bundle →
 * prerender every route → service worker regenerated so it precaches the prerendered HTML →
 * brotli/gzip copies of text files. Prints the figures worth watching.
 */
import './build/production-mode.ts';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build, resolveConfig, type Plugin } from 'vite';
import { loadContent } from '../shared/content/load-content.ts';
import { crossCheckContent } from '../shared/content/cross-check.ts';
import { buildApp } from '../server/app.ts';
import { prerender } from './prerender.ts';
import { prerenderUrls } from '../shared/routes/route-lists.ts';
import { precompress } from './precompress.ts';
import { reportBuild } from './build-report.ts';

const root = resolve(import.meta.dirname, '..');
/** DIST_DIR builds somewhere else than dist/ (so a running server's files are not replaced mid-build). */
const distDir = resolve(root, process.env.DIST_DIR ?? 'dist');
// Inside the project, so the SSR bundle resolves node_modules; one folder per output directory.
const ssrDir = join(root, 'dist-ssr', distDir.replace(/[^a-z0-9]+/gi, '-'));
const started = performance.now();
const step = (label: string) => console.log(`\n▸ ${label} (${((performance.now() - started) / 1000).toFixed(1)} s)`);

function fail(message: string): never {
  console.error(`\nBuild stopped: ${message}`);
  process.exit(1);
}

step('checking content');
let content: ReturnType<typeof loadContent>;
try {
  content = loadContent();
} catch (error) {
  fail((error as Error).message);
}
const problems = crossCheckContent(content);
if (problems.length) fail(`content/ does not hang together:\n${problems.map((p) => `  - ${p}`).join('\n')}`);

step('generating site data and images');
execFileSync(process.execPath, [join(root, 'scripts/generate-site.ts')], { stdio: 'inherit' });
execFileSync(process.execPath, [join(root, 'scripts/images.ts')], { stdio: 'inherit' });

const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string };
process.env.BUILD_ID ??= `${pkg.version}-${Date.now().toString(36)}`;
rmSync(distDir, { recursive: true, force: true });
rmSync(ssrDir, { recursive: true, force: true });

step('server bundle for the prerender');
await build({ root, logLevel: 'warn', build: { ssr: 'src/entry-server.tsx', outDir: ssrDir, emptyOutDir: true } });

step('client bundle');
await build({ root, logLevel: 'warn', build: { outDir: distDir, emptyOutDir: true } });

step('prerendering');
const dataDir = mkdtempSync(join(tmpdir(), 'prerender-db-'));
const app = await buildApp({ dataDir });
const pages = await prerender({
  distDir,
  ssrEntry: join(ssrDir, 'entry-server.js'),
  app,
  routes: prerenderUrls(content),
  siteUrl: (process.env.SITE_URL ?? '').replace(/\/$/, ''),
});
await app.close();
rmSync(dataDir, { recursive: true, force: true });

step('service worker with the prerendered pages');
process.env.PRERENDERED = '1'; // vite.config.ts: now the page globs have files to match
const config = await resolveConfig({ root, logLevel: 'warn', build: { outDir: distDir } }, 'build', 'production');
const pwa = config.plugins.find((p: Plugin) => p.name === 'vite-plugin-pwa') as (Plugin & { api?: { generateSW(): Promise<void> } }) | undefined;
if (!pwa?.api) fail('vite-plugin-pwa is missing from vite.config.ts');
await pwa.api.generateSW();
rmSync(join(distDir, '.vite'), { recursive: true, force: true });

step('compressing');
await precompress(distDir);

reportBuild({ distDir, pages, seconds: (performance.now() - started) / 1000 });
// Libraries used by the prerender (jsdom, the SSR bundle) may leave handles open; the build is done.
process.exit(0);
