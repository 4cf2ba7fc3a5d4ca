-- The dealer's own home-page and vehicle-page blocks (issue 15; vehicle spec sections 2 and 3): the
-- Why Buy From Us reasons and the feature banner. Data per site, so a dealer console can edit them later.

-- Why Buy From Us ("3-year warranty standard, easy finance, servicing for 50+ years; 7-year or 5-year
-- warranties for new cars at two dealers"). A reason is site-wide (no dealership) or a dealership's
-- own, for every car or one car type; reasons on the same topic stand in for each other, the one that
-- fits a car most closely winning (app/domain/dealer-blocks/why-buy-reasons.ts).
CREATE UNIQUE INDEX IF NOT EXISTS dealerships_id_site_id_key ON dealerships (id, site_id);

CREATE TABLE why_buy_reasons (
  id serial PRIMARY KEY,
  site_id integer NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
  dealership_id integer,
  topic text NOT NULL CHECK (topic ~ '^[a-z][a-z0-9-]{0,39}$'),
  car_type text CHECK (car_type IN ('new', 'used', 'demo')),
  position integer NOT NULL,
  title text NOT NULL CHECK (length(title) BETWEEN 1 AND 80),
  detail text NOT NULL DEFAULT '' CHECK (length(detail) <= 200),
  FOREIGN KEY (dealership_id, site_id) REFERENCES dealerships (id, site_id) ON DELETE CASCADE
);
CREATE INDEX why_buy_reasons_site_idx ON why_buy_reasons (site_id, position);

-- The feature banner ("three links: latest offers, book a service, sell your car"; a Feature is a
-- title, description and image). Each links to a path of the same site, never another origin.
CREATE TABLE feature_banners (
  site_id integer NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
  position integer NOT NULL,
  title text NOT NULL CHECK (length(title) BETWEEN 1 AND 60),
  description text NOT NULL CHECK (length(description) BETWEEN 1 AND 160),
  -- An image key served by /img (app/images) and what the picture shows.
  image_src text NOT NULL,
  image_alt text NOT NULL DEFAULT '',
  href text NOT NULL CHECK (href LIKE '/%' AND href NOT LIKE '//%'),
  PRIMARY KEY (site_id, position)
);
