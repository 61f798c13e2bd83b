import { request } from 'node:http';
import { createStubSite, startServerProcess, type ServerProcess } from './support/server-process.ts';
import { createTestDatabase, type TestDatabase } from './support/test-app.ts';
import { describeOnPostgres } from './support/engines.ts';
import { inDays } from './support/http.ts';

const enquiry = JSON.stringify({ name: 'Ananya Rao', date: inDays(60), contact: '+91 98450 12345', email: 'ananya@example.com' });

/** A POST on a connection of its own, so the two servers really receive it at the same moment. */
function postEnquiry(origin: string, key: string): Promise<{ status: number; body: { id?: string; message: string } }> {
  return new Promise((resolve, reject) => {
    const req = request(`${origin}/api/inquiries/submit`, { method: 'POST', agent: false, headers: { 'content-type': 'application/json', 'idempotency-key': key } }, (res) => {
      let body = '';
      res.on('data', (c) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode!, body: JSON.parse(body) }));
    });
    req.on('error', reject);
    req.end(enquiry);
  });
}

describeOnPostgres('two server processes on one PostgreSQL', () => {
  let database: TestDatabase;
  let site: ReturnType<typeof createStubSite>;
  let servers: ServerProcess[];

  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    site = createStubSite();
    const env = { DATABASE_URL: (database.config as { databaseUrl: string }).databaseUrl, DIST_DIR: site.distDir };
    servers = await Promise.all([startServerProcess(env), startServerProcess(env)]);
  }, 60_000);
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    await database.drop();
    site.remove();
  });

  it('listen on different ports', () => {
    expect(servers[0]!.port).not.toBe(servers[1]!.port);
  });

  it('store one row when the same Idempotency-Key reaches both at once', async () => {
    const keys = Array.from({ length: 20 }, (_, i) => `two-instances-${i}-7f3a9c2e`);
    const answers = await Promise.all(keys.flatMap((key) => servers.map((s) => postEnquiry(s.origin, key))));
    expect(new Set(answers.map((a) => a.status))).toEqual(new Set([201]));
    for (let i = 0; i < keys.length; i++) expect(answers[2 * i]!.body.id).toBe(answers[2 * i + 1]!.body.id);
    const rows = await database.read<{ idempotency_key: string; n: string }>('SELECT idempotency_key, count(*) AS n FROM enquiries GROUP BY idempotency_key');
    expect(rows).toHaveLength(keys.length);
    expect(rows.every((r) => Number(r.n) === 1)).toBe(true);
  });
});
