-- Issue 56: the weekly summary e-mail, which each owner or manager chooses for themself on a site (Your account).
ALTER TABLE staff_memberships ADD COLUMN weekly_summary boolean NOT NULL DEFAULT false;

-- One row for each summary sent: a person's week is claimed (INSERT ... ON CONFLICT DO NOTHING) before it is sent, so
-- several processes, or a restart in the middle of a run, send it once. week_start is the week's Monday, the site's.
CREATE TABLE weekly_summaries_sent (
  site_id integer NOT NULL REFERENCES sites(id),
  staff_id bigint NOT NULL REFERENCES staff(id),
  week_start date NOT NULL,
  sent_at timestamptz NOT NULL,
  PRIMARY KEY (site_id, staff_id, week_start)
);
