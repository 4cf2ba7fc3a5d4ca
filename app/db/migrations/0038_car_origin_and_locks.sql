-- Issue 54: feed and console share a car without undoing each other (decision 050). Each car knows where it came from:
-- 'feed' (every writer before the console, the default, so a full feed may still mark them sold as it always has),
-- 'console' (added by a person: a full feed never marks it sold) or 'seed' (the demo seeder). locked_fields names the
-- feed fields (docs/feeds/README.md's names, like price and status) a person changed in the console: the feed's value
-- for those is ignored until someone unlocks them in the car's editor (app/stock-feed/car-locks.ts).
ALTER TABLE cars ADD COLUMN origin text NOT NULL DEFAULT 'feed' CHECK (origin IN ('feed', 'console', 'seed'));
ALTER TABLE cars ADD COLUMN locked_fields text[] NOT NULL DEFAULT '{}';
