-- Site content (issue 15): what a dealer writes for its own site is data per site, so a dealer
-- console can edit it later without a release. Long text is Markdown, rendered through a sanitiser
-- (docs/decisions/013-site-content-as-data.md); no column holds HTML.

-- Pages such as /about-us, /privacy-policy and /pages/{slug}; the route names the slug.
CREATE TABLE content_pages (
  id serial PRIMARY KEY,
  site_id integer NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
  slug text NOT NULL CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  title text NOT NULL CHECK (title <> ''),
  meta_description text NOT NULL CHECK (meta_description <> ''),
  body_markdown text NOT NULL,
  published boolean NOT NULL DEFAULT true,
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (site_id, slug)
);

-- A post with no published_at is a draft; one dated in the future appears when that time comes.
CREATE TABLE blog_posts (
  id serial PRIMARY KEY,
  site_id integer NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
  slug text NOT NULL CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  title text NOT NULL CHECK (title <> ''),
  summary text NOT NULL CHECK (summary <> ''),
  body_markdown text NOT NULL,
  -- An image key served by /img (app/images); a picture must say what it shows.
  hero_image_src text,
  hero_image_alt text NOT NULL DEFAULT '',
  author text NOT NULL,
  published_at timestamptz,
  tags text[] NOT NULL DEFAULT '{}',
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (site_id, slug),
  CHECK (hero_image_src IS NULL OR hero_image_alt <> '')
);

-- The blog list reads a site's published posts newest first.
CREATE INDEX blog_posts_site_published ON blog_posts (site_id, published_at DESC);

-- Questions and answers shown together, such as the trade-in page's (faq_group 'trade-in'), in position order.
CREATE TABLE faq_entries (
  id serial PRIMARY KEY,
  site_id integer NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
  faq_group text NOT NULL CHECK (faq_group ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  question text NOT NULL CHECK (question <> ''),
  answer_markdown text NOT NULL,
  position integer NOT NULL,
  UNIQUE (site_id, faq_group, position)
);
