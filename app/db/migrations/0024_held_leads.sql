-- A lead a spam check held (quarantine_reason set) waits for the dealer, who releases it (it then gets
-- its delivery jobs like any other lead) or deletes it (its shopper's details are erased; the row stays,
-- with its reason and day, so the per-day counts of what each rule held stay true). Issue 52.
ALTER TABLE leads ADD COLUMN released_at timestamptz;
ALTER TABLE leads ADD COLUMN deleted_at timestamptz;
CREATE INDEX leads_held_idx ON leads (site_id, created_at DESC) WHERE quarantine_reason IS NOT NULL;
