import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { JSDOM } from 'jsdom';
import type { FastifyInstance } from 'fastify';
import type { RenderedPage } from '../../src/entry-server.tsx';
import { htmlFileOf } from '../../shared/routes/html-file.ts';
import { prerenderUrls } from '../../shared/routes/route-lists.ts';
import { notFoundPages } from '../../shared/routes/not-found-pages.ts';
import type { Content } from '../../shared/content/load-content.ts';
import { buildApp } from '../../server/app.ts';
import { siteRoutes } from '../../shared/routes/site-routes.ts';
import { escapeHtml, headTags } from './page-meta/head-tags.ts';
import { pageOfUrl } from './page-meta/page-of-url.ts';
import { socialImageOf, socialImageUrl } from './page-meta/social-image.ts';
import { pageStructuredData } from './structured-data/page-structured-data.ts';
import { pageLinks } from './structured-data/page-links.ts';
import { writeSocialCards } from './page-meta/social-cards.ts';
import { reachableFiles, readViteManifest, type ViteManifest } from './vite-manifest.ts';
import { fontPreloadTag, fontPreloads } from './font-preloads.ts';
import { bootScriptTag, withoutEntryCode, type BootScriptForm, type PageTemplate } from './code-after-first-paint.ts';
import { inlineBootCostsNoRoundTrip } from './inline-boot.ts';
import type { BootScript } from './boot-script.ts';

type ServerEntry = typeof import('../../src/entry-server.tsx');

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

// No <link rel="manifest"> here: the boot script adds the template's after the first paint (code-after-first-paint.ts).
/** The head of one page: its SEO and link-preview tags (page-meta/), then the CSS and JS it needs. */
function headFor(page: RenderedPage, route: string, server: ServerEntry, assets: { css: string[]; js: string[]; fonts: string[] }, meta: PageMetaContext, bootForm: BootScriptForm) {
  const tags: string[] = [];
  if (page.seo) {
    const match = pageOfUrl(route);
    const image = socialImageOf(match, meta.content);
    meta.socialImages.add(image);
    tags.push(
      ...headTags({
        seo: page.seo,
        path: route,
        siteUrl: meta.siteUrl,
        title: server.fullTitle(page.seo.title),
        siteName: meta.content.site.brandName,
        image: { url: socialImageUrl(image), alt: meta.content.imageCatalog[image]?.alt ?? '' },
        type: match && ARTICLE_ROUTES.has(match.routeId) && !page.seo.noindex && !page.seo.notFound ? 'article' : 'website',
        canonical: !page.seo.notFound && !NOT_FOUND_FILES.has(route),
        structuredData:
          match && !page.seo.noindex && page.status === 200
            ? pageStructuredData({ page: match, path: route, title: page.seo.title, content: meta.content, links: pageLinks(meta.siteUrl) })
            : [],
      }),
    );
  }
  tags.push(...assets.fonts.map(fontPreloadTag));
  for (const href of assets.css) tags.push(`<link rel="stylesheet" href="/${href}">`);
  tags.push(bootScriptTag(meta.bootScript, meta.template, assets.js.map((href) => `/${href}`), bootForm));
  return tags.join('\n    ');
}

/** Routes whose pages are articles for link previews: guides and blog posts. */
const ARTICLE_ROUTES = new Set([siteRoutes.deepDive.id, siteRoutes.blog.id, siteRoutes.homeBlog.id]);

/** What the head tags need besides the rendered page; collects the preview pictures to encode. */
interface PageMetaContext {
  content: Content;
  siteUrl: string;
  socialImages: Set<string>;
  /** The boot script, and the template without the entry's code (code-after-first-paint.ts). */
  bootScript: BootScript;
  template: PageTemplate;
}

/**
 * The not-found pages, from the route descriptions: the probe URL each is rendered from, and its
 * file (dist/404.html for the catch-all, dist/404/<route id>.html for a route with `notFoundPage`).
 */
const NOT_FOUND_FILES = new Map(notFoundPages().map((page) => [page.path, page.file]));

function outputFile(distDir: string, route: string): string {
  return join(distDir, NOT_FOUND_FILES.get(route) ?? htmlFileOf(route));
}

export interface PrerenderOptions {
  distDir: string;
  /** The SSR bundle's entry (bundles.ts). */
  ssrEntry: string;
  content: Content;
  /** Public origin of canonical links, og:url and preview pictures (shared/config/site-url.ts). */
  siteUrl: string;
  /** The boot script's file and code (boot-script.ts). */
  bootScript: BootScript;
}

/**
 * Renders every prerendered URL of the route descriptions into dist/<url>/index.html with the data
 * it needs for hydration, plus the not-found pages (dist/404.html and one per route with content
 * params, dist/404/<id>.html, which the server answers unknown ids with) and dist/shell.html (an
 * empty page the browser renders for routes not prerendered). A listed URL that renders a not-found
 * state is an error: its route's own not-found page answers it. API data comes from the real Fastify handlers through `inject`
 * (an app with its database in a temporary folder), so pages and API cannot disagree.
 */
export async function prerender({ distDir, ssrEntry, content, siteUrl, bootScript }: PrerenderOptions) {
  const dataDir = mkdtempSync(join(tmpdir(), 'prerender-db-'));
  const app = await buildApp({ dataDir });
  try {
    const template = withoutEntryCode(readFileSync(join(distDir, 'index.html'), 'utf8'));
    const meta: PageMetaContext = { content, siteUrl, socialImages: new Set(), bootScript, template };
    const pages = await renderPages({ distDir, ssrEntry, app, routes: prerenderUrls(content), meta });
    // After the client bundle, so dist/images holds the pipeline's variants to crop from.
    console.log(`link previews: ${await writeSocialCards(meta.socialImages, join(distDir, 'images'), join(distDir, 'social'))} pictures of 1200×630`);
    return pages;
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function renderPages(options: { distDir: string; ssrEntry: string; app: FastifyInstance; routes: string[]; meta: PageMetaContext }) {
  const { distDir, app, routes, meta } = options;
  const server = (await import(pathToFileURL(options.ssrEntry).href)) as ServerEntry;
  await server.setPurifierWindow(new JSDOM('').window as unknown as Window & typeof globalThis);
  server.setApiFetch(async (input, init) => {
    const res = await app.inject({ method: (init?.method ?? 'GET') as 'GET', url: input, payload: init?.body as string | undefined });
    return new Response(res.statusCode === 204 ? null : res.body, { status: res.statusCode, headers: { 'content-type': String(res.headers['content-type'] ?? '') } });
  });

  const template = meta.template.html;
  const manifest = readViteManifest(distDir);
  const stylesheet = [...template.matchAll(/href="\/(assets\/[^"]+\.css)"/g)].map(([, file]) => readFileSync(join(distDir, file!), 'utf8')).join('\n');
  const written: Array<{ route: string; status: number; bytes: number; bootInline: boolean }> = [];

  for (const route of [...routes, ...NOT_FOUND_FILES.keys()]) {
    const page = await server.render(route);
    if (page.status >= 500) throw new Error(`prerender ${route}: status ${page.status}`);
    if (page.status === 404 && !NOT_FOUND_FILES.has(route)) throw new Error(`prerender ${route}: the page renders "not found"; leave it out of its route's pages`);
    const assets = { ...assetsOf(manifest, page.routeFiles), fonts: fontPreloads(stylesheet, pageOfUrl(route)?.routeId, page.html) };
    const withBoot = (form: BootScriptForm) =>
      template
        .replace('<!--app-head-->', headFor(page, route, server, assets, meta, form))
        .replace('<!--app-html-->', page.html)
        .replace('<!--app-data-->', page.dataScript);
    const [withFile, withInline] = [withBoot('file'), withBoot('inline')];
    const inline = inlineBootCostsNoRoundTrip(withFile, withInline);
    const html = inline ? withInline : withFile;
    const file = outputFile(distDir, route);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, html);
    written.push({ route, status: page.status, bytes: Buffer.byteLength(html), bootInline: inline });
  }

  // The shell is the page the worker answers every route not saved with, offline too: it inlines the boot script (a few KB, far within one round trip).
  // It preloads the heading face's letters, which every page's brand name and headings are set in: that
  // face is `optional`, and found only by the first layout it came too late for it, so a guide opened
  // offline kept the fallback serif in every heading.
  const shellFonts = fontPreloads(stylesheet, undefined, '').map(fontPreloadTag).join('\n    ');
  const shell = template
    .replace(
      '<!--app-head-->',
      `<title>${escapeHtml(server.fullTitle('Loading'))}</title>\n    <meta name="robots" content="noindex">\n    ${shellFonts}\n    ${bootScriptTag(meta.bootScript, meta.template, [], 'inline')}`,
    )
    .replace('<!--app-html-->', '')
    .replace('<!--app-data-->', '');
  writeFileSync(join(distDir, 'shell.html'), shell);
  return written;
}
