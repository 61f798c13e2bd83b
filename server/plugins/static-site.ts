import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, normalize, sep } from 'node:path';
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import { API_MESSAGES } from '../api-messages.ts';
import { fallbackPageFor } from '../../shared/routes/not-found-pages.ts';

const YEAR = 31536000;

/**
 * Hashed build assets never change; HTML, the worker, the manifest, robots.txt and sitemap.xml
 * (rewritten by every build under the same name) must be revalidated every time.
 * Judged on the file that was asked for: with `accept-encoding: br` the file sent is `page.html.br`.
 */
export function cacheControlFor(sentPath: string): string {
  const filePath = sentPath.replace(/\.(br|gz)$/, '');
  if (/[\\/]assets[\\/]/.test(filePath)) return `public, max-age=${YEAR}, immutable`;
  if (/\.(html|webmanifest)$/.test(filePath) || /[\\/](robots\.txt|sitemap\.xml)$/.test(filePath) || /[\\/]sw\.js$/.test(filePath)) return 'no-cache';
  if (/[\\/](images|icons)[\\/]/.test(filePath)) return 'public, max-age=86400, stale-while-revalidate=604800';
  return 'public, max-age=3600';
}

/** `a/b/index.html` for every prerendered page below the home page (which the static route serves). */
function prerenderedPages(distDir: string): string[] {
  return readdirSync(distDir, { recursive: true, encoding: 'utf8' })
    .map((file) => file.split(sep).join('/'))
    .filter((file) => file.endsWith('/index.html') && !file.startsWith('assets/'));
}

/**
 * Serves the prerendered site from `distDir`: clean URLs (`/a/b` → `a/b/index.html`), precompressed
 * brotli/gzip variants, and a not-found page (404) for anything else: the route's own one for an
 * unknown id of a route with a parameter (it hydrates to the same state), the generic one otherwise.
 */
async function staticSite(app: FastifyInstance, { distDir }: { distDir: string }) {
  await app.register(fastifyStatic, {
    root: distDir,
    redirect: false,
    index: ['index.html'],
    preCompressed: true,
    cacheControl: false,
    // The ETag alone answers revalidation, and nothing here is big enough to fetch in ranges: two
    // headers fewer on every page and file (a page must fit in the first round trip, security.ts).
    lastModified: false,
    acceptRanges: false,
    setHeaders: (reply: FastifyReply, filePath: string) => {
      reply.header('cache-control', cacheControlFor(filePath));
      if (/[\\/]sw\.js(\.br|\.gz)?$/.test(filePath)) reply.header('service-worker-allowed', '/');
    },
  });

  // Every prerendered page gets a route of its own, found in one lookup: otherwise `/destinations/bali`
  // misses the static route, then the not-found handler finds its index.html (two file-system passes).
  for (const file of prerenderedPages(distDir)) {
    app.get(`/${file.replace(/\/?index\.html$/, '')}`, (_req, reply) => reply.sendFile(file));
  }

  const pageFile = (urlPath: string): string | null => {
    const clean = normalize(decodeURIComponent(urlPath)).replace(/^([\\/])+|[\\/]+$/g, '');
    if (clean.split(/[\\/]/).includes('..')) return null;
    const file = join(clean, 'index.html');
    const full = join(distDir, file);
    return existsSync(full) && statSync(full).isFile() ? file : null;
  };

  app.setNotFoundHandler((req, reply) => {
    const path = req.url.split('?')[0]!;
    if (path.startsWith('/api/')) return reply.code(404).send({ message: API_MESSAGES.apiNotFound });
    if (req.method !== 'GET' && req.method !== 'HEAD') return reply.code(404).send({ message: 'Not found' });
    const page = pageFile(path);
    if (page) return reply.header('cache-control', 'no-cache').sendFile(page);
    // From the route descriptions: an unknown id gets its route's not-found page (it hydrates to the
    // same state), another route of the app the shell, anything else 404.html.
    return reply.code(404).header('cache-control', 'no-cache').sendFile(fallbackPageFor(path));
  });
}

export default fp(staticSite, { name: 'static-site' });
