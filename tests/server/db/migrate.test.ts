import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { currentVersion, latestVersion, migrate, migrationsFor } from '../../../server/db/migrate.ts';
import { openSqlite } from '../../../server/db/sqlite-client.ts';
import { createTestDatabase, openTestClient } from '../support/test-app.ts';
import { describeEachEngine, describeOnPostgres } from '../support/engines.ts';

it('has a migration of every version for both engines', () => {
  const versions = (dialect: 'sqlite' | 'postgres') => migrationsFor(dialect).map((m) => m.version);
  expect(versions('postgres')).toEqual(versions('sqlite'));
  expect(versions('sqlite')).toEqual(Array.from({ length: versions('sqlite').length }, (_, i) => i + 1));
});

describeEachEngine('migrate', (engine) => {
  it('brings a new database to the latest version once, and does nothing the second time', async () => {
    const database = await createTestDatabase(engine);
    const db = await openTestClient(database);
    try {
      expect(await migrate(db)).toEqual({ from: 0, to: latestVersion(engine) });
      expect(await migrate(db)).toEqual({ from: latestVersion(engine), to: latestVersion(engine) });
      expect(await currentVersion(db)).toBe(latestVersion(engine));
    } finally {
      await db.close();
      await database.drop();
    }
  });
});

describeOnPostgres('migrate with several instances', () => {
  it('lets instances that start together migrate once between them', async () => {
    const database = await createTestDatabase('postgres');
    const clients = await Promise.all([openTestClient(database), openTestClient(database)]);
    try {
      const results = await Promise.all(clients.map((db) => migrate(db)));
      expect(results.map((r) => r.to)).toEqual([latestVersion('postgres'), latestVersion('postgres')]);
      expect(results.filter((r) => r.from === 0)).toHaveLength(1);
    } finally {
      await Promise.all(clients.map((db) => db.close()));
      await database.drop();
    }
  });
});

it('upgrades a SQLite database made before per-dialect migrations, keeping its enquiries', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'tbd-legacy-'));
  const legacy = new DatabaseSync(join(dataDir, 'site.sqlite'));
  legacy.exec(migrationsFor('sqlite')[0]!.sql);
  legacy.exec("PRAGMA user_version = 1; INSERT INTO enquiries VALUES ('e1', NULL, 'h', 'Ananya', '2027-02-14', '+91 98450 12345', 'a@example.com', '2026-01-01T00:00:00.000Z')");
  legacy.close();
  const db = openSqlite(dataDir);
  try {
    expect(await migrate(db)).toEqual({ from: 1, to: latestVersion('sqlite') });
    expect(await db.query('SELECT id, name FROM enquiries')).toEqual([{ id: 'e1', name: 'Ananya' }]);
  } finally {
    await db.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
