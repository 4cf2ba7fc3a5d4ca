-- Rate limits shared by every server process (docs/decisions/008-rate-limits.md): one row per
-- bucket (endpoint kind), site, client and fixed window, counted with one upsert per request. A
-- sliding window is estimated from the current and the previous window's counts. The client is a
-- keyed hash of the address, never the address itself. Counters are disposable, so the table is
-- UNLOGGED: no WAL per request, and a crash only resets the counts.
CREATE UNLOGGED TABLE rate_limit_windows (
  bucket text NOT NULL,
  site_id integer NOT NULL,
  client text NOT NULL,
  window_start timestamptz NOT NULL,
  hits integer NOT NULL,
  PRIMARY KEY (bucket, site_id, client, window_start)
);
CREATE INDEX rate_limit_windows_start_idx ON rate_limit_windows (window_start);

-- Who has already been counted for a car's view today: a keyed hash (HMAC under the server secret)
-- of the address, user agent, car and day, never the address itself. Purged once the day is over.
CREATE TABLE car_view_visitors (
  visitor text PRIMARY KEY,
  day date NOT NULL
);
CREATE INDEX car_view_visitors_day_idx ON car_view_visitors (day);

-- Raw analytics events expire after ANALYTICS_RETENTION_DAYS; the purge scans by time across sites.
CREATE INDEX analytics_events_created_idx ON analytics_events (created_at);
