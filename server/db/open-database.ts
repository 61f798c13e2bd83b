import type { AppConfig } from '../config.ts';
import type { SqlClient } from './sql-client.ts';
import { openSqlite } from './sqlite-client.ts';

/** PostgreSQL when DATABASE_URL is set, else the embedded SQLite under DATA_DIR. */
export async function openDatabase(config: Pick<AppConfig, 'dataDir' | 'databaseUrl' | 'databasePoolSize'>): Promise<SqlClient> {
  if (config.databaseUrl) {
    // Loaded only when used: `npm start` with SQLite never touches the pg driver.
    const { openPostgres } = await import('./postgres-client.ts');
    return openPostgres(config.databaseUrl, { poolSize: config.databasePoolSize });
  }
  return openSqlite(config.dataDir);
}
