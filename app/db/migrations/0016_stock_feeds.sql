-- Stock feeds over HTTP (issue 17): one current API key per dealership. Only a SHA-256 of the
-- key's secret is stored, so a copy of the database does not let anyone post stock. key_id is
-- the public half of the key: it finds the row, then the secret's hash is compared in constant time.
CREATE TABLE dealership_feed_keys (
  dealership_id integer PRIMARY KEY REFERENCES dealerships(id) ON DELETE CASCADE,
  site_id integer NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
  key_id text NOT NULL UNIQUE,
  secret_sha256 bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX dealership_feed_keys_site_idx ON dealership_feed_keys (site_id);

-- Photos a feed names (a URL or a file path) and the /img key each was stored under, per site, so a
-- re-import does not fetch an unchanged photo again.
CREATE TABLE stock_feed_photos (
  site_id integer NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
  source text NOT NULL,
  src text NOT NULL,
  fetched_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (site_id, source)
);

-- The feed's own name for each photo of an imported car, so the next import can tell whether the
-- car's photos changed (null for photos that did not come from a feed, like the demo's artwork).
ALTER TABLE car_images ADD COLUMN source text;
