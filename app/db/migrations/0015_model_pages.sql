-- Model pages and service links (issue 15; vehicle spec section 2, "Model page", and section 3,
-- "Model" and "Service link entry"). Both are data per site, so a dealer console can edit them later.

-- /models/{slug}: one page per model a dealer sells new, with its own words and picture. The
-- header's Vehicles dropdown and the footer's Vehicles group list them in `position` order.
CREATE TABLE model_pages (
  id serial PRIMARY KEY,
  site_id integer NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
  slug text NOT NULL CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  -- The make and model as the stock search names them, so the page can count and link to its stock.
  make text NOT NULL CHECK (make <> ''),
  model text NOT NULL CHECK (model <> ''),
  -- The model's name as the dealer writes it ('Isuzu D-MAX'), and the spec's short_description.
  name text NOT NULL CHECK (name <> ''),
  short_description text NOT NULL CHECK (short_description <> ''),
  body_markdown text NOT NULL,
  -- An image key served by /img (app/images); a picture must say what it shows.
  hero_image_src text,
  hero_image_alt text NOT NULL DEFAULT '',
  -- 'From $47,990' as a number the page formats; a text wins when a dealer words it their own way.
  price_from integer CHECK (price_from > 0),
  price_from_text text,
  position integer NOT NULL DEFAULT 0,
  published boolean NOT NULL DEFAULT true,
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (site_id, slug)
);

-- Service booking links per make for a dealer group (vehicle spec section 3: name, make, url):
-- the header's Service dropdown lists them, usually to each manufacturer's booking page.
CREATE TABLE service_links (
  site_id integer NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
  position integer NOT NULL,
  name text NOT NULL CHECK (name <> ''),
  make text NOT NULL CHECK (make <> ''),
  url text NOT NULL CHECK (url ~ '^(https?://|/)'),
  PRIMARY KEY (site_id, position)
);
