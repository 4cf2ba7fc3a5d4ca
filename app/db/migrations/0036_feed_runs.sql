-- Feed runs and scheduled pulls (issue 54, decision 048). Every import of a dealership's stock feed, whichever way it
-- came (the HTTP API, the command line, a scheduled pull, the console applying a held feed), is one row of feed_runs
-- with its report, so the console can list what each feed did. A held full feed keeps its raw rows, so a person can
-- apply it later without the dealer's system sending it again; they are dropped once it is applied.
CREATE TABLE feed_runs (
  id bigserial PRIMARY KEY,
  site_id integer NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
  dealership_id integer NOT NULL REFERENCES dealerships(id) ON DELETE CASCADE,
  source text NOT NULL CHECK (source IN ('api', 'cli', 'pull', 'console')),
  mode text NOT NULL CHECK (mode IN ('full', 'partial')),
  dry_run boolean NOT NULL DEFAULT false,
  status text NOT NULL CHECK (status IN ('running', 'applied', 'held', 'failed', 'dry_run')),
  started_at timestamptz NOT NULL,
  finished_at timestamptz,
  duration_ms integer,
  -- The import's report (ImportReport: counts, rejected rows, photo failures, cars not shown), or null while running.
  report jsonb,
  -- Why a run failed (an unreadable feed, an error), in words for the console.
  error text,
  -- Who, for a run a person started in the console (applying a held feed, Pull now).
  staff_id bigint REFERENCES staff(id) ON DELETE SET NULL,
  -- The raw rows of a held full feed (RawFeedRow[]), until it is applied.
  held_rows jsonb,
  -- The run a console apply came from (a held one).
  applies_run_id bigint REFERENCES feed_runs(id) ON DELETE SET NULL,
  applied_by_run_id bigint REFERENCES feed_runs(id) ON DELETE SET NULL
);
CREATE INDEX feed_runs_site_idx ON feed_runs (site_id, dealership_id, started_at DESC, id DESC);
CREATE INDEX feed_runs_started_idx ON feed_runs (site_id, started_at DESC, id DESC);

-- A dealership's scheduled pull: an HTTPS address fetched every interval_minutes, imported when it changed (ETag,
-- Last-Modified or the body's SHA-256). Credentials are kept encrypted (AES-256-GCM under a key derived from the
-- platform's secret, app/stock-feed/feed-secret.server.ts): the console shows whether one is set, never what it is.
CREATE TABLE feed_pulls (
  dealership_id integer PRIMARY KEY REFERENCES dealerships(id) ON DELETE CASCADE,
  site_id integer NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
  url text NOT NULL,
  mode text NOT NULL CHECK (mode IN ('full', 'partial')),
  format text NOT NULL CHECK (format IN ('csv', 'json')),
  interval_minutes integer NOT NULL CHECK (interval_minutes BETWEEN 5 AND 10080),
  enabled boolean NOT NULL DEFAULT true,
  -- none, basic (user name and password) or header (a header name and its token value).
  auth_kind text NOT NULL DEFAULT 'none' CHECK (auth_kind IN ('none', 'basic', 'header')),
  auth_user text,
  auth_header text,
  auth_secret text,
  etag text,
  last_modified text,
  content_sha256 text,
  last_checked_at timestamptz,
  -- changed (imported), unchanged, failed, busy (another import of the dealership was running)
  last_status text,
  last_message text,
  last_run_id bigint REFERENCES feed_runs(id) ON DELETE SET NULL,
  next_due_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX feed_pulls_due_idx ON feed_pulls (next_due_at) WHERE enabled;
