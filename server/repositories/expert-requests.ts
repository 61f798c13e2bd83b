import { randomUUID } from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { ExpertRequest } from '../../shared/schemas/expert-request.ts';
import { isoTimestamp, type SqlClient, type SqlExecutor } from '../db/sql-client.ts';
import { requestHash, storeOnce, type StoreOnceResult } from './store-once.ts';

export interface StoredExpertRequest extends ExpertRequest {
  id: string;
  createdAt: string;
}

/** Expert requests ('PLAN WITH AN EXPERT'), each stored once per idempotency key. `tx` runs the call inside a transaction. */
export interface ExpertRequestRepository {
  save(request: ExpertRequest, idempotencyKey: string | undefined, tx?: SqlExecutor): Promise<StoreOnceResult<StoredExpertRequest>>;
  list(tx?: SqlExecutor): Promise<StoredExpertRequest[]>;
}

declare module 'fastify' {
  interface FastifyInstance {
    expertRequests: ExpertRequestRepository;
  }
}

interface Row {
  id: string;
  request_hash: string;
  name: string;
  phone: string;
  travelers: number;
  travel_date: string;
  itinerary_id: string;
  itinerary_name: string;
  created_at: string | Date;
}

const fromRow = (row: Row): StoredExpertRequest => ({
  id: row.id,
  name: row.name,
  phone: row.phone,
  travelers: Number(row.travelers),
  travelDate: row.travel_date,
  itineraryId: row.itinerary_id,
  itineraryName: row.itinerary_name,
  createdAt: isoTimestamp(row.created_at),
});

const INSERT = `INSERT INTO expert_requests (id, idempotency_key, request_hash, name, phone, travelers, travel_date, itinerary_id, itinerary_name, created_at)
  VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) ON CONFLICT (idempotency_key) DO NOTHING RETURNING id`;
const BY_KEY = 'SELECT * FROM expert_requests WHERE idempotency_key = $1';
const ALL = 'SELECT * FROM expert_requests ORDER BY created_at, id';

export function createExpertRequestRepository(db: SqlClient): ExpertRequestRepository {
  return {
    async save(request, idempotencyKey, tx = db) {
      const id = randomUUID();
      const createdAt = new Date().toISOString();
      const { name, phone, travelers, travelDate, itineraryId, itineraryName } = request;
      const hash = requestHash([name, phone, travelers, travelDate, itineraryId, itineraryName]);
      return storeOnce<Row, StoredExpertRequest>(tx, {
        insert: INSERT,
        params: [id, idempotencyKey ?? null, hash, name, phone, travelers, travelDate, itineraryId, itineraryName, createdAt],
        byKey: BY_KEY,
        idempotencyKey,
        hash,
        created: { ...request, id, createdAt },
        fromRow,
      });
    },
    async list(tx = db) {
      return (await tx.query<Row>(ALL)).map(fromRow);
    },
  };
}

/** Decorates `fastify.expertRequests`. */
export default fp(
  async (app: FastifyInstance) => {
    app.decorate('expertRequests', createExpertRequestRepository(app.db));
  },
  { name: 'expert-requests-repository', dependencies: ['database'] },
);
