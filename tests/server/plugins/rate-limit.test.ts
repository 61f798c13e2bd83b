import { createTestApp, createTestDatabase } from '../support/test-app.ts';
import { buildApp } from '../../../server/app.ts';
import { describeEachEngine, describeOnPostgres } from '../support/engines.ts';
import { inDays } from '../support/http.ts';

const enquiry = { name: 'Ananya Rao', date: inDays(60), contact: '+91 98450 12345', email: 'ananya@example.com' };
const post = (app: Awaited<ReturnType<typeof buildApp>>) =>
  app.inject({ method: 'POST', url: '/api/inquiries/submit', headers: { 'content-type': 'application/json' }, payload: enquiry });

describeEachEngine('enquiry rate limit', (engine) => {
  it('answers 429 with a message past ENQUIRY_RATE_LIMIT per window, storing nothing more', async () => {
    const { app, cleanup } = await createTestApp(engine, { enquiryRateLimit: 3 });
    try {
      const statuses = [];
      for (let i = 0; i < 5; i++) statuses.push((await post(app)).statusCode);
      expect(statuses).toEqual([201, 201, 201, 429, 429]);
      const refused = await post(app);
      expect(refused.json()).toEqual({ message: 'Too many enquiries from this connection. Please wait a minute and try again.' });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(await app.enquiries.list()).toHaveLength(3);
    } finally {
      await cleanup();
    }
  });

  it('is off with ENQUIRY_RATE_LIMIT=0 (benchmarks)', async () => {
    const { app, cleanup } = await createTestApp(engine, { enquiryRateLimit: 0 });
    try {
      const statuses = new Set<number>();
      for (let i = 0; i < 40; i++) statuses.add((await post(app)).statusCode);
      expect([...statuses]).toEqual([201]);
    } finally {
      await cleanup();
    }
  });
});

describeOnPostgres('enquiry rate limit across instances', () => {
  it('counts one address against one limit whichever instance it reaches', async () => {
    const database = await createTestDatabase('postgres');
    const apps = await Promise.all([1, 2].map(() => buildApp({ ...database.config, enquiryRateLimit: 4 })));
    try {
      const statuses = [];
      for (let i = 0; i < 6; i++) statuses.push((await post(apps[i % 2]!)).statusCode);
      expect(statuses).toEqual([201, 201, 201, 201, 429, 429]);
    } finally {
      await Promise.all(apps.map((app) => app.close()));
      await database.drop();
    }
  });
});
