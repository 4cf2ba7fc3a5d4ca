-- The first-party visitor id an event was sent with (set only where the site's settings allow it; null otherwise).
ALTER TABLE analytics_events ADD COLUMN visitor text;

-- Raw events rolled up per site, day, dealership and car (kept for years; raw events are purged after their
-- retention). `day` is the dealership's day: an event about a car counts on the date in its location's zone,
-- any other event on the date in the site's primary location's zone. dealership_id and car_id are null for
-- events about no car. Name '*' holds the day's distinct visitors over all events (per dealership too).
CREATE TABLE analytics_daily (
  site_id integer NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
  day date NOT NULL,
  dealership_id integer,
  car_id integer,
  name text NOT NULL,
  events integer NOT NULL,
  visitors integer NOT NULL
);
CREATE UNIQUE INDEX analytics_daily_key ON analytics_daily (site_id, day, coalesce(dealership_id, 0), coalesce(car_id, 0), name);

-- The last day each site's events are rolled up through; the rollup redoes from the day after it (and the day itself,
-- whose late events may still arrive) so a run after downtime catches up.
CREATE TABLE analytics_rollup_state (
  site_id integer PRIMARY KEY REFERENCES sites(id) ON DELETE CASCADE,
  rolled_through date NOT NULL
);
