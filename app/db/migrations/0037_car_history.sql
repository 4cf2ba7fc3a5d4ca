-- A car's history (issue 54): every change of price or status, and the car's arrival, with who made it. One table
-- that every writer fills without remembering to: the trigger below writes it for the console, the feeds, the CLIs
-- and SQL typed into psql alike. A writer names itself for its transaction with
-- set_config('app.stock_change', '{"source":..,"staffId":..,"actor":..,"feedRunId":..,"at":..}', true)
-- (app/stock/car-history-queries.server.ts: tagStockChange); an untagged change is recorded as source 'database'.
-- The console's car history and the shoppers' watchlist both read it (decision 049).
CREATE TABLE car_history (
  id bigserial PRIMARY KEY,
  site_id integer NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
  car_id integer NOT NULL REFERENCES cars(id) ON DELETE CASCADE,
  at timestamptz NOT NULL,
  -- NULL before: the car's arrival (an insert).
  price_before integer,
  price_after integer NOT NULL,
  status_before text,
  status_after text NOT NULL,
  -- console, feed, cli, reservation, demo, database (untagged)
  source text NOT NULL,
  staff_id bigint REFERENCES staff(id),
  -- What to show for who made it: the person's e-mail, the command, the feed's dealership and mode.
  actor text,
  -- The feed run that made it, when a feed did (the runs' table is the feed pages'; no foreign key to keep them apart).
  feed_run_id bigint
);
CREATE INDEX car_history_car_idx ON car_history (car_id, at, id);

-- A car arrives when it was listed (created_at); a change happens at the writer's time (the tag's), else now().
-- The body keeps each statement's semicolon on the line of the next statement: the migration runner splits files on a
-- semicolon that ends a line (app/db/migrate.server.ts).
CREATE FUNCTION record_car_history() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE tag jsonb := NULLIF(current_setting('app.stock_change', true), '')::jsonb; BEGIN
  IF TG_OP = 'UPDATE' AND NEW.price IS NOT DISTINCT FROM OLD.price AND NEW.status IS NOT DISTINCT FROM OLD.status THEN RETURN NULL; END IF; INSERT INTO car_history (site_id, car_id, at, price_before, price_after, status_before, status_after, source, staff_id, actor, feed_run_id)
  VALUES (NEW.site_id, NEW.id,
    CASE WHEN TG_OP = 'INSERT' THEN NEW.created_at ELSE COALESCE((tag->>'at')::timestamptz, now()) END,
    CASE WHEN TG_OP = 'UPDATE' THEN OLD.price END, NEW.price,
    CASE WHEN TG_OP = 'UPDATE' THEN OLD.status END, NEW.status,
    COALESCE(tag->>'source', 'database'), (tag->>'staffId')::bigint, tag->>'actor', (tag->>'feedRunId')::bigint); RETURN NULL; END
$$;

CREATE TRIGGER cars_history AFTER INSERT OR UPDATE OF price, status ON cars FOR EACH ROW EXECUTE FUNCTION record_car_history();
