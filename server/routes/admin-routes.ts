import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { basicCredentialsMatch, createFailureLimiter, isSameOrigin } from '../admin/admin-auth.ts';
import { ADMIN_STYLESHEET_PATH, adminDocument } from '../admin/admin-layout.ts';
import { html } from '../admin/html.ts';
import { inboxCsv, inboxCsvFileName } from '../admin/inbox-csv.ts';
import { ADMIN_CSV_PATH, inboxPage } from '../admin/inbox-page.ts';
import { itemNotFoundPage, itemPage } from '../admin/item-page.ts';
import { adminItemPath, type InboxKind } from '../inbox/inbox-item.ts';
import { INBOX_QUERY_MAX, INBOX_STATUS_FILTERS, type InboxQuery, type InboxStatusFilter } from '../inbox/inbox-query.ts';

const STYLESHEET = readFileSync(resolve(import.meta.dirname, '../admin/admin.css'), 'utf8');
const COLLECTIONS: Record<string, InboxKind> = { enquiries: 'enquiry', 'expert-requests': 'expert-request' };

/** The inbox's query string read leniently: a page never fails over a mistyped address. */
function inboxQueryOf(raw: unknown): InboxQuery {
  const query = (raw ?? {}) as Record<string, unknown>;
  const q = typeof query.q === 'string' ? query.q.normalize('NFC').trim().slice(0, INBOX_QUERY_MAX) : '';
  const status = INBOX_STATUS_FILTERS.includes(query.status as InboxStatusFilter) ? (query.status as InboxStatusFilter) : 'all';
  const page = Math.min(Math.max(1, Number.parseInt(String(query.page ?? '1'), 10) || 1), 10_000);
  return { q, status, page };
}

const sendPage = (reply: FastifyReply, status: number, page: string) => reply.code(status).type('text/html; charset=utf-8').send(page);

/**
 * The agency's inbox: /admin (list, search), /admin/{enquiries|expert-requests}/{id} (detail, mark
 * handled) and /api/admin/enquiries.csv. HTTP Basic (ADMIN_USER / ADMIN_PASSWORD) with constant-time
 * comparison and a limit on wrong passwords; without ADMIN_PASSWORD every route answers 404. Nothing
 * here is ever cached (Cache-Control: no-store), and form POSTs must come from the inbox's own origin.
 */
export default async function adminRoutes(app: FastifyInstance) {
  const { adminUser, adminPassword } = app.config;
  const brandName = app.content.site.brandName;
  const limiter = createFailureLimiter();

  app.addHook('onSend', async (_req, reply) => {
    reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex, nofollow');
  });
  app.addHook('onRequest', async (req: FastifyRequest, reply: FastifyReply) => {
    if (!adminPassword) return reply.callNotFound();
    const retryAfter = limiter.retryAfterSeconds(req.ip);
    if (retryAfter > 0) {
      return reply.code(429).header('retry-after', String(retryAfter)).type('text/plain; charset=utf-8').send('Too many wrong passwords. Please wait and try again.');
    }
    if (basicCredentialsMatch(req.headers.authorization, { user: adminUser, password: adminPassword })) return limiter.succeed(req.ip);
    if (req.headers.authorization) limiter.fail(req.ip);
    req.log.warn({ wrongPassword: Boolean(req.headers.authorization) }, 'admin sign-in needed');
    const body = html`<h1>Sign in</h1><p>The inbox is for the agency. Sign in with the inbox user name and password.</p>`;
    reply.header('www-authenticate', `Basic realm="${brandName.replace(/["\\]/g, '')} inbox", charset="UTF-8"`);
    return sendPage(reply, 401, adminDocument({ brandName, title: 'Sign in', body }));
  });
  // The "mark handled" form posts application/x-www-form-urlencoded.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  app.get(ADMIN_STYLESHEET_PATH, async (_req, reply) => reply.type('text/css; charset=utf-8').send(STYLESHEET));

  app.get('/admin', async (req, reply) => {
    const query = inboxQueryOf(req.query);
    const [{ items, hasMore }, counts] = await Promise.all([app.inbox.page(query), app.inbox.counts()]);
    return sendPage(reply, 200, inboxPage({ brandName, query, items, counts, hasMore }));
  });

  app.get<{ Params: { collection: string; id: string }; Querystring: { done?: string } }>('/admin/:collection/:id', async (req, reply) => {
    const kind = COLLECTIONS[req.params.collection];
    const item = kind && req.params.id.length <= 120 ? await app.inbox.get(kind, req.params.id) : null;
    if (!item) return sendPage(reply, 404, itemNotFoundPage(brandName));
    const notifications = await app.notificationOutbox.statusOf(item);
    const notice = req.query.done === 'handled' || req.query.done === 'reopened' ? req.query.done : undefined;
    return sendPage(reply, 200, itemPage({ brandName, item, notifications, notice }));
  });

  app.post<{ Params: { collection: string; id: string }; Body: Record<string, string> | undefined }>('/admin/:collection/:id/handled', async (req, reply) => {
    if (!isSameOrigin(req.headers, req.host)) {
      return reply.code(403).type('text/plain; charset=utf-8').send('This form must be sent from the inbox page itself.');
    }
    const kind = COLLECTIONS[req.params.collection];
    const handled = req.body?.handled !== '0';
    const found = kind && req.params.id.length <= 120 ? await app.inbox.setHandled(kind, req.params.id, handled ? new Date() : null) : false;
    if (!found || !kind) return sendPage(reply, 404, itemNotFoundPage(brandName));
    return reply.redirect(`${adminItemPath({ kind, id: req.params.id })}?done=${handled ? 'handled' : 'reopened'}`, 303);
  });

  app.get(ADMIN_CSV_PATH, async (req, reply) => {
    const { q, status } = inboxQueryOf(req.query);
    const csv = inboxCsv(await app.inbox.all({ q, status }));
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${inboxCsvFileName(new Date())}"`)
      .send(csv);
  });
}
