import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { SqlClient } from '../db/sql-client.ts';

type Callback = Parameters<FastifyRateLimitStore['incr']>[1];
/** What @fastify/rate-limit passes to a route's store: the route's merged options. */
type RouteScope = { routeInfo?: { method?: string | string[]; url?: string } };

// One statement counts the hit and starts a new window when the old one has ended, so two
// instances counting the same address at once never lose a hit.
const HIT = `INSERT INTO rate_limits (key, hits, window_ends) VALUES ($1, 1, now() + $2 * interval '1 millisecond')
  ON CONFLICT (key) DO UPDATE SET
    hits = CASE WHEN rate_limits.window_ends <= now() THEN 1 ELSE rate_limits.hits + 1 END,
    window_ends = CASE WHEN rate_limits.window_ends <= now() THEN excluded.window_ends ELSE rate_limits.window_ends END
  RETURNING hits, ceil(extract(epoch FROM window_ends - now()) * 1000) AS ttl_ms`;
const PEEK = `SELECT hits, ceil(extract(epoch FROM window_ends - now()) * 1000) AS ttl_ms FROM rate_limits WHERE key = $1 AND window_ends > now()`;
const PURGE = `DELETE FROM rate_limits WHERE window_ends < now() - interval '1 minute'`;

/**
 * A store for @fastify/rate-limit in PostgreSQL, so every instance behind the load balancer counts
 * against the same limit. Rows of ended windows are purged now and then by the hits themselves.
 */
export function postgresRateLimitStore(db: SqlClient): FastifyRateLimitStoreCtor {
  return class PostgresRateLimitStore implements FastifyRateLimitStore {
    readonly #namespace: string;
    constructor(options: unknown = {}) {
      const route = (options as RouteScope).routeInfo;
      this.#namespace = route ? `${String(route.method)} ${route.url}|` : '';
    }
    incr(key: string, callback: Callback, timeWindow: number) {
      if (Math.random() < 0.01) db.execute(PURGE).catch(() => {});
      db.query<{ hits: number; ttl_ms: string }>(HIT, [this.#namespace + key, timeWindow]).then(
        ([row]) => callback(null, { current: Number(row!.hits), ttl: Math.max(0, Number(row!.ttl_ms)) }),
        (error: Error) => callback(error),
      );
    }
    read(key: string, callback: Callback) {
      db.query<{ hits: number; ttl_ms: string }>(PEEK, [this.#namespace + key]).then(
        ([row]) => callback(null, row ? { current: Number(row.hits), ttl: Number(row.ttl_ms) } : { current: 0, ttl: 0 }),
        (error: Error) => callback(error),
      );
    }
    child(routeOptions: unknown) {
      return new PostgresRateLimitStore(routeOptions);
    }
  };
}
