-- The inbox at 100,000 leads a site (issue 53, `npm run bench:inbox`): each page within 100 ms of server time.
-- Unread counts (the tabs and the page title, on every inbox page) read only the unread leads, not every lead of the site.
CREATE INDEX leads_unread_idx ON leads (site_id, dealership_slug)
  WHERE first_read_at IS NULL AND deleted_at IS NULL AND (quarantine_reason IS NULL OR released_at IS NOT NULL);
-- A form or dealership few leads come from (parts, say, or a small yard) is read from its own index, newest first,
-- not found by walking every lead of the site.
CREATE INDEX leads_inbox_form_idx ON leads (site_id, form, created_at DESC, id DESC)
  WHERE deleted_at IS NULL AND (quarantine_reason IS NULL OR released_at IS NOT NULL);
CREATE INDEX leads_inbox_dealership_idx ON leads (site_id, dealership_slug, created_at DESC, id DESC)
  WHERE deleted_at IS NULL AND (quarantine_reason IS NULL OR released_at IS NOT NULL);

-- The inbox search ("contains", typed any case) on one column with a trigram index, instead of five expressions over
-- the payload read for every lead of the site: the name as the inbox shows it, the e-mail, the car's stock number, the
-- rego of the car serviced and of the trade-in. Lines apart, so no typed text matches across two of them.
-- pg_trgm is one of PostgreSQL's trusted extensions (the database's owner may create it) and PGlite's contrib.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
ALTER TABLE leads ADD COLUMN search_text text GENERATED ALWAYS AS (
  lower(name || ' ' || coalesce(last_name, '') || E'\n' || email || E'\n' || coalesce(payload->'car'->>'stocknum', '') || E'\n'
    || coalesce(payload->>'rego', '') || E'\n' || coalesce(payload->'tradeIn'->>'rego', ''))
) STORED;
CREATE INDEX leads_search_idx ON leads USING gin (search_text gin_trgm_ops);
-- A phone typed any way is matched on its last digits (LIKE '%412345678').
CREATE INDEX leads_phone_idx ON leads USING gin (phone gin_trgm_ops);
