import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { loadContent } from '../../../shared/content/load-content.ts';
import { prerenderUrls } from '../../../shared/routes/route-lists.ts';
import { SITE_ROUTES } from '../../../shared/routes/site-routes.ts';
import { siteUrlFrom } from '../../../shared/config/site-url.ts';
import { robotsTxt, sitemapEntries, sitemapXml, writeSearchEngineFiles } from '../../../scripts/build/search-engine-files.ts';
import { precompress } from '../../../scripts/build/precompress.ts';
import { buildApp } from '../../../server/app.ts';

const content = loadContent();
const SITE = 'https://www.example.com';
const BUILT = new Date('2026-11-20T10:00:00Z');
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);

describe('sitemap.xml', () => {
  const xml = sitemapXml(sitemapEntries(content, BUILT), SITE);

  it('lists every prerendered page of an indexable route, absolute, and nothing else', () => {
    const indexable = SITE_ROUTES.filter((route) => !route.indexable).map((route) => route.pattern);
    expect(indexable).toEqual(['/offline', '/search', '/saved-trips', '*']);
    const expected = prerenderUrls(content)
      .filter((url) => !['/home', '/offline', '/search', '/saved-trips'].includes(url))
      .filter((url) => !/^\/destinations\/[^/]+\/deep-dive$/.test(url) || content.guides.has(url.split('/')[2]!));
    expect(locs(xml).sort()).toEqual(expected.map((url) => `${SITE}${url}`).sort());
    expect(locs(xml)).toContain(`${SITE}/`);
    expect(locs(xml)).toContain(`${SITE}/itinerary/${content.itineraries[0]!._id}`);
  });

  it('dates a blog post by its posting date and every other page by the build', () => {
    const blog = content.blogs[0]!;
    expect(xml).toContain(`<loc>${SITE}/blog/${blog._id}</loc>\n    <lastmod>${blog.createdAt.slice(0, 10)}</lastmod>`);
    expect(xml).toContain(`<loc>${SITE}/destinations</loc>\n    <lastmod>2026-11-20</lastmod>`);
    expect(xml.match(/<lastmod>/g)).toHaveLength(locs(xml).length);
  });

  it('is a sitemaps.org urlset', () => {
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')).toBe(true);
    expect(xml.trimEnd().endsWith('</urlset>')).toBe(true);
  });
});

describe('robots.txt', () => {
  it('keeps crawlers out of the API and the pages that are not indexable, and names the sitemap', () => {
    expect(robotsTxt(SITE)).toBe(
      ['User-agent: *', 'Allow: /', 'Disallow: /api/', 'Disallow: /offline', 'Disallow: /search', 'Disallow: /saved-trips', '', `Sitemap: ${SITE}/sitemap.xml`, ''].join('\n'),
    );
  });
});

describe('SITE_URL', () => {
  it('is the deployed origin when set, else the origin npm start listens on', () => {
    expect(siteUrlFrom({ SITE_URL: 'https://www.example.com/' })).toBe('https://www.example.com');
    expect(siteUrlFrom({})).toBe('http://127.0.0.1:8080');
    expect(siteUrlFrom({ PORT: '3000', HOST: 'localhost' })).toBe('http://localhost:3000');
    expect(siteUrlFrom({ PORT: '3000', HOST: '0.0.0.0' })).toBe('http://127.0.0.1:3000');
  });
});

describe('served by the server', () => {
  let dir: string;
  let app: FastifyInstance;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'search-engine-files-'));
    writeSearchEngineFiles({ distDir: dir, content, siteUrl: SITE, buildDate: BUILT });
    await precompress(dir);
    app = await buildApp({ dataDir: join(dir, 'data'), distDir: dir });
  });
  afterAll(async () => {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it.each([
    ['/sitemap.xml', 'application/xml'],
    ['/robots.txt', 'text/plain'],
  ])('%s as %s, brotli-compressed, revalidated on every visit', async (url, type) => {
    const res = await app.inject({ url, headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(String(res.headers['content-type'])).toMatch(new RegExp(`^${type}`));
    expect(res.headers['cache-control']).toBe('no-cache');
    const file = readFileSync(join(dir, url.slice(1)), 'utf8');
    const body = res.headers['content-encoding'] === 'br' ? brotliDecompressSync(res.rawPayload).toString() : res.body;
    if (file.length > 1024) expect(res.headers['content-encoding']).toBe('br');
    expect(body).toBe(file);
  });
});
