import type { SqlClient } from '../../../server/db/sql-client.ts';
import { migrate } from '../../../server/db/migrate.ts';
import { createEnquiryRepository, type EnquiryRepository } from '../../../server/repositories/enquiries.ts';
import { createTestDatabase, openTestClient, type TestDatabase } from '../support/test-app.ts';
import { describeEachEngine } from '../support/engines.ts';

const ananya = { name: 'Ananya Rao', date: '2027-02-14', contact: '+91 98450 12345', email: 'ananya@example.com' };

describeEachEngine('EnquiryRepository', (engine) => {
  let database: TestDatabase;
  let db: SqlClient;
  let enquiries: EnquiryRepository;

  beforeEach(async () => {
    database = await createTestDatabase(engine);
    db = await openTestClient(database);
    await migrate(db);
    enquiries = createEnquiryRepository(db);
  });
  afterEach(async () => {
    await db.close();
    await database.drop();
  });

  it('stores an enquiry with an id and an ISO creation time', async () => {
    const result = await enquiries.save(ananya, undefined);
    expect(result.kind).toBe('created');
    const [stored] = await enquiries.list();
    expect(stored).toEqual({ ...ananya, id: expect.stringMatching(/^[0-9a-f-]{36}$/), createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/) });
  });

  it('replays the stored enquiry for a repeated key, and refuses the key for different details', async () => {
    const first = await enquiries.save(ananya, 'key-000000001');
    const again = await enquiries.save(ananya, 'key-000000001');
    const other = await enquiries.save({ ...ananya, name: 'Someone Else' }, 'key-000000001');
    expect(again).toEqual({ kind: 'replayed', enquiry: first.kind === 'created' ? first.enquiry : undefined });
    expect(other).toEqual({ kind: 'key-conflict' });
    expect(await enquiries.list()).toHaveLength(1);
  });

  it('stores one row when the same key arrives many times at once', async () => {
    const results = await Promise.all(Array.from({ length: 12 }, () => enquiries.save(ananya, 'key-concurrent-1')));
    expect(results.filter((r) => r.kind === 'created')).toHaveLength(1);
    expect(results.filter((r) => r.kind === 'replayed')).toHaveLength(11);
    expect(new Set(results.map((r) => (r.kind === 'key-conflict' ? '' : r.enquiry.id))).size).toBe(1);
    expect(await enquiries.list()).toHaveLength(1);
  });

  it('takes part in a transaction: rolled back with it, nothing stored', async () => {
    await expect(
      db.transaction(async (tx) => {
        await enquiries.save(ananya, 'key-in-a-transaction', tx);
        throw new Error('the outbox row could not be written');
      }),
    ).rejects.toThrow('the outbox row could not be written');
    expect(await enquiries.list()).toEqual([]);
  });
});
