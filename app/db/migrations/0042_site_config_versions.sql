-- Issue 55: the database holds each site's configuration, every saved version kept (decision 053). The JSON files in
-- SITES_DIR are the demo's seed and an import: a file is read in as a new version when it is new or has changed since
-- it was last read in (file_sha), so a console edit is never overwritten by a file that did not change.
CREATE TABLE site_config_versions (
  site_id integer NOT NULL REFERENCES sites(id),
  version integer NOT NULL,
  -- What a file would say (before the schema's defaults): a newer release's defaults apply to an older version.
  config jsonb NOT NULL,
  source text NOT NULL CHECK (source IN ('file', 'import', 'console', 'restore')),
  -- For 'file': the SHA-256 of the file's JSON as read.
  file_sha text,
  -- Who saved it: a person in the console, or a tool by name.
  staff_id bigint REFERENCES staff(id),
  actor text NOT NULL,
  -- What was saved, in the saver's words (or the console's: "Days in stock line 45 days").
  note text,
  -- For 'restore': the version it brought back.
  restored_from integer,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (site_id, version)
);
