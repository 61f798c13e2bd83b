-- Every enquiry a traveller sends; idempotency_key makes a retried POST store it once.
CREATE TABLE enquiries (
  id TEXT PRIMARY KEY,
  idempotency_key TEXT UNIQUE,
  request_hash TEXT NOT NULL,
  name TEXT NOT NULL,
  travel_date TEXT NOT NULL,
  contact TEXT NOT NULL,
  email TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX enquiries_created_at ON enquiries (created_at);
