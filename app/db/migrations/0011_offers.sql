-- Special offers (issue 15; discovery spec sections 2, 3, 7 and 9, vehicle spec section 3): the
-- dealer's own deals, per site, each made by one of the site's dealerships. Dates are calendar days
-- in the dealership's time zone: an offer runs from starts_on to the end of ends_on there.

-- The composite key lets an offer name its dealership and site together, so an offer can only
-- belong to a dealership of its own site (IF NOT EXISTS: another feature may want the same key).
CREATE UNIQUE INDEX IF NOT EXISTS dealerships_id_site_id_key ON dealerships (id, site_id);

CREATE TABLE offers (
  id serial PRIMARY KEY,
  site_id integer NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
  dealership_id integer NOT NULL,
  -- The manufacturer as the site's stock names it ('Toyota', 'Isuzu UTE'); null for an offer on any make.
  make text,
  model text,
  -- A simple body as the stock search files it (ute, suv, cabChassis, caravan ...).
  body text,
  categories text[] NOT NULL,
  title text NOT NULL CHECK (length(title) BETWEEN 1 AND 120),
  summary text NOT NULL CHECK (length(summary) BETWEEN 1 AND 300),
  -- Short Markdown, rendered without any HTML it may contain.
  description text NOT NULL DEFAULT '' CHECK (length(description) <= 5000),
  -- Whole dollars. price_type says what the price is: drive away, a starting price, or before on-road costs.
  price integer CHECK (price > 0),
  price_type text NOT NULL DEFAULT 'drive_away' CHECK (price_type IN ('drive_away', 'from', 'plus_orc')),
  saving integer CHECK (saving > 0),
  -- An image key served by /img (demo artwork or a make's logo) and its alt text.
  image_src text,
  image_alt text NOT NULL DEFAULT '',
  disclaimer text NOT NULL DEFAULT '' CHECK (length(disclaimer) <= 3000),
  starts_on date NOT NULL,
  ends_on date NOT NULL,
  cta_label text,
  -- A path on the same site ('/search/new-cars'), never another origin.
  cta_href text CHECK (cta_href IS NULL OR (cta_href LIKE '/%' AND cta_href NOT LIKE '//%')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  FOREIGN KEY (dealership_id, site_id) REFERENCES dealerships (id, site_id) ON DELETE CASCADE,
  CHECK (ends_on >= starts_on),
  CHECK (cardinality(categories) >= 1),
  CHECK (categories <@ ARRAY['new', 'used', 'demo', 'service', 'finance', 'parts', 'accessories', 'fleet']::text[]),
  CHECK ((cta_label IS NULL) = (cta_href IS NULL))
);
CREATE INDEX offers_site_ends_idx ON offers (site_id, ends_on);
