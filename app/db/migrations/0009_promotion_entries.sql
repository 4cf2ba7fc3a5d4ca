-- Spin-to-win (issue 14): one entry per signed-in shopper per promotion, the prize drawn on the
-- server when the entry is made. The primary key is the "one entry" rule.
CREATE TABLE promotion_entries (
  site_id integer NOT NULL REFERENCES sites(id),
  promotion text NOT NULL,
  shopper_id uuid NOT NULL REFERENCES shoppers(id),
  prize text NOT NULL,
  claim_code text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (site_id, promotion, shopper_id)
);
