-- The first-party visitor id an event was sent with (set only where the site's settings allow it; null otherwise).
ALTER TABLE analytics_events ADD COLUMN visitor text;

-- Raw events rolled up per site and day (kept for years; raw events are purged after their retention). `day` is
-- the dealership's day: an event about a car counts on the date in its location's zone, any other event on the
-- date in the site's primary location's zone (decision 052).

-- Events per day, dealership and name; dealership_id is null for events about no car (search views, visits).
-- `source` is where a `visit` came from (its UTM source, else the referring host; '' for a direct visit and for
-- every other event).
CREATE TABLE analytics_daily (
  site_id integer NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
  day date NOT NULL,
  dealership_id integer,
  name text NOT NULL,
  source text NOT NULL DEFAULT '',
  events integer NOT NULL
);
CREATE UNIQUE INDEX analytics_daily_key ON analytics_daily (site_id, day, coalesce(dealership_id, 0), name, source);

-- Distinct visitor ids a day: over the whole site (dealership_id null) and over each dealership's cars.
CREATE TABLE analytics_daily_visitors (
  site_id integer NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
  day date NOT NULL,
  dealership_id integer,
  visitors integer NOT NULL
);
CREATE UNIQUE INDEX analytics_daily_visitors_key ON analytics_daily_visitors (site_id, day, coalesce(dealership_id, 0));

-- Events about each car a day, for the top cars and the cars looked at but not enquired about.
CREATE TABLE analytics_car_daily (
  site_id integer NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
  day date NOT NULL,
  car_id integer NOT NULL,
  dealership_id integer NOT NULL,
  name text NOT NULL,
  events integer NOT NULL,
  PRIMARY KEY (site_id, day, car_id, name)
);
-- Each car's vehicle views over the reports' periods less their last day (6, 29, 89 and 364 whole days through the day
-- the site's rollup last rolled through): a report over a year adds today's from analytics_car_daily instead of summing
-- a year of car-days (decision 052).
CREATE TABLE analytics_car_windows (
  site_id integer NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
  days integer NOT NULL,
  car_id integer NOT NULL,
  dealership_id integer NOT NULL,
  views integer NOT NULL,
  PRIMARY KEY (site_id, days, car_id)
);
CREATE INDEX analytics_car_windows_top ON analytics_car_windows (site_id, days, views DESC, car_id);

-- One car's days (what followed a price change).
CREATE INDEX analytics_car_daily_car_idx ON analytics_car_daily (site_id, car_id, day);

-- The cars report reads leads by car and price changes by time.
CREATE INDEX leads_car_idx ON leads (site_id, car_id, created_at) WHERE car_id IS NOT NULL;
CREATE INDEX car_history_site_at_idx ON car_history (site_id, at) WHERE price_before IS NOT NULL;

-- The last day each site's events are rolled up through. A run redoes from that day (late events may still have
-- arrived for it) to today, so a run after downtime catches up and a run twice changes nothing.
CREATE TABLE analytics_rollup_state (
  site_id integer PRIMARY KEY REFERENCES sites(id) ON DELETE CASCADE,
  rolled_through date NOT NULL,
  -- The last day analytics_car_windows end on (null: none yet).
  windows_through date
);
