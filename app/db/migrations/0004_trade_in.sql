-- The vehicle registry the trade-in valuation looks a car up in, by its plate and the state that
-- issued it. National, not a site's: the platform's own stand-in for a state registry lookup
-- (docs/trade-in-valuation.md); a real provider replaces the query behind the same interface.
CREATE TABLE vehicle_registry (
  state text NOT NULL,
  plate text NOT NULL,
  vin text,
  year integer NOT NULL,
  make text NOT NULL,
  model text NOT NULL,
  badge text,
  body text,
  colour text,
  PRIMARY KEY (state, plate)
);

-- A shopper's trade-in valuation on one site: the car found by its plate, the answers about it,
-- and the estimate (whole dollars) or why there is none. Its id is the shopper's handle on it (in
-- the page address and the browser's storage), so it is random, and every read also takes the site.
CREATE TABLE trade_in_valuations (
  id uuid PRIMARY KEY,
  site_id integer NOT NULL REFERENCES sites(id),
  -- The car the shopper is trading towards, when they came from one.
  car_id integer REFERENCES cars(id) ON DELETE SET NULL,
  state text NOT NULL,
  plate text NOT NULL,
  vehicle jsonb NOT NULL,
  answers jsonb,
  estimate_low integer,
  estimate_high integer,
  retail integer,
  adjustments jsonb,
  refusal text,
  valued_at timestamptz,
  expires_at timestamptz,
  offer_accepted boolean NOT NULL DEFAULT false,
  lead_id uuid REFERENCES leads(id),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX trade_in_valuations_site_idx ON trade_in_valuations (site_id, created_at DESC);
