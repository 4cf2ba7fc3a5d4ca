-- Leads are the dealer's business record: they keep a snapshot of the car, dealership and
-- location they were about, with no foreign keys to stock, so re-seeding or deleting stock never
-- deletes or blocks a lead.
CREATE TABLE leads (
  id uuid PRIMARY KEY,
  site_id integer NOT NULL REFERENCES sites(id),
  form text NOT NULL,
  category text NOT NULL,
  subcategory text,
  event_id integer,
  name text NOT NULL,
  last_name text,
  email text NOT NULL,
  phone text,
  postcode text,
  message text,
  dealership_slug text,
  location_id integer,
  car_id integer,
  payload jsonb NOT NULL,
  -- Set when the spam checks (honeypot, fill time) caught it: kept, never delivered.
  quarantine_reason text,
  client_ip text,
  user_agent text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX leads_site_created_idx ON leads (site_id, created_at DESC);

-- The outbox: one row per lead and delivery target, written in the lead's transaction.
CREATE TABLE lead_deliveries (
  id bigserial PRIMARY KEY,
  lead_id uuid NOT NULL REFERENCES leads(id),
  site_id integer NOT NULL REFERENCES sites(id),
  channel text NOT NULL CHECK (channel IN ('email', 'webhook')),
  target jsonb NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'delivered', 'dead')),
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  last_error text,
  delivered_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX lead_deliveries_due_idx ON lead_deliveries (next_attempt_at) WHERE status = 'pending';
CREATE INDEX lead_deliveries_lead_idx ON lead_deliveries (lead_id);

CREATE TABLE idempotency_keys (
  site_id integer NOT NULL REFERENCES sites(id),
  key text NOT NULL,
  request_hash text NOT NULL,
  status text NOT NULL CHECK (status IN ('running', 'done')),
  response_status integer,
  response_body jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (site_id, key)
);

-- Solved captcha challenges, so a solution cannot be used twice before it expires.
CREATE TABLE captcha_spent (
  signature text PRIMARY KEY,
  expires_at timestamptz NOT NULL
);

CREATE TABLE analytics_events (
  id bigserial PRIMARY KEY,
  site_id integer NOT NULL REFERENCES sites(id),
  event_id integer,
  name text NOT NULL,
  car_id integer,
  page text,
  data jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX analytics_events_site_idx ON analytics_events (site_id, created_at DESC);
