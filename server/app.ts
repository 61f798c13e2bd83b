import Fastify, { type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import { loadContent, ContentError } from '../shared/content/load-content.ts';
import { crossCheckContent } from '../shared/content/cross-check.ts';
import { createContentQueries } from './content/queries.ts';
import { openDatabase } from './plugins/database.ts';
import { registerSecurity } from './plugins/security.ts';
import { registerStaticSite } from './plugins/static-site.ts';
import { installErrorHandler } from './plugins/error-handler.ts';
import { createEnquiryRepository, type EnquiryRepository } from './repositories/enquiries.ts';
import { contentRoutes } from './routes/content-routes.ts';
import { enquiryRoutes } from './routes/enquiry-routes.ts';
import { API_MESSAGES } from './api-messages.ts';

export interface AppOptions {
  /** Folder of the embedded database; created and migrated on first start. */
  dataDir: string;
  /** Content folder (defaults to ./content). */
  contentDir?: string;
  /** Built site to serve; omitted, only the API is served (tests, prerender). */
  distDir?: string;
  logger?: boolean | { level: string };
  /** Served over TLS (directly or behind a proxy that says so): turns on HSTS. */
  secureTransport?: boolean;
  trustProxy?: boolean;
  env?: NodeJS.ProcessEnv;
}

declare module 'fastify' {
  interface FastifyInstance {
    enquiries: EnquiryRepository;
  }
}

/** The whole site as one Fastify app: API, embedded database and (optionally) the prerendered pages. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const content = loadContent(options.contentDir, options.env);
  const problems = crossCheckContent(content);
  if (problems.length) throw new ContentError(`content/ does not hang together:\n${problems.map((p) => `  - ${p}`).join('\n')}`);

  const app = Fastify({ logger: options.logger ?? false, trustProxy: options.trustProxy ?? false });
  installErrorHandler(app);
  await registerSecurity(app, { secureTransport: options.secureTransport ?? false });
  await app.register(compress, { encodings: ['br', 'gzip'], threshold: 1024 });
  await app.register(rateLimit, { global: false, errorResponseBuilder: () => ({ statusCode: 429, message: API_MESSAGES.tooManyRequests }) });

  const db = openDatabase(options.dataDir);
  app.decorate('enquiries', createEnquiryRepository(db));
  app.addHook('onClose', async () => db.close());

  app.get('/api/health', async () => ({ status: 'ok' }));
  await app.register(contentRoutes, { queries: createContentQueries(content) });
  await app.register(enquiryRoutes, { enquiries: app.enquiries });

  if (options.distDir) await registerStaticSite(app, { distDir: options.distDir });
  else app.setNotFoundHandler((_req, reply) => reply.code(404).send({ message: API_MESSAGES.apiNotFound }));
  return app;
}
