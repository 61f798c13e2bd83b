import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { SqlClient } from '../db/sql-client.ts';
import { openDatabase } from '../db/open-database.ts';
import { migrate } from '../db/migrate.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The database every repository uses: SQLite under DATA_DIR, or PostgreSQL when DATABASE_URL is set. */
    db: SqlClient;
  }
}

/**
 * Opens the database, applies pending migrations and decorates `fastify.db`. It closes last: the
 * `onClose` hooks of plugins registered after it (repositories, the notification loop) run first.
 */
async function database(app: FastifyInstance) {
  const db = await openDatabase(app.config);
  try {
    const { from, to } = await migrate(db);
    if (to !== from) app.log.info({ from, to, database: db.dialect }, 'database migrated');
  } catch (error) {
    await db.close();
    throw error;
  }
  app.decorate('db', db);
  app.addHook('onClose', async () => db.close());
}

export default fp(database, { name: 'database', dependencies: ['config'] });
