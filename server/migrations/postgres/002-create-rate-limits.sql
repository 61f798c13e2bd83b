-- Enquiry rate limits shared by every instance: one row per route and client address.
CREATE TABLE rate_limits (
  key TEXT PRIMARY KEY,
  hits INTEGER NOT NULL,
  window_ends TIMESTAMPTZ NOT NULL
);
CREATE INDEX rate_limits_window_ends ON rate_limits (window_ends);
