-- Passkeys for the console's staff and operators (issue 53): per person and per host (a site, or NULL for the
-- platform's own host), since a passkey is bound to the host name it was made on (its RP ID).
CREATE TABLE staff_passkeys (
  id bigserial PRIMARY KEY,
  credential_id text NOT NULL,
  staff_id bigint NOT NULL REFERENCES staff(id),
  site_id integer REFERENCES sites(id),
  -- The host name the passkey was made for: a site's later new canonical host leaves old passkeys unusable, not wrong.
  rp_id text NOT NULL,
  public_key bytea NOT NULL,
  counter bigint NOT NULL DEFAULT 0,
  transports text[] NOT NULL DEFAULT '{}',
  device_type text,
  backed_up boolean NOT NULL DEFAULT false,
  -- What the person's browser was when they added it ("Chrome on Windows"), so they can tell two apart.
  label text NOT NULL,
  created_at timestamptz NOT NULL,
  last_used_at timestamptz
);
CREATE UNIQUE INDEX staff_passkeys_credential_idx ON staff_passkeys (rp_id, credential_id);
CREATE INDEX staff_passkeys_staff_idx ON staff_passkeys (staff_id, site_id);

-- A WebAuthn challenge the server gave out, spent by the one answer that carries it (DELETE ... RETURNING), so an
-- answer cannot be replayed. Registration challenges belong to a session; sign-in ones to nobody yet.
CREATE TABLE staff_passkey_challenges (
  challenge text PRIMARY KEY,
  purpose text NOT NULL CHECK (purpose IN ('register', 'sign-in')),
  site_id integer REFERENCES sites(id),
  session_hash text,
  expires_at timestamptz NOT NULL
);

-- "Not now" to the passkey prompt after an e-mailed sign-in: asked once, never again.
ALTER TABLE staff ADD COLUMN passkey_prompt_dismissed_at timestamptz;
