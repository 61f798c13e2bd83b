import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { isoTimestamp, type SqlClient, type SqlValue } from '../db/sql-client.ts';
import type { InboxItem, InboxKind } from '../inbox/inbox-item.ts';
import { INBOX_PAGE_SIZE, type InboxQuery } from '../inbox/inbox-query.ts';

/** The agency's view over enquiries and expert requests together, newest first. */
export interface InboxRepository {
  page(query: InboxQuery): Promise<{ items: InboxItem[]; hasMore: boolean }>;
  /** Every item matching the search and status (the CSV export). */
  all(query: Omit<InboxQuery, 'page'>): Promise<InboxItem[]>;
  counts(): Promise<{ open: number; handled: number }>;
  get(kind: InboxKind, id: string): Promise<InboxItem | null>;
  /** Marks an item handled (at `at`) or open again (null); false when there is no such item. */
  setHandled(kind: InboxKind, id: string, at: Date | null): Promise<boolean>;
}

declare module 'fastify' {
  interface FastifyInstance {
    inbox: InboxRepository;
  }
}

const TABLE: Record<InboxKind, string> = { enquiry: 'enquiries', 'expert-request': 'expert_requests' };

// Phones are stored as typed ("+91 98450-12345"); the search compares digits only. The schema allows
// only digits, spaces, + - . ( ) in a phone, so removing those six leaves the digits (on both engines).
const digitsOf = (column: string) => `replace(replace(replace(replace(replace(replace(${column}, ' ', ''), '-', ''), '.', ''), '(', ''), ')', ''), '+', '')`;

// Both tables in the shape of InboxItem. CAST(NULL AS …) types the missing columns on PostgreSQL too.
const ITEMS = `(
  SELECT 'enquiry' AS kind, id, created_at, name, contact AS phone, email, travel_date,
         CAST(NULL AS INTEGER) AS travelers, CAST(NULL AS TEXT) AS itinerary_id, CAST(NULL AS TEXT) AS itinerary_name, handled_at
  FROM enquiries
  UNION ALL
  SELECT 'expert-request' AS kind, id, created_at, name, phone, CAST(NULL AS TEXT) AS email, travel_date,
         travelers, itinerary_id, itinerary_name, handled_at
  FROM expert_requests
) AS inbox`;

interface Row {
  kind: InboxKind;
  id: string;
  created_at: string | Date;
  name: string;
  phone: string;
  email: string | null;
  travel_date: string;
  travelers: number | null;
  itinerary_id: string | null;
  itinerary_name: string | null;
  handled_at: string | Date | null;
}

const toItem = (row: Row): InboxItem => ({
  kind: row.kind,
  id: row.id,
  receivedAt: isoTimestamp(row.created_at),
  name: row.name,
  phone: row.phone,
  email: row.email,
  travelDate: row.travel_date,
  travelers: row.travelers === null ? null : Number(row.travelers),
  itineraryId: row.itinerary_id,
  itineraryName: row.itinerary_name,
  handledAt: row.handled_at === null ? null : isoTimestamp(row.handled_at),
});

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** WHERE clause and parameters for a search and a status. */
function filterOf({ q, status }: Omit<InboxQuery, 'page'>): { where: string; params: SqlValue[] } {
  const conditions: string[] = [];
  const params: SqlValue[] = [];
  const text = q.trim().toLowerCase();
  if (text) {
    params.push(likePattern(text));
    const n = `$${params.length}`;
    const matches = ['lower(name)', 'lower(email)', 'lower(itinerary_name)', 'travel_date', 'id'].map((column) => `${column} LIKE ${n} ESCAPE '\\'`);
    const digits = text.replace(/\D/g, '');
    // A search with digits in it ("98450 12345") also finds the phone however it was spaced.
    if (digits.length >= 3 && /^[\d\s+().-]+$/.test(text)) {
      params.push(likePattern(digits));
      matches.push(`${digitsOf('phone')} LIKE $${params.length} ESCAPE '\\'`);
    } else matches.push(`lower(phone) LIKE ${n} ESCAPE '\\'`);
    conditions.push(`(${matches.join(' OR ')})`);
  }
  if (status === 'open') conditions.push('handled_at IS NULL');
  if (status === 'handled') conditions.push('handled_at IS NOT NULL');
  return { where: conditions.length ? `WHERE ${conditions.join(' AND ')}` : '', params };
}

export function createInboxRepository(db: SqlClient): InboxRepository {
  return {
    async page(query) {
      const { where, params } = filterOf(query);
      const offset = (query.page - 1) * INBOX_PAGE_SIZE;
      const rows = await db.query<Row>(
        `SELECT * FROM ${ITEMS} ${where} ORDER BY created_at DESC, id DESC LIMIT ${INBOX_PAGE_SIZE + 1} OFFSET ${offset}`,
        params,
      );
      return { items: rows.slice(0, INBOX_PAGE_SIZE).map(toItem), hasMore: rows.length > INBOX_PAGE_SIZE };
    },
    async all(query) {
      const { where, params } = filterOf(query);
      return (await db.query<Row>(`SELECT * FROM ${ITEMS} ${where} ORDER BY created_at DESC, id DESC`, params)).map(toItem);
    },
    async counts() {
      const [row] = await db.query<{ open: number | string | null; handled: number | string | null }>(
        `SELECT SUM(CASE WHEN handled_at IS NULL THEN 1 ELSE 0 END) AS open, SUM(CASE WHEN handled_at IS NULL THEN 0 ELSE 1 END) AS handled FROM ${ITEMS}`,
      );
      return { open: Number(row?.open ?? 0), handled: Number(row?.handled ?? 0) };
    },
    async get(kind, id) {
      const [row] = await db.query<Row>(`SELECT * FROM ${ITEMS} WHERE kind = $1 AND id = $2`, [kind, id]);
      return row ? toItem(row) : null;
    },
    async setHandled(kind, id, at) {
      return (await db.execute(`UPDATE ${TABLE[kind]} SET handled_at = $1 WHERE id = $2`, [at?.toISOString() ?? null, id])) === 1;
    },
  };
}

/** Decorates `fastify.inbox`. */
export default fp(
  async (app: FastifyInstance) => {
    app.decorate('inbox', createInboxRepository(app.db));
  },
  { name: 'inbox-repository', dependencies: ['database'] },
);
