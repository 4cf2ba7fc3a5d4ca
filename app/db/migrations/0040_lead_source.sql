-- Issue 56: where the shopper's visit came from, kept with the lead (first touch in the session, first-party only): the
-- host of the other site that sent them and the campaign's UTM parameters. Null when the lead came without them
-- (no JavaScript, a direct visit, an API client, a deposit or an order).
ALTER TABLE leads
  ADD COLUMN source_referrer text,
  ADD COLUMN utm_source text,
  ADD COLUMN utm_medium text,
  ADD COLUMN utm_campaign text,
  ADD COLUMN utm_term text,
  ADD COLUMN utm_content text;
