-- Issue 55: a dealer hides a review from its pages (spam, a review of another business, a customer's private details)
-- without deleting it: it stays, with who hid it and when, and can be shown again. Shopper pages read visible ones only.
ALTER TABLE reviews ADD COLUMN hidden_at timestamptz;
ALTER TABLE reviews ADD COLUMN hidden_by text;
CREATE INDEX reviews_site_date ON reviews (site_id, review_date DESC, id DESC);
