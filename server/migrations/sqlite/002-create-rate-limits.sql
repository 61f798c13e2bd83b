-- Nothing to create: with SQLite there is one instance, and it counts rate limits in memory
-- (@fastify/rate-limit's own store). PostgreSQL's 002 creates the shared rate_limits table.
SELECT 1;
