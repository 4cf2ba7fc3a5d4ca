-- The home page's promotions slider and promotional popup (issue 15; discovery spec section 2
-- "Promotional popup", section 3 "Slide: id, name, description, url, hide_overlay", section 4 and
-- section 9 "Promotions slider 1920x540 px"). Data per site, so a dealer console can edit them
-- later. Dates are optional calendar days in the site's time zone: a slide or popup runs from
-- starts_on to the end of ends_on there; without them it runs until the dealer takes it down.

CREATE TABLE slides (
  id serial PRIMARY KEY,
  site_id integer NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
  position integer NOT NULL,
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 80),
  description text NOT NULL DEFAULT '' CHECK (length(description) <= 240),
  -- A path on the same site ('/special-offers'), never another origin.
  url text NOT NULL CHECK (url LIKE '/%' AND url NOT LIKE '//%'),
  button_label text NOT NULL DEFAULT 'Find out more' CHECK (length(button_label) BETWEEN 1 AND 40),
  -- The banner carries its own message: no name, description or button laid over it.
  hide_overlay boolean NOT NULL DEFAULT false,
  -- A 1920x540 banner served by /img, and its alt text (what the banner says, for a hidden overlay).
  image_src text NOT NULL,
  image_alt text NOT NULL DEFAULT '',
  starts_on date,
  ends_on date,
  UNIQUE (site_id, position),
  CHECK (starts_on IS NULL OR ends_on IS NULL OR ends_on >= starts_on)
);

-- Usually one popup a site; when several run at once the newest start wins.
CREATE TABLE popups (
  id serial PRIMARY KEY,
  site_id integer NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
  title text NOT NULL CHECK (length(title) BETWEEN 1 AND 100),
  description text NOT NULL DEFAULT '' CHECK (length(description) <= 500),
  image_src text,
  image_alt text NOT NULL DEFAULT '',
  button_label text NOT NULL CHECK (length(button_label) BETWEEN 1 AND 40),
  url text NOT NULL CHECK (url LIKE '/%' AND url NOT LIKE '//%'),
  starts_on date,
  ends_on date,
  CHECK (starts_on IS NULL OR ends_on IS NULL OR ends_on >= starts_on)
);
CREATE INDEX popups_site_idx ON popups (site_id);
