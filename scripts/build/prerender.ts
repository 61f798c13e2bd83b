import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { JSDOM } from 'jsdom';
import type { FastifyInstance } from 'fastify';
import type { RenderedPage } from '../../src/entry-server.tsx';
import { htmlFileOf } from '../../shared/routes/html-file.ts';
import { prerenderUrls } from '../../shared/routes/route-lists.ts';
import type { Content } from '../../shared/content/load-content.ts';
import { buildApp } from '../../server/app.ts';
import { reachableFiles, readViteManifest, type ViteManifest } from './vite-manifest.ts';
import { fontPreloadTag, fontPreloads } from './font-preloads.ts';

type ServerEntry = typeof import('../../src/entry-server.tsx');

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * CSS and JS a route module needs beyond the entry: the entry and the chunks it imports are in the
 * template already (Vite writes their script and modulepreloads), so each file is named once.
 */
function assetsOf(manifest: ViteManifest, files: string[]) {
  const { css, js } = reachableFiles(manifest, files);
  const entry = reachableFiles(manifest, ['index.html']);
  entry.css.forEach((c) => css.delete(c));
  entry.js.forEach((f) => js.delete(f));
  return { css: [...css], js: [...js] };
}

function headFor(page: RenderedPage, route: string, server: ServerEntry, assets: { css: string[]; js: string[]; fonts: string[] }, siteUrl: string) {
  const tags: string[] = [];
  if (page.seo) {
    tags.push(`<title>${escapeHtml(server.fullTitle(page.seo.title))}</title>`);
    tags.push(`<meta name="description" content="${escapeHtml(page.seo.description)}" />`);
    tags.push(`<link rel="canonical" href="${escapeHtml(siteUrl + (page.seo.canonicalPath ?? route))}" />`);
    if (page.seo.noindex) tags.push('<meta name="robots" content="noindex" />');
  }
  tags.push('<link rel="manifest" href="/manifest.webmanifest" />');
  tags.push(...assets.fonts.map(fontPreloadTag));
  for (const href of assets.css) tags.push(`<link rel="stylesheet" href="/${href}" />`);
  for (const href of assets.js) tags.push(`<link rel="modulepreload" href="/${href}" />`);
  return tags.join('\n    ');
}

/** A URL that only the not-found catch-all matches: the prerender renders it to dist/404.html. */
export const NOT_FOUND_PROBE = '/__not-found__';

function outputFile(distDir: string, route: string): string {
  return join(distDir, route === NOT_FOUND_PROBE ? '404.html' : htmlFileOf(route));
}

export interface PrerenderOptions {
  distDir: string;
  /** The SSR bundle's entry (bundles.ts). */
  ssrEntry: string;
  content: Content;
  /** Public origin for canonical links ('' keeps them relative). */
  siteUrl: string;
}

/**
 * Renders every prerendered URL of the route descriptions into dist/<url>/index.html with the data
 * it needs for hydration, plus dist/404.html and dist/shell.html (an empty page the browser renders
 * for routes not prerendered). API data comes from the real Fastify handlers through `inject`
 * (an app with its database in a temporary folder), so pages and API cannot disagree.
 */
export async function prerender({ distDir, ssrEntry, content, siteUrl }: PrerenderOptions) {
  const dataDir = mkdtempSync(join(tmpdir(), 'prerender-db-'));
  const app = await buildApp({ dataDir });
  try {
    return await renderPages({ distDir, ssrEntry, app, routes: prerenderUrls(content), siteUrl });
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function renderPages(options: { distDir: string; ssrEntry: string; app: FastifyInstance; routes: string[]; siteUrl: string }) {
  const { distDir, app, routes, siteUrl } = options;
  const server = (await import(pathToFileURL(options.ssrEntry).href)) as ServerEntry;
  server.setPurifierWindow(new JSDOM('').window as unknown as Window & typeof globalThis);
  server.setApiFetch(async (input, init) => {
    const res = await app.inject({ method: (init?.method ?? 'GET') as 'GET', url: input, payload: init?.body as string | undefined });
    return new Response(res.statusCode === 204 ? null : res.body, { status: res.statusCode, headers: { 'content-type': String(res.headers['content-type'] ?? '') } });
  });

  const template = readFileSync(join(distDir, 'index.html'), 'utf8');
  const manifest = readViteManifest(distDir);
  const stylesheet = [...template.matchAll(/href="\/(assets\/[^"]+\.css)"/g)].map(([, file]) => readFileSync(join(distDir, file!), 'utf8')).join('\n');
  const written: Array<{ route: string; status: number; bytes: number }> = [];

  for (const route of [...routes, NOT_FOUND_PROBE]) {
    const page = await server.render(route);
    if (page.status >= 500) throw new Error(`prerender ${route}: status ${page.status}`);
    const html = template
      .replace('<!--app-head-->', headFor(page, route, server, { ...assetsOf(manifest, page.routeFiles), fonts: fontPreloads(stylesheet, route) }, siteUrl))
      .replace('<!--app-html-->', page.html)
      .replace('<!--app-data-->', page.dataScript);
    const file = outputFile(distDir, route);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, html);
    written.push({ route, status: page.status, bytes: Buffer.byteLength(html) });
  }

  const shell = template
    .replace('<!--app-head-->', `<title>${escapeHtml(server.fullTitle('Loading'))}</title>\n    <link rel="manifest" href="/manifest.webmanifest" />\n    <meta name="robots" content="noindex" />`)
    .replace('<!--app-html-->', '')
    .replace('<!--app-data-->', '');
  writeFileSync(join(distDir, 'shell.html'), shell);
  return written;
}
