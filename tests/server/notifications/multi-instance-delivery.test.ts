import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../server/app.ts';
import { SmtpTestServer } from '../support/smtp-test-server.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-app.ts';
import { describeOnPostgres } from '../support/engines.ts';
import { inDays } from '../support/http.ts';

describeOnPostgres('two instances on one database share the outbox', () => {
  let smtp: SmtpTestServer;
  let database: TestDatabase;
  let instances: FastifyInstance[] = [];
  beforeEach(async () => {
    smtp = await new SmtpTestServer().start();
    database = await createTestDatabase('postgres');
  });
  afterEach(async () => {
    await Promise.all(instances.map((app) => app.close()));
    instances = [];
    await smtp.stop();
    await database.drop();
  });

  it('delivers each notification exactly once, whichever instance stored it', async () => {
    const settings = { ...database.config, smtpUrl: smtp.url, notifyEmail: 'desk@taleweave.example', notifyRetryBaseMs: 50, notifyRetryMaxMs: 200 };
    instances = [await buildApp(settings), await buildApp(settings)];
    const names = Array.from({ length: 24 }, (_, i) => `Traveller ${i + 1}`);
    await Promise.all(
      names.map((name, i) =>
        instances[i % 2]!.inject({
          method: 'POST',
          url: '/api/inquiries/submit',
          headers: { 'content-type': 'application/json' },
          payload: { name, date: inDays(30), contact: '+91 98450 12345', email: 'traveller@example.com' },
        }),
      ),
    );
    await vi.waitFor(async () => expect(await instances[0]!.notificationOutbox.countByState()).toEqual({ pending: 0, delivered: 24, failed: 0 }), { timeout: 20_000, interval: 50 });
    expect(smtp.mails.map((mail) => mail.subject.replace(/^New enquiry: (.+?), travelling .*$/, '$1')).sort()).toEqual([...names].sort());
    expect(new Set(smtp.mails.map((mail) => mail.headers['message-id'])).size).toBe(24);
  });
});
