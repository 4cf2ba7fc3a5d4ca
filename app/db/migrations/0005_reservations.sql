-- A shopper's reservation of a car with a deposit (issue 13). Money in whole cents. The partial
-- unique index is the rule "one hold per car": of shoppers racing for a car, exactly one insert
-- succeeds, whatever the number of server processes.
CREATE TABLE reservations (
  id uuid PRIMARY KEY,
  site_id integer NOT NULL REFERENCES sites(id),
  car_id integer NOT NULL REFERENCES cars(id),
  status text NOT NULL CHECK (status IN ('pending', 'held', 'confirmed', 'failed', 'expired', 'cancelled')),
  amount_cents integer NOT NULL CHECK (amount_cents > 0),
  currency text NOT NULL DEFAULT 'AUD',
  provider text NOT NULL,
  provider_payment_id text,
  decline_message text,
  name text NOT NULL,
  last_name text,
  email text NOT NULL,
  phone text NOT NULL,
  lead_id uuid REFERENCES leads(id),
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz,
  confirmed_at timestamptz,
  released_at timestamptz,
  refund_id text,
  refunded_at timestamptz
);
CREATE UNIQUE INDEX reservations_one_hold_per_car ON reservations (car_id) WHERE status IN ('pending', 'held', 'confirmed');
CREATE INDEX reservations_site_idx ON reservations (site_id, created_at DESC);
CREATE INDEX reservations_lapse_idx ON reservations (expires_at) WHERE status = 'held';

-- Every payment state change the provider reported, once: a webhook delivered twice finds its
-- (provider, event id) here and changes nothing the second time.
CREATE TABLE payment_events (
  provider text NOT NULL,
  event_id text NOT NULL,
  reservation_id uuid REFERENCES reservations(id),
  type text NOT NULL,
  payload jsonb NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (provider, event_id)
);
