import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import compress from '@fastify/compress';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { createServer, type IncomingMessage } from 'node:http';
import { resolveConfig, type AppConfig, type AppConfigInput } from './config.ts';
import configPlugin from './plugins/config.ts';
import errorHandler from './plugins/error-handler.ts';
import security from './plugins/security.ts';
import rateLimit from './plugins/rate-limit.ts';
import database from './plugins/database.ts';
import contentPlugin from './plugins/content.ts';
import staticSite from './plugins/static-site.ts';
import enquiriesRepository from './repositories/enquiries.ts';
import expertRequestsRepository from './repositories/expert-requests.ts';
import inboxRepository from './repositories/inbox.ts';
import notificationOutbox from './repositories/notification-outbox.ts';
import notifications from './plugins/notifications.ts';
import readinessRepository from './repositories/readiness.ts';
import healthRoutes from './routes/health-routes.ts';
import contentRoutes from './routes/content-routes.ts';
import enquiryRoutes from './routes/enquiry-routes.ts';
import expertRequestRoutes from './routes/expert-request-routes.ts';
import adminRoutes from './routes/admin-routes.ts';
import { API_MESSAGES } from './api-messages.ts';
import { OneLinePerRequest } from './request-log.ts';
import { contentEndpoints } from './content/content-endpoints.ts';
import { contentFastPath, type DirectAnswer } from './content/content-fast-path.ts';
import { stdoutInBatches } from './log-destination.ts';

/**
 * The whole site as one Fastify plugin: API, database and (with `distDir`) the prerendered pages.
 * Shared plugins come first (they decorate the instance), then repositories, then routes.
 */
export async function siteApp(app: FastifyInstance, config: AppConfig) {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // The id in every log line of a request, given back so a traveller's report can be matched to it.
  // Not on the prerendered pages and files: the same bytes for everyone, and a page's headers count
  // against the first round trip (security.ts).
  app.addHook('onRequest', (req, reply, done) => {
    if (DYNAMIC_PATH.test(req.url)) reply.header('x-request-id', req.id);
    done();
  });

  await app.register(configPlugin, config);
  await app.register(errorHandler);
  await app.register(security);
  await app.register(compress, { encodings: ['br', 'gzip'], threshold: 1024 });
  await app.register(contentPlugin);
  await app.register(database);
  await app.register(rateLimit);

  await app.register(enquiriesRepository);
  await app.register(expertRequestsRepository);
  await app.register(inboxRepository);
  await app.register(notificationOutbox);
  await app.register(readinessRepository);
  await app.register(notifications);

  await app.register(healthRoutes);
  await app.register(contentRoutes);
  await app.register(enquiryRoutes);
  await app.register(expertRequestRoutes);
  // Inbox URLs carry the agency's searches (names, phones): logged at warn and above only.
  await app.register(adminRoutes, { logLevel: 'warn' });

  if (config.distDir) await app.register(staticSite, { distDir: config.distDir });
  else app.setNotFoundHandler((_req, reply) => reply.code(404).send({ message: API_MESSAGES.apiNotFound }));
}

/** The API and the agency's inbox: what the server computes per request. */
const DYNAMIC_PATH = /^\/(api|admin)(\/|\?|$)/;

/** A request id from the proxy (X-Request-Id) when it looks like one, else a new one; it appears in every log line. */
function requestIdOf(req: IncomingMessage): string {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && /^[\w.:-]{1,64}$/.test(given) ? given : randomUUID();
}

/** A hop count becomes the function proxy-addr would build for it (Fastify's types only list the other forms). */
function trustedProxies(trust: AppConfig['trustProxy']) {
  return typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;
}

export interface BuildOptions {
  /** Log as JSON lines at LOG_LEVEL (server.ts); off by default for builds, tests and benchmarks. */
  logger?: boolean;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: { write(line: string): void };
}

/**
 * A ready Fastify server running `siteApp`. Settings not given take their defaults (server/config.ts);
 * server.ts passes the ones read from the environment.
 */
export async function buildApp(input: AppConfigInput = {}, options: BuildOptions = {}): Promise<FastifyInstance> {
  const config = resolveConfig(input);
  const logging = Boolean(options.logger || options.logStream);
  let directAnswer: DirectAnswer | undefined;
  const app = Fastify({
    logger: logging ? { level: config.logLevel, stream: options.logStream ?? stdoutInBatches() } : false,
    logController: new OneLinePerRequest(),
    trustProxy: trustedProxies(config.trustProxy),
    bodyLimit: config.bodyLimitBytes,
    // Node's server, as Fastify would make it, with the content API's stored answers given the first
    // look at each request once the app is ready (content/content-fast-path.ts).
    serverFactory: (handler) => {
      const server = createServer((req, res) => void (directAnswer?.(req, res) || handler(req, res)));
      server.keepAliveTimeout = config.keepAliveTimeoutMs;
      server.requestTimeout = config.requestTimeoutMs;
      return server;
    },
    genReqId: requestIdOf,
    // While shutting down, a request already on its way over a kept-alive connection is served (with
    // Connection: close) rather than refused: it may be an enquiry (server/shutdown.ts).
    return503OnClosing: false,
  });
  // fastify-plugin keeps the decorators (db, enquiries, config) visible on the returned instance.
  await app.register(fp(siteApp, { name: 'site' }), config);
  await app.ready();
  // Content reads are logged at debug (routes/content-routes.ts): with debug on, they go through Fastify.
  const logsReads = logging && (config.logLevel === 'debug' || config.logLevel === 'trace');
  if (!logsReads) directAnswer = contentFastPath(contentEndpoints(app.contentResponses), requestIdOf);
  return app;
}
