import { createWebhookChannel } from '../../../server/notifications/webhook-channel.ts';
import { webhookPayload } from '../../../server/notifications/notification-message.ts';
import { WebhookTestServer } from '../support/webhook-test-server.ts';
import { enquiryItem } from '../support/inbox-items.ts';

const siteUrl = 'https://www.taleweave.example';
let hooks: WebhookTestServer;
beforeEach(async () => {
  hooks = await new WebhookTestServer().start();
});
afterEach(() => hooks.stop());

it('POSTs the notification as JSON with its id as the Idempotency-Key', async () => {
  await createWebhookChannel({ url: hooks.url, siteUrl }).deliver({ id: 'notification-1', item: enquiryItem });
  expect(hooks.hooks).toHaveLength(1);
  const [hook] = hooks.hooks;
  expect(hook!.headers['content-type']).toBe('application/json');
  expect(hook!.headers['idempotency-key']).toBe('notification-1');
  expect(hook!.body).toEqual(webhookPayload({ id: 'notification-1', item: enquiryItem }, { siteUrl }));
});

it('fails on an answer outside 2xx', async () => {
  hooks.status = 503;
  await expect(createWebhookChannel({ url: hooks.url, siteUrl }).deliver({ id: 'n', item: enquiryItem })).rejects.toThrow(
    'the webhook answered 503 Service Unavailable',
  );
});

it('fails when the receiver does not answer in time', async () => {
  hooks.hang = true;
  await expect(createWebhookChannel({ url: hooks.url, siteUrl, timeoutMs: 300 }).deliver({ id: 'n', item: enquiryItem })).rejects.toMatchObject({
    name: 'TimeoutError',
  });
});

it('fails when nothing listens', async () => {
  await hooks.stop();
  await expect(createWebhookChannel({ url: hooks.url, siteUrl }).deliver({ id: 'n', item: enquiryItem })).rejects.toThrow('fetch failed');
});
