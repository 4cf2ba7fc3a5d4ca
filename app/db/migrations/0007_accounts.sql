-- Shoppers who sign in (issue 14). An account belongs to one site: a shopper signed in on one
-- dealer's site is a stranger on another's, so every table here carries the site.
CREATE TABLE shoppers (
  id uuid PRIMARY KEY,
  site_id integer NOT NULL REFERENCES sites(id),
  -- E.164, an Australian mobile (+614xxxxxxxx): the identity the SMS code proves.
  phone text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_sign_in_at timestamptz,
  UNIQUE (site_id, phone)
);

-- One-time sign-in codes: only an HMAC of the code is kept; each has a lifetime, a number of
-- attempts and is spent once.
CREATE TABLE sign_in_codes (
  id uuid PRIMARY KEY,
  site_id integer NOT NULL REFERENCES sites(id),
  phone text NOT NULL,
  code_hash text NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  used_at timestamptz
);
CREATE INDEX sign_in_codes_phone_idx ON sign_in_codes (site_id, phone, created_at DESC);

-- Server-side sessions (React Router's session API over this table): the cookie holds only the id.
CREATE TABLE sessions (
  id text PRIMARY KEY,
  site_id integer NOT NULL REFERENCES sites(id),
  shopper_id uuid REFERENCES shoppers(id),
  data jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz
);
CREATE INDEX sessions_shopper_idx ON sessions (shopper_id) WHERE shopper_id IS NOT NULL;
CREATE INDEX sessions_expiry_idx ON sessions (expires_at);

-- Passkeys (WebAuthn credentials) a shopper added after signing in by SMS.
CREATE TABLE passkeys (
  credential_id text NOT NULL,
  site_id integer NOT NULL REFERENCES sites(id),
  shopper_id uuid NOT NULL REFERENCES shoppers(id),
  public_key bytea NOT NULL,
  counter bigint NOT NULL DEFAULT 0,
  transports text[] NOT NULL DEFAULT '{}',
  device_type text,
  backed_up boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz,
  PRIMARY KEY (site_id, credential_id)
);
CREATE INDEX passkeys_shopper_idx ON passkeys (shopper_id);

-- The watchlist: the price and status when saved, so the garage can mark what changed since.
CREATE TABLE watchlist (
  shopper_id uuid NOT NULL REFERENCES shoppers(id),
  site_id integer NOT NULL REFERENCES sites(id),
  car_id integer NOT NULL REFERENCES cars(id),
  saved_price integer NOT NULL,
  saved_status text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (shopper_id, car_id)
);

-- A valuation made while signed in belongs to the shopper's garage.
ALTER TABLE trade_in_valuations ADD COLUMN shopper_id uuid REFERENCES shoppers(id);
