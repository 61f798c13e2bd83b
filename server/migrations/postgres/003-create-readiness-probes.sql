-- GET /api/ready writes here: a database that cannot take this write cannot take an enquiry either.
CREATE TABLE readiness_probes (
  instance TEXT PRIMARY KEY,
  checked_at TIMESTAMPTZ NOT NULL
);
