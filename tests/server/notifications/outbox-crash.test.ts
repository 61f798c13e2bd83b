import { SmtpTestServer } from '../support/smtp-test-server.ts';
import { createStubSite, startServerProcess, type ServerProcess } from '../support/server-process.ts';
import { createTestDatabase, type TestDatabase } from '../support/test-app.ts';
import { describeEachEngine } from '../support/engines.ts';
import { inDays } from '../support/http.ts';

const eventually = { timeout: 20_000, interval: 50 };
// Real processes on a shared machine: starting one takes seconds.
vi.setConfig({ testTimeout: 90_000 });

describeEachEngine('the notification outbox across crashes of a real server process', (engine) => {
  let smtp: SmtpTestServer;
  let site: ReturnType<typeof createStubSite>;
  let database: TestDatabase;
  let server: ServerProcess | undefined;

  beforeEach(async () => {
    smtp = await new SmtpTestServer().start();
    site = createStubSite();
    database = await createTestDatabase(engine);
  });
  afterEach(async () => {
    await server?.stop();
    server = undefined;
    await smtp.stop();
    site.remove();
    await database.drop();
  });

  const startServer = async () => {
    const where: Record<string, string> = 'dataDir' in database.config ? { DATA_DIR: database.config.dataDir } : { DATABASE_URL: database.config.databaseUrl };
    server = await startServerProcess({
      ...where,
      DIST_DIR: site.distDir,
      SMTP_URL: smtp.url,
      NOTIFY_EMAIL: 'desk@taleweave.example',
      // A try about every second: between two tries no delivery is under way (and no row is leased).
      NOTIFY_RETRY_BASE_MS: '1000',
      NOTIFY_RETRY_MAX_MS: '1000',
    });
    return server;
  };
  const killHard = async (process: ServerProcess) => {
    process.child.kill('SIGKILL');
    expect(await process.exited).toBeNull();
  };
  const notificationRows = () => database.read<{ state: string }>('SELECT state FROM notifications');
  /** The row is stored and has failed a try, and no delivery is under way: the moment to kill. */
  const waitingBetweenTries = async () =>
    expect(await database.read('SELECT state FROM notifications WHERE attempts > 0 AND lease_until IS NULL')).toEqual([{ state: 'pending' }]);
  const sendEnquiry = (origin: string, name: string) =>
    fetch(`${origin}/api/inquiries/submit`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name, date: inDays(60), contact: '+91 98450 12345', email: 'traveller@example.com' }),
    });
  const subjects = () => smtp.mails.map((mail) => mail.subject.split(',')[0]);

  it('kill -9 between storing and notifying: after a restart the notification is delivered exactly once', async () => {
    await smtp.stop(); // the enquiry is stored; its notification cannot go out yet
    const first = await startServer();
    expect((await sendEnquiry(first.origin, 'Kavya Menon')).status).toBe(201);
    await vi.waitFor(waitingBetweenTries, eventually);

    await killHard(first);
    await smtp.start();
    const second = await startServer();
    await vi.waitFor(() => expect(subjects()).toEqual(['New enquiry: Kavya Menon']), eventually);
    await vi.waitFor(async () => expect(await notificationRows()).toEqual([{ state: 'delivered' }]), eventually);

    // A later enquiry is announced on its own; the first is not sent again.
    expect((await sendEnquiry(second.origin, 'Meera Iyer')).status).toBe(201);
    await vi.waitFor(() => expect(subjects()).toEqual(['New enquiry: Kavya Menon', 'New enquiry: Meera Iyer']), eventually);
  });

  it('SIGTERM after delivery, restart: nothing is sent twice', async () => {
    const first = await startServer();
    expect((await sendEnquiry(first.origin, 'Kavya Menon')).status).toBe(201);
    await vi.waitFor(async () => expect(await notificationRows()).toEqual([{ state: 'delivered' }]), eventually);
    expect(await first.stop()).toBe(0);
    const second = await startServer();
    expect((await sendEnquiry(second.origin, 'Meera Iyer')).status).toBe(201);
    await vi.waitFor(() => expect(smtp.mails).toHaveLength(2), eventually);
    expect(subjects()).toEqual(['New enquiry: Kavya Menon', 'New enquiry: Meera Iyer']);
  });
});
