import { existsSync, statSync } from 'node:fs';
import { join, normalize } from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import { API_MESSAGES } from '../api-messages.ts';
import { notFoundPageFor } from '../../shared/config/not-found-pages.ts';

const YEAR = 31536000;

/** Hashed build assets never change; HTML, the worker and the manifest must be revalidated every time. */
function cacheControlFor(filePath: string): string {
  if (/[\\/]assets[\\/]/.test(filePath)) return `public, max-age=${YEAR}, immutable`;
  if (/\.(html|webmanifest)$/.test(filePath) || /[\\/]sw\.js$/.test(filePath)) return 'no-cache';
  if (/[\\/](images|icons)[\\/]/.test(filePath)) return 'public, max-age=86400, stale-while-revalidate=604800';
  return 'public, max-age=3600';
}

/**
 * Serves the prerendered site from `distDir`: clean URLs (`/a/b` → `a/b/index.html`), precompressed
 * brotli/gzip variants, and a not-found page (404) for anything else: the route's own one for an
 * unknown id of a route with a parameter (it hydrates to the same state), the generic one otherwise.
 */
export async function registerStaticSite(app: FastifyInstance, { distDir }: { distDir: string }) {
  await app.register(fastifyStatic, {
    root: distDir,
    redirect: false,
    index: ['index.html'],
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply: FastifyReply, filePath: string) => {
      reply.header('cache-control', cacheControlFor(filePath));
      if (filePath.endsWith('sw.js')) reply.header('service-worker-allowed', '/');
    },
  });

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
    return reply.code(404).header('cache-control', 'no-cache').sendFile(notFoundPageFor(path));
  });
}
