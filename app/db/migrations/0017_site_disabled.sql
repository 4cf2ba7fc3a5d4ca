-- `npm run site -- disable SLUG` stops serving a site and keeps its data; `enable` clears the mark.
ALTER TABLE sites ADD COLUMN disabled_at timestamptz;
