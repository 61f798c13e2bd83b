import { createHash, randomUUID } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import type { Enquiry } from '../../shared/schemas/enquiry.ts';

export interface StoredEnquiry extends Enquiry {
  id: string;
  createdAt: string;
}

/** The outcome of saving: a new row, the row an earlier try with the same key stored, or a key clash. */
export type SaveResult =
  | { kind: 'created'; enquiry: StoredEnquiry }
  | { kind: 'replayed'; enquiry: StoredEnquiry }
  | { kind: 'key-conflict' };

interface Row {
  id: string;
  request_hash: string;
  name: string;
  travel_date: string;
  contact: string;
  email: string;
  created_at: string;
}

function toEnquiry(row: Row): StoredEnquiry {
  return { id: row.id, name: row.name, date: row.travel_date, contact: row.contact, email: row.email, createdAt: row.created_at };
}

function hashOf(enquiry: Enquiry): string {
  return createHash('sha256').update(JSON.stringify([enquiry.name, enquiry.date, enquiry.contact, enquiry.email])).digest('hex');
}

/** Enquiries in the embedded database; each is stored exactly once per idempotency key. */
export function createEnquiryRepository(db: DatabaseSync) {
  const insert = db.prepare(
    `INSERT INTO enquiries (id, idempotency_key, request_hash, name, travel_date, contact, email, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (idempotency_key) DO NOTHING`,
  );
  const byKey = db.prepare('SELECT * FROM enquiries WHERE idempotency_key = ?');
  const all = db.prepare('SELECT * FROM enquiries ORDER BY created_at, id');

  return {
    save(enquiry: Enquiry, idempotencyKey: string | undefined, now = new Date()): SaveResult {
      const id = randomUUID();
      const hash = hashOf(enquiry);
      const createdAt = now.toISOString();
      const { changes } = insert.run(id, idempotencyKey ?? null, hash, enquiry.name, enquiry.date, enquiry.contact, enquiry.email, createdAt);
      if (changes === 1) return { kind: 'created', enquiry: { ...enquiry, id, createdAt } };
      const existing = byKey.get(idempotencyKey!) as unknown as Row;
      return existing.request_hash === hash ? { kind: 'replayed', enquiry: toEnquiry(existing) } : { kind: 'key-conflict' };
    },
    list(): StoredEnquiry[] {
      return (all.all() as unknown as Row[]).map(toEnquiry);
    },
  };
}
export type EnquiryRepository = ReturnType<typeof createEnquiryRepository>;
