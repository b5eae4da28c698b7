-- Abuse limits shared by every instance (registration, password-reset and one-time-code requests, licence
-- activation): one row per limit and key (a client network or a target address or user) holding the times of
-- the requests let through in the current window, newest last, at most the limit's count.

CREATE TABLE rate_limit_hits (
  bucket text NOT NULL,
  key text NOT NULL,
  hit_times timestamptz[] NOT NULL,
  -- Whether the last counted request was let through (read back by the statement that counted it).
  last_allowed boolean NOT NULL,
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (bucket, key)
);
CREATE INDEX rate_limit_hits_updated_at_idx ON rate_limit_hits (updated_at);
