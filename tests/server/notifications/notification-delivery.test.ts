import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../server/app.ts';
import type { AppConfigInput } from '../../../server/config.ts';
import { formatCalendarDay } from '../../../shared/format.ts';
import { createTestApp } from '../support/test-app.ts';
import { describeEachEngine } from '../support/engines.ts';
import { inDays } from '../support/http.ts';
import { SmtpTestServer, startSilentServer } from '../support/smtp-test-server.ts';
import { WebhookTestServer } from '../support/webhook-test-server.ts';

const enquiry = { name: 'अनन्या राव, Bengaluru', date: inDays(90), contact: '+91 98450 12345', email: 'ananya@example.com' };
const expert = { name: 'Ravi Kumar', phone: '98450 67890', travelers: 2, travelDate: 'March 2027', itineraryId: 'dubai-skyline-souks-classic', itineraryName: 'Skyline & Souks' };
const FAST_RETRY = { notifyRetryBaseMs: 50, notifyRetryMaxMs: 200 } as const;
const eventually = { timeout: 10_000, interval: 20 };

describeEachEngine('notifications of new enquiries and expert requests', (engine) => {
  let smtp: SmtpTestServer;
  let test: Awaited<ReturnType<typeof createTestApp>>;
  /** Apps built again on the same database (a restart); closed after each test with the first one. */
  let restarted: FastifyInstance[] = [];
  beforeEach(async () => {
    smtp = await new SmtpTestServer().start();
  });
  afterEach(async () => {
    await Promise.all(restarted.map((app) => app.close()));
    restarted = [];
    await test?.cleanup();
    await smtp.stop();
  });

  const start = async (input: AppConfigInput = {}) => {
    test = await createTestApp(engine, { smtpUrl: smtp.url, notifyEmail: 'desk@taleweave.example', siteUrl: 'https://www.taleweave.example', ...FAST_RETRY, ...input });
    return test.app;
  };
  const submit = (url: string, payload: object, headers: Record<string, string> = {}) =>
    test.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json', ...headers }, payload });

  it('e-mails the agency once per new enquiry, not for a replay, and not again after a restart', async () => {
    const app = await start();
    const first = await submit('/api/inquiries/submit', enquiry, { 'idempotency-key': 'notify-once-0001' });
    await submit('/api/inquiries/submit', enquiry, { 'idempotency-key': 'notify-once-0001' });
    await vi.waitFor(() => expect(smtp.mails).toHaveLength(1), eventually);
    expect(smtp.mails[0]!.subject).toBe(`New enquiry: अनन्या राव, Bengaluru, travelling ${formatCalendarDay(enquiry.date)}`);
    expect(smtp.mails[0]!.text).toContain(`Open it in the inbox: https://www.taleweave.example/admin/enquiries/${first.json().id}`);
    await vi.waitFor(async () => expect(await app.notificationOutbox.countByState()).toEqual({ pending: 0, delivered: 1, failed: 0 }), eventually);

    // Restart on the same database: the delivered row is not sent again; a new enquiry is.
    await app.close();
    test.app = await buildApp({ ...test.database.config, smtpUrl: smtp.url, notifyEmail: 'desk@taleweave.example', ...FAST_RETRY });
    restarted.push(test.app);
    await submit('/api/inquiries/submit', { ...enquiry, name: 'Meera Iyer' });
    await vi.waitFor(() => expect(smtp.mails).toHaveLength(2), eventually);
    expect(smtp.mails.map((mail) => mail.subject.split(',')[0])).toEqual(['New enquiry: अनन्या राव', 'New enquiry: Meera Iyer']);
  });

  it('answers 201 while the mail server is down, then delivers once it is back', async () => {
    await smtp.stop();
    const app = await start();
    const res = await submit('/api/inquiries/submit', enquiry);
    expect(res.statusCode).toBe(201);
    const item = { kind: 'enquiry' as const, id: res.json().id };
    await vi.waitFor(async () => expect((await app.notificationOutbox.statusOf(item))[0]!.attempts).toBeGreaterThanOrEqual(2), eventually);
    expect(await app.notificationOutbox.statusOf(item)).toEqual([
      expect.objectContaining({ channel: 'email', state: 'pending', lastError: expect.stringContaining('ECONNREFUSED') }),
    ]);

    await smtp.start();
    await vi.waitFor(() => expect(smtp.mails).toHaveLength(1), eventually);
    await vi.waitFor(async () => expect((await app.notificationOutbox.statusOf(item))[0]!.state).toBe('delivered'), eventually);
    expect(smtp.mails).toHaveLength(1);
  });

  it('answers at once while the mail server hangs: the traveller never waits for a notification', async () => {
    const silent = await startSilentServer();
    const app = await start({ smtpUrl: silent.url });
    const first = await submit('/api/inquiries/submit', enquiry);
    await vi.waitFor(() => expect(silent.connections).toBe(1), eventually);
    // The first notification is now waiting for a greeting that never comes; the next traveller is answered.
    const second = await submit('/api/inquiries/submit', { ...enquiry, name: 'Meera Iyer' });
    expect(second.statusCode).toBe(201);
    expect(await app.notificationOutbox.statusOf({ kind: 'enquiry', id: first.json().id })).toEqual([expect.objectContaining({ state: 'pending', attempts: 0 })]);
    await silent.stop();
  });

  it('announces an expert request by e-mail and webhook, once each', async () => {
    const hooks = await new WebhookTestServer().start();
    const app = await start({ notifyWebhookUrl: hooks.url });
    const res = await submit('/api/expert-requests', expert);
    await vi.waitFor(() => expect([smtp.mails.length, hooks.hooks.length]).toEqual([1, 1]), eventually);
    expect(smtp.mails[0]!.subject).toBe('New expert request: Ravi Kumar, Skyline & Souks (2 travellers)');
    expect(hooks.hooks[0]!.body).toMatchObject({ event: 'expert-request.received', id: res.json().id, travelers: 2, itinerary: { id: 'dubai-skyline-souks-classic', name: 'Skyline & Souks' } });
    await vi.waitFor(async () => expect(await app.notificationOutbox.countByState()).toEqual({ pending: 0, delivered: 2, failed: 0 }), eventually);
    await hooks.stop();
  });

  it('records no notification when none is configured', async () => {
    const app = await start({ smtpUrl: undefined, notifyEmail: undefined });
    expect((await submit('/api/inquiries/submit', enquiry)).statusCode).toBe(201);
    expect(await app.notificationOutbox.countByState()).toEqual({ pending: 0, delivered: 0, failed: 0 });
  });

  it('lets a delivery under way finish when the server closes', async () => {
    smtp.delayMs = 300;
    const app = await start();
    const res = await submit('/api/inquiries/submit', enquiry);
    await vi.waitFor(() => expect(smtp.receiving).toBe(1), eventually);
    expect(smtp.mails).toHaveLength(0); // the mail server is still holding the message
    const reopen = test.database.config;
    await app.close();
    expect(smtp.mails).toHaveLength(1);
    test.app = await buildApp(reopen);
    restarted.push(test.app);
    expect(await test.app.notificationOutbox.statusOf({ kind: 'enquiry', id: res.json().id })).toEqual([expect.objectContaining({ state: 'delivered', attempts: 1 })]);
  });

  it('refuses to start with half an e-mail setting', async () => {
    await expect(createTestApp(engine, { smtpUrl: smtp.url })).rejects.toThrow('SMTP_URL is set but NOTIFY_EMAIL is not: say which address the agency reads (or unset SMTP_URL).');
    await expect(createTestApp(engine, { notifyEmail: 'desk@taleweave.example' })).rejects.toThrow(/^NOTIFY_EMAIL is set but SMTP_URL is not/);
  });
});
