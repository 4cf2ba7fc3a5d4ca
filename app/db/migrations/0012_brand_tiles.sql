-- The brand grid (issue 15, discovery spec section 2, "Brand grid (one dealer group)"): the group's
-- tiles by tab, each linking to the brand's overview page, an external site or a group page. Data
-- per site, so a dealer console can edit it later; the logo comes from the make's logo key.
CREATE TABLE brand_tiles (
  site_id integer NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
  tab text NOT NULL CHECK (tab IN ('Car', 'Motorcycle', 'Truck', 'Our Brands')),
  position integer NOT NULL,
  name text NOT NULL,
  logo_key text,
  href text NOT NULL,
  PRIMARY KEY (site_id, tab, position)
);
