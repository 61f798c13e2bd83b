-- The agency's inbox: expert requests ('PLAN WITH AN EXPERT'), "handled" marks, and the notification
-- outbox (rows written in the same transaction as the enquiry or expert request they announce).

CREATE TABLE expert_requests (
  id TEXT PRIMARY KEY,
  idempotency_key TEXT UNIQUE,
  request_hash TEXT NOT NULL,
  name TEXT NOT NULL,
  phone TEXT NOT NULL,
  travelers INTEGER NOT NULL,
  travel_date TEXT NOT NULL,
  itinerary_id TEXT NOT NULL,
  itinerary_name TEXT NOT NULL,
  created_at TIMESTAMPTZ NOT NULL,
  handled_at TIMESTAMPTZ
);
CREATE INDEX expert_requests_created_at ON expert_requests (created_at);

ALTER TABLE enquiries ADD COLUMN handled_at TIMESTAMPTZ;

-- state: pending -> delivered | failed (server/notifications/notification-state.ts).
-- lease_until: a delivery loop owns the row until then; after a crash the lease runs out and the
-- row is tried again. Several instances claim rows with FOR UPDATE SKIP LOCKED.
CREATE TABLE notifications (
  id TEXT PRIMARY KEY,
  item_kind TEXT NOT NULL CHECK (item_kind IN ('enquiry', 'expert-request')),
  item_id TEXT NOT NULL,
  channel TEXT NOT NULL CHECK (channel IN ('email', 'webhook')),
  state TEXT NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'delivered', 'failed')),
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at TIMESTAMPTZ NOT NULL,
  lease_until TIMESTAMPTZ,
  last_error TEXT,
  created_at TIMESTAMPTZ NOT NULL,
  delivered_at TIMESTAMPTZ,
  UNIQUE (item_kind, item_id, channel)
);
CREATE INDEX notifications_due ON notifications (state, next_attempt_at);
