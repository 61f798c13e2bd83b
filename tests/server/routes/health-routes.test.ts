import type { FastifyInstance } from 'fastify';
import { latestVersion } from '../../../server/db/migrate.ts';
import { freshAppPerTest, type TestDatabase } from '../support/test-app.ts';
import { describeEachEngine, type Engine } from '../support/engines.ts';
import { inDays } from '../support/http.ts';

const enquiry = { name: 'Ananya Rao', date: inDays(60), contact: '+91 98450 12345', email: 'ananya@example.com' };

/** Makes every write fail the way a full or read-only disk does. */
async function breakWrites(engine: Engine, app: FastifyInstance, database: TestDatabase) {
  if (engine === 'sqlite') {
    await app.db.executeScript('PRAGMA query_only = ON'); // writes fail with SQLITE_READONLY
    return;
  }
  await database.run(`
    CREATE FUNCTION disk_full() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'could not extend file: No space left on device' USING ERRCODE = '53100'; END $$;
    CREATE TRIGGER enquiries_disk_full BEFORE INSERT OR UPDATE ON enquiries FOR EACH ROW EXECUTE FUNCTION disk_full();
    CREATE TRIGGER probes_disk_full BEFORE INSERT OR UPDATE ON readiness_probes FOR EACH ROW EXECUTE FUNCTION disk_full();`);
}

describeEachEngine('health and readiness', (engine) => {
  const current = freshAppPerTest(engine);

  const postEnquiry = () => current.app.inject({ method: 'POST', url: '/api/inquiries/submit', headers: { 'content-type': 'application/json' }, payload: enquiry });

  it('/api/health says the process is up', async () => {
    const res = await current.app.inject('/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('/api/ready says the database is reachable, migrated and writable', async () => {
    const res = await current.app.inject('/api/ready');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ready', database: engine, schemaVersion: latestVersion(engine) });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('when the database cannot write: /api/ready answers 503 with the reason, an enquiry 503 with a clear message, nothing stored', async () => {
    await breakWrites(engine, current.app, current.database);
    const ready = await current.app.inject('/api/ready');
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'unavailable', message: expect.stringMatching(/^Not ready: the database cannot write: .*(readonly|No space left)/) });
    const res = await postEnquiry();
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ message: 'We cannot save anything right now, so nothing was stored. Please try again in a few minutes.' });
    expect(res.headers['retry-after']).toBe('30');
    expect(await current.database.read('SELECT id FROM enquiries')).toEqual([]);
  });

  it('when the database is gone: /api/ready and an enquiry answer 503, /api/health still 200', async () => {
    await current.app.db.close();
    expect((await current.app.inject('/api/ready')).statusCode).toBe(503);
    expect((await postEnquiry()).statusCode).toBe(503);
    expect((await current.app.inject('/api/health')).statusCode).toBe(200);
  });

  it('/api/ready notices a database migrated by a newer build than this one', async () => {
    await current.database.run(engine === 'sqlite' ? `PRAGMA user_version = 99` : `INSERT INTO schema_migrations (version, file) VALUES (99, 'postgres/099-from-the-future.sql')`);
    const res = await current.app.inject('/api/ready');
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toBe(`Not ready: the database schema is at version 99, this build needs ${latestVersion(engine)}`);
  });
});
