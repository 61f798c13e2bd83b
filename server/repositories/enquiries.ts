import { randomUUID } from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { Enquiry } from '../../shared/schemas/enquiry.ts';
import { isoTimestamp, type SqlClient, type SqlExecutor } from '../db/sql-client.ts';
import { requestHash, storeOnce } from './store-once.ts';

export interface StoredEnquiry extends Enquiry {
  id: string;
  createdAt: string;
}

/** The outcome of saving: a new row, the row an earlier try with the same key stored, or a key clash. */
export type SaveResult =
  | { kind: 'created'; enquiry: StoredEnquiry }
  | { kind: 'replayed'; enquiry: StoredEnquiry }
  | { kind: 'key-conflict' };

/** Enquiries, each stored exactly once per idempotency key. `tx` runs the call inside a transaction. */
export interface EnquiryRepository {
  save(enquiry: Enquiry, idempotencyKey: string | undefined, tx?: SqlExecutor): Promise<SaveResult>;
  list(tx?: SqlExecutor): Promise<StoredEnquiry[]>;
}

declare module 'fastify' {
  interface FastifyInstance {
    enquiries: EnquiryRepository;
  }
}

interface Row {
  id: string;
  request_hash: string;
  name: string;
  travel_date: string;
  contact: string;
  email: string;
  created_at: string | Date;
}

const toEnquiry = (row: Row): StoredEnquiry => ({
  id: row.id,
  name: row.name,
  date: row.travel_date,
  contact: row.contact,
  email: row.email,
  createdAt: isoTimestamp(row.created_at),
});

const hashOf = (enquiry: Enquiry) => requestHash([enquiry.name, enquiry.date, enquiry.contact, enquiry.email]);

// The same SQL serves both engines (placeholders, ON CONFLICT and RETURNING are common to them).
const INSERT = `INSERT INTO enquiries (id, idempotency_key, request_hash, name, travel_date, contact, email, created_at)
  VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (idempotency_key) DO NOTHING RETURNING id`;
const BY_KEY = 'SELECT * FROM enquiries WHERE idempotency_key = $1';
const ALL = 'SELECT * FROM enquiries ORDER BY created_at, id';

export function createEnquiryRepository(db: SqlClient): EnquiryRepository {
  return {
    async save(enquiry, idempotencyKey, tx = db) {
      const id = randomUUID();
      const hash = hashOf(enquiry);
      const createdAt = new Date().toISOString();
      const result = await storeOnce<Row, StoredEnquiry>(tx, {
        insert: INSERT,
        params: [id, idempotencyKey ?? null, hash, enquiry.name, enquiry.date, enquiry.contact, enquiry.email, createdAt],
        byKey: BY_KEY,
        idempotencyKey,
        hash,
        created: { ...enquiry, id, createdAt },
        fromRow: toEnquiry,
      });
      return result.kind === 'key-conflict' ? result : { kind: result.kind, enquiry: result.stored };
    },
    async list(tx = db) {
      return (await tx.query<Row>(ALL)).map(toEnquiry);
    },
  };
}

/** Decorates `fastify.enquiries`. */
export default fp(
  async (app: FastifyInstance) => {
    app.decorate('enquiries', createEnquiryRepository(app.db));
  },
  { name: 'enquiries-repository', dependencies: ['database'] },
);
