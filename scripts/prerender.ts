import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { JSDOM } from 'jsdom';
import type { FastifyInstance } from 'fastify';
import type { RenderedPage } from '../src/entry-server.tsx';
import { NOT_FOUND_PROBE, PARAM_ROUTE_NOT_FOUND_PAGES } from '../shared/config/not-found-pages.ts';

type ServerEntry = typeof import('../src/entry-server.tsx');

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}
type ViteManifest = Record<string, ManifestChunk>;

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** CSS and JS a route module needs, following its static imports through Vite's manifest. */
function assetsOf(manifest: ViteManifest, files: string[]) {
  const css = new Set<string>();
  const js = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    js.add(chunk.file);
    chunk.css?.forEach((c) => css.add(c));
    chunk.imports?.forEach(visit);
  };
  files.forEach(visit);
  // The entry's own CSS and JS are in the template already.
  const entry = manifest['index.html'];
  entry?.css?.forEach((c) => css.delete(c));
  if (entry) js.delete(entry.file);
  return { css: [...css], js: [...js] };
}

function headFor(page: RenderedPage, route: string, server: ServerEntry, assets: { css: string[]; js: string[] }, siteUrl: string) {
  const tags: string[] = [];
  if (page.seo) {
    tags.push(`<title>${escapeHtml(server.fullTitle(page.seo.title))}</title>`);
    tags.push(`<meta name="description" content="${escapeHtml(page.seo.description)}" />`);
    // A page kept out of the index has no canonical URL (a not-found page answers many URLs).
    if (page.seo.noindex || page.seo.notFound) tags.push('<meta name="robots" content="noindex" />');
    else tags.push(`<link rel="canonical" href="${escapeHtml(siteUrl + (page.seo.canonicalPath ?? route))}" />`);
  }
  tags.push('<link rel="manifest" href="/manifest.webmanifest" />');
  for (const href of assets.css) tags.push(`<link rel="stylesheet" href="/${href}" />`);
  for (const href of assets.js) tags.push(`<link rel="modulepreload" href="/${href}" />`);
  return tags.join('\n    ');
}

const NOT_FOUND_PAGES = [NOT_FOUND_PROBE, ...PARAM_ROUTE_NOT_FOUND_PAGES];

function outputFile(distDir: string, route: string): string {
  const notFoundPage = NOT_FOUND_PAGES.find((page) => page.path === route);
  if (notFoundPage) return join(distDir, notFoundPage.file);
  return join(distDir, route === '/' ? '' : route.slice(1), 'index.html');
}

/**
 * Renders every route into dist/<route>/index.html with the data it needs for hydration, plus the
 * not-found pages (dist/404.html and one per route with a parameter, dist/404/<route>.html) and
 * dist/shell.html (an empty page the service worker can answer with). A route that renders a
 * not-found state is not written as a page of its own: the server answers it with its route's 404 page.
 * API data comes from the real Fastify handlers through `inject`, so pages and API cannot disagree.
 */
export async function prerender(options: { distDir: string; ssrEntry: string; app: FastifyInstance; routes: string[]; siteUrl: string }) {
  const { distDir, app, routes, siteUrl } = options;
  const server = (await import(pathToFileURL(options.ssrEntry).href)) as ServerEntry;
  server.setPurifierWindow(new JSDOM('').window as unknown as Window & typeof globalThis);
  server.setApiFetch(async (input, init) => {
    const res = await app.inject({ method: (init?.method ?? 'GET') as 'GET', url: input, payload: init?.body as string | undefined });
    return new Response(res.statusCode === 204 ? null : res.body, { status: res.statusCode, headers: { 'content-type': String(res.headers['content-type'] ?? '') } });
  });

  const template = readFileSync(join(distDir, 'index.html'), 'utf8');
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8')) as ViteManifest;
  const written: Array<{ route: string; status: number; bytes: number }> = [];

  for (const route of [...routes, ...NOT_FOUND_PAGES.map((page) => page.path)]) {
    const page = await server.render(route);
    if (page.status >= 500) throw new Error(`prerender ${route}: status ${page.status}`);
    const isNotFoundPage = NOT_FOUND_PAGES.some((notFound) => notFound.path === route);
    if (page.status === 404 && !isNotFoundPage) throw new Error(`prerender ${route}: the page renders "not found"; leave it out of the route list`);
    const html = template
      .replace('<!--app-head-->', headFor(page, route, server, assetsOf(manifest, page.routeFiles), siteUrl))
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
