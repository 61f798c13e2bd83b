import { loadConfig } from '../../../server/config.ts';

it('reads the notification and inbox settings from their variables', () => {
  expect(
    loadConfig({
      SMTP_URL: 'smtps://desk:secret@smtp.example.com:465',
      NOTIFY_EMAIL: 'desk@taleweave.example, owner@taleweave.example',
      NOTIFY_WEBHOOK_URL: 'https://hooks.example.com/agency',
      NOTIFY_RETRY_BASE_MS: '2000',
      NOTIFY_RETRY_MAX_MS: '600000',
      SITE_URL: 'https://www.taleweave.example',
      ADMIN_USER: 'meera',
      ADMIN_PASSWORD: 'monsoon-ledger-42',
    }),
  ).toMatchObject({
    smtpUrl: 'smtps://desk:secret@smtp.example.com:465',
    notifyEmail: 'desk@taleweave.example, owner@taleweave.example',
    notifyWebhookUrl: 'https://hooks.example.com/agency',
    notifyRetryBaseMs: 2000,
    notifyRetryMaxMs: 600000,
    siteUrl: 'https://www.taleweave.example',
    adminUser: 'meera',
    adminPassword: 'monsoon-ledger-42',
  });
});

it('has no inbox and no notifications by default; the inbox user is "agency"', () => {
  const config = loadConfig({});
  expect([config.adminPassword, config.smtpUrl, config.notifyEmail, config.notifyWebhookUrl]).toEqual([undefined, undefined, undefined, undefined]);
  expect([config.adminUser, config.notifyRetryBaseMs, config.notifyRetryMaxMs]).toEqual(['agency', 1000, 300000]);
});

it.each([
  [{ SMTP_URL: 'mail.example.com' }, 'SMTP_URL: must start with smtp:// or smtps://'],
  [{ NOTIFY_EMAIL: 'desk@taleweave.example, not-an-address' }, 'NOTIFY_EMAIL: must be an e-mail address, or several separated by commas'],
  [{ NOTIFY_WEBHOOK_URL: 'ftp://hooks.example.com' }, 'NOTIFY_WEBHOOK_URL: must be an http:// or https:// address'],
  [{ ADMIN_PASSWORD: 'short' }, "ADMIN_PASSWORD: must be at least 10 characters (the inbox holds travellers' phone numbers and e-mails)"],
])('names the variable of an invalid value: %j', (env, message) => {
  expect(() => loadConfig(env)).toThrow(message);
});
