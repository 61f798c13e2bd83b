import type { SqlClient } from '../../../server/db/sql-client.ts';
import { DatabaseUnavailableError } from '../../../server/db/sql-client.ts';
import { createTestDatabase, openTestClient, type TestDatabase } from '../support/test-app.ts';
import { describeEachEngine } from '../support/engines.ts';

describeEachEngine('SqlClient', (engine) => {
  let database: TestDatabase;
  let db: SqlClient;

  beforeEach(async () => {
    database = await createTestDatabase(engine);
    db = await openTestClient(database);
    await db.executeScript('CREATE TABLE notes (id INTEGER PRIMARY KEY, body TEXT NOT NULL, done BOOLEAN NOT NULL)');
  });
  afterEach(async () => {
    await db.close();
    await database.drop();
  });

  const bodies = async () => (await db.query<{ body: string }>('SELECT body FROM notes ORDER BY id')).map((r) => r.body);

  it('runs the same $n placeholders, booleans and RETURNING on both engines', async () => {
    const rows = await db.query<{ id: number }>('INSERT INTO notes (id, body, done) VALUES ($2, $1, $3) RETURNING id', ['first', 7, true]);
    expect(rows.map((r) => Number(r.id))).toEqual([7]);
    expect(await db.execute('UPDATE notes SET done = $1 WHERE id = $2', [false, 7])).toBe(1);
    const [note] = await db.query<{ body: string; done: unknown }>('SELECT body, done FROM notes');
    expect({ body: note!.body, done: Boolean(note!.done) }).toEqual({ body: 'first', done: false });
  });

  it('commits every statement of a transaction together', async () => {
    await db.transaction(async (tx) => {
      await tx.execute('INSERT INTO notes (id, body, done) VALUES (1, $1, false)', ['enquiry']);
      await tx.execute('INSERT INTO notes (id, body, done) VALUES (2, $1, false)', ['outbox row']);
    });
    expect(await bodies()).toEqual(['enquiry', 'outbox row']);
  });

  it('rolls the whole transaction back when its work throws, and rethrows', async () => {
    const failing = db.transaction(async (tx) => {
      await tx.execute('INSERT INTO notes (id, body, done) VALUES (1, $1, false)', ['enquiry']);
      throw new Error('the notification could not be queued');
    });
    await expect(failing).rejects.toThrow('the notification could not be queued');
    expect(await bodies()).toEqual([]);
  });

  it('keeps uncommitted rows invisible to statements from outside the transaction', async () => {
    let seenOutside: string[] | undefined;
    const transaction = db.transaction(async (tx) => {
      await tx.execute('INSERT INTO notes (id, body, done) VALUES (1, $1, false)', ['inside']);
      // SQLite makes the outside statements wait; PostgreSQL runs them beside the transaction.
      const outside = Promise.all([db.execute('INSERT INTO notes (id, body, done) VALUES (2, $1, false)', ['outside']), bodies()]);
      await new Promise((resolve) => setTimeout(resolve, 50));
      if (engine === 'postgres') [, seenOutside] = await outside;
      else void outside.then(([, seen]) => (seenOutside = seen));
      throw new Error('roll back');
    });
    await expect(transaction).rejects.toThrow('roll back');
    await vi.waitFor(() => expect(seenOutside).toBeDefined());
    expect(seenOutside).not.toContain('inside');
    expect(await bodies()).toEqual(['outside']);
  });

  it('refuses a transaction handle used after its transaction ended', async () => {
    let leaked: Parameters<Parameters<SqlClient['transaction']>[0]>[0] | undefined;
    await db.transaction(async (tx) => {
      leaked = tx;
    });
    await expect(leaked!.execute('INSERT INTO notes (id, body, done) VALUES (3, $1, false)', ['late'])).rejects.toThrow();
    expect(await bodies()).toEqual([]);
  });

  it('reports a closed database as unavailable, not as a bug', async () => {
    await db.close();
    await expect(db.query('SELECT 1')).rejects.toBeInstanceOf(DatabaseUnavailableError);
    db = await openTestClient(database);
  });
});
