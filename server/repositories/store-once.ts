import { createHash } from 'node:crypto';
import type { SqlExecutor, SqlValue } from '../db/sql-client.ts';

/** The outcome of saving: a new row, the row an earlier try with the same key stored, or a key clash. */
export type StoreOnceResult<Stored> = { kind: 'created'; stored: Stored } | { kind: 'replayed'; stored: Stored } | { kind: 'key-conflict' };

/** A fingerprint of a request's fields: the same key with other fields is a different request. */
export const requestHash = (fields: readonly unknown[]) => createHash('sha256').update(JSON.stringify(fields)).digest('hex');

export interface StoreOnce<Row, Stored> {
  /** An INSERT … ON CONFLICT (idempotency_key) DO NOTHING RETURNING id. */
  insert: string;
  params: readonly SqlValue[];
  /** SELECT * of the row holding $1 as its idempotency key. */
  byKey: string;
  idempotencyKey: string | undefined;
  hash: string;
  created: Stored;
  fromRow(row: Row): Stored;
}

/**
 * Stores a row once per idempotency key: a retry with the same fields gets the first row back, the
 * same key with other fields is a conflict. On PostgreSQL a concurrent insert with the same key waits
 * for the first to commit, so two instances never both create.
 */
export async function storeOnce<Row extends { request_hash: string }, Stored>(tx: SqlExecutor, spec: StoreOnce<Row, Stored>): Promise<StoreOnceResult<Stored>> {
  const inserted = await tx.query(spec.insert, spec.params);
  if (inserted.length === 1) return { kind: 'created', stored: spec.created };
  const [existing] = await tx.query<Row>(spec.byKey, [spec.idempotencyKey!]);
  return existing!.request_hash === spec.hash ? { kind: 'replayed', stored: spec.fromRow(existing!) } : { kind: 'key-conflict' };
}
