import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const healthSchema = z.object({ status: z.literal('ok') });
const readySchema = z.object({ status: z.literal('ready'), database: z.enum(['sqlite', 'postgres']), schemaVersion: z.number() });
const notReadySchema = z.object({ status: z.literal('unavailable'), message: z.string() });

/**
 * For load balancers and orchestrators. /api/health: the process answers (liveness; it never
 * touches the database). /api/ready: this instance can take traffic — the database is reachable,
 * migrated and takes a write — else 503 with the reason. From SIGTERM on, /api/ready answers 503 so the
 * load balancer moves traffic away, while /api/health stays 200 until the process is gone.
 */
const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/health', { schema: { response: { 200: healthSchema } } }, async () => ({ status: 'ok' as const }));

  app.get('/api/ready', { schema: { response: { 200: readySchema, 503: notReadySchema } } }, async (req, reply) => {
    const readiness = await app.readiness.check();
    reply.header('cache-control', 'no-store');
    if (readiness.ready) return { status: 'ready' as const, database: app.db.dialect, schemaVersion: readiness.schemaVersion };
    req.log.warn({ reason: readiness.reason }, 'not ready');
    return reply.code(503).send({ status: 'unavailable' as const, message: `Not ready: ${readiness.reason}` });
  });
};

export default healthRoutes;
