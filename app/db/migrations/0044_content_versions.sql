-- The console's content editor (issue 55). The live tables (offers, slides, popups) stay what shopper pages read and
-- hold only the published version of each item; every version saved in the console, draft or published, is kept
-- here with who saved it and when, so a draft never reaches a shopper, and any version can be diffed and restored.

CREATE TABLE content_items (
  id serial PRIMARY KEY,
  site_id integer NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('offer', 'slide', 'popup')),
  -- The item's row in its kind's live table while it is published; null while it is a draft the site does not show.
  live_id integer,
  published_version integer,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (site_id, kind, live_id),
  CHECK ((live_id IS NULL) = (published_version IS NULL))
);

CREATE TABLE content_versions (
  item_id integer NOT NULL REFERENCES content_items(id) ON DELETE CASCADE,
  version integer NOT NULL CHECK (version > 0),
  -- The item's fields as the console's form reads them (app/domain/content/promotion-forms.ts).
  data jsonb NOT NULL,
  saved_by text NOT NULL,
  saved_at timestamptz NOT NULL,
  note text NOT NULL DEFAULT '',
  PRIMARY KEY (item_id, version)
);

-- The site's image library for its content: images uploaded in the console, stored through the stock photos' file
-- store under their bytes' hash (served by /img); the library also lists the images the site's content already uses.
CREATE TABLE content_images (
  site_id integer NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
  src text NOT NULL,
  name text NOT NULL DEFAULT '',
  uploaded_by text NOT NULL,
  uploaded_at timestamptz NOT NULL,
  PRIMARY KEY (site_id, src)
);
