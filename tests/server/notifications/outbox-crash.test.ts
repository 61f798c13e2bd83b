import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { SmtpTestServer } from '../support/smtp-test-server.ts';
import { ServerProcess, stubDist } from '../support/server-process.ts';
import { inDays } from '../support/http.ts';

const eventually = { timeout: 15_000, interval: 50 };
let dir: string;
let smtp: SmtpTestServer;
let server: ServerProcess | undefined;

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'tbd-crash-'));
  smtp = await new SmtpTestServer().start();
});
afterEach(async () => {
  await server?.kill();
  await smtp.stop();
  rmSync(dir, { recursive: true, force: true });
});

/** What the database file says of the notifications, read beside the running server. */
function notificationRows() {
  const db = new DatabaseSync(join(dir, 'data', 'site.sqlite'), { readOnly: true });
  try {
    return db.prepare('SELECT state, attempts FROM notifications').all() as Array<{ state: string; attempts: number }>;
  } finally {
    db.close();
  }
}

const startServer = () =>
  new ServerProcess({
    DATA_DIR: join(dir, 'data'),
    DIST_DIR: stubDist(join(dir, 'dist')),
    SMTP_URL: smtp.url,
    NOTIFY_EMAIL: 'desk@taleweave.example',
    NOTIFY_RETRY_BASE_MS: '50',
    NOTIFY_RETRY_MAX_MS: '200',
  }).start();

const sendEnquiry = (origin: string, name: string) =>
  fetch(`${origin}/api/inquiries/submit`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name, date: inDays(60), contact: '+91 98450 12345', email: 'traveller@example.com' }),
  });

it('kill -9 between storing and notifying: after a restart the notification is delivered exactly once', async () => {
  await smtp.stop(); // the enquiry is stored, its notification cannot go out yet
  server = await startServer();
  const res = await sendEnquiry(server.origin, 'Kavya Menon');
  expect(res.status).toBe(201);
  await vi.waitFor(() => expect(notificationRows()).toEqual([{ state: 'pending', attempts: expect.any(Number) }]), eventually);

  await server.kill('SIGKILL');
  expect(smtp.mails).toHaveLength(0);
  await smtp.start();
  server = await startServer();
  await vi.waitFor(() => expect(smtp.mails).toHaveLength(1), eventually);
  expect(smtp.mails[0]!.subject).toMatch(/^New enquiry: Kavya Menon, travelling /);
  await vi.waitFor(() => expect(notificationRows()).toEqual([{ state: 'delivered', attempts: expect.any(Number) }]), eventually);

  // A later enquiry is announced on its own; the first one is not sent again.
  expect((await sendEnquiry(server.origin, 'Meera Iyer')).status).toBe(201);
  await vi.waitFor(() => expect(smtp.mails.map((mail) => mail.subject.split(',')[0])).toEqual(['New enquiry: Kavya Menon', 'New enquiry: Meera Iyer']), eventually);
});

it('SIGTERM lets the server finish, and a restart sends nothing twice', async () => {
  server = await startServer();
  expect((await sendEnquiry(server.origin, 'Kavya Menon')).status).toBe(201);
  await vi.waitFor(() => expect(notificationRows()).toEqual([{ state: 'delivered', attempts: 1 }]), eventually);
  await server.kill('SIGTERM');
  server = await startServer();
  expect((await sendEnquiry(server.origin, 'Meera Iyer')).status).toBe(201);
  await vi.waitFor(() => expect(smtp.mails).toHaveLength(2), eventually);
  expect(smtp.mails.map((mail) => mail.subject.split(',')[0])).toEqual(['New enquiry: Kavya Menon', 'New enquiry: Meera Iyer']);
});
