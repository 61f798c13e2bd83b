import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { API_MESSAGES } from '../api-messages.ts';
import { postgresRateLimitStore } from '../repositories/rate-limits.ts';

/**
 * @fastify/rate-limit, off by default: routes opt in with `config.rateLimit` (the enquiry endpoint,
 * ENQUIRY_RATE_LIMIT per ENQUIRY_RATE_WINDOW_MS per client address). The client address is the one
 * Fastify derives with TRUST_PROXY, so a spoofed X-Forwarded-For cannot pick a fresh one.
 * On PostgreSQL the counts live in the database, shared by every instance; with SQLite (one
 * instance) they live in memory.
 */
async function rateLimits(app: FastifyInstance) {
  await app.register(rateLimit, {
    global: false,
    ...(app.db.dialect === 'postgres' ? { store: postgresRateLimitStore(app.db) } : {}),
    errorResponseBuilder: () => ({ statusCode: 429, message: API_MESSAGES.tooManyRequests }),
  });
}

export default fp(rateLimits, { name: 'rate-limit', dependencies: ['config', 'database'] });
