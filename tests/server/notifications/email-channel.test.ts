import { createEmailChannel } from '../../../server/notifications/email-channel.ts';
import { notificationMessage } from '../../../server/notifications/notification-message.ts';
import { SmtpTestServer } from '../support/smtp-test-server.ts';
import { enquiryItem } from '../support/inbox-items.ts';

const siteUrl = 'https://www.taleweave.example';
let smtp: SmtpTestServer;
beforeEach(async () => {
  smtp = await new SmtpTestServer().start();
});
afterEach(() => smtp.stop());

const channelFor = (smtpUrl: string) =>
  createEmailChannel({ smtpUrl, to: 'desk@taleweave.example, owner@taleweave.example', fromName: 'Taleweave Journeys website', siteUrl, timeoutMs: 2000 });

it('sends one e-mail to every NOTIFY_EMAIL address, replying to the traveller', async () => {
  const channel = channelFor(smtp.url);
  await channel.deliver({ id: 'notification-1', item: enquiryItem });
  await channel.close();

  expect(smtp.mails).toHaveLength(1);
  const [mail] = smtp.mails;
  const expected = notificationMessage(enquiryItem, { siteUrl });
  expect(mail!.envelopeTo).toEqual(['desk@taleweave.example', 'owner@taleweave.example']);
  expect(mail!.subject).toBe('New enquiry: अनन्या राव, Bengaluru, travelling 12 March 2027');
  expect(mail!.text).toBe(expected.text);
  expect(mail!.headers.from).toBe('Taleweave Journeys website <desk@taleweave.example>');
  expect(mail!.headers['reply-to']).toBe('ananya@example.com');
  expect(mail!.headers['message-id']).toBe('<notification-1@taleweave.example>');
});

it('fails when the mail server is down, so the notification is tried again later', async () => {
  await smtp.stop();
  const channel = channelFor(smtp.url);
  await expect(channel.deliver({ id: 'notification-2', item: enquiryItem })).rejects.toMatchObject({ code: 'ESOCKET' });
  await channel.close();
});

it('fails when the mail server refuses the message', async () => {
  smtp.refuseWith = { code: 451, message: 'Mailbox busy, try later' };
  const channel = channelFor(smtp.url);
  await expect(channel.deliver({ id: 'notification-3', item: enquiryItem })).rejects.toMatchObject({ responseCode: 451 });
  await channel.close();
  expect(smtp.mails).toHaveLength(0);
});
