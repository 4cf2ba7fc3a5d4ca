-- The dealer console (issue 53): staff who sign in by e-mail, a membership with a role per site, sessions of their
-- own (never the shoppers' table or cookie), an audit of every write, and the lead's working state.
CREATE TABLE staff (
  id bigserial PRIMARY KEY,
  -- Kept lower-case: the address is the person.
  email text NOT NULL UNIQUE,
  name text NOT NULL,
  -- The platform's own people, whose console is on the platform's host.
  operator boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE staff_memberships (
  site_id integer NOT NULL REFERENCES sites(id),
  staff_id bigint NOT NULL REFERENCES staff(id),
  role text NOT NULL CHECK (role IN ('owner', 'manager', 'sales', 'marketing')),
  -- A salesperson limited to some of the site's dealerships; NULL: all of them.
  dealership_slugs text[],
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (site_id, staff_id)
);
CREATE INDEX staff_memberships_staff_idx ON staff_memberships (staff_id);

-- A sign-in link and its code, sent together: only their HMACs are stored. site_id NULL: the platform's host.
CREATE TABLE staff_sign_in_tokens (
  token_hash text PRIMARY KEY,
  code_hash text NOT NULL,
  staff_id bigint NOT NULL REFERENCES staff(id),
  site_id integer REFERENCES sites(id),
  attempts integer NOT NULL DEFAULT 0,
  -- Where the link leads after sign-in (a console path).
  redirect_to text NOT NULL DEFAULT '/dealer',
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX staff_sign_in_tokens_staff_idx ON staff_sign_in_tokens (staff_id, created_at DESC);

-- The cookie holds a random id; the row holds its SHA-256, so a copy of the table signs nobody in.
CREATE TABLE staff_sessions (
  id_hash text PRIMARY KEY,
  staff_id bigint NOT NULL REFERENCES staff(id),
  site_id integer REFERENCES sites(id),
  created_at timestamptz NOT NULL,
  last_seen_at timestamptz NOT NULL,
  -- The absolute end; idle expiry is last_seen_at plus the idle limit.
  expires_at timestamptz NOT NULL,
  -- The last time the person proved it was them (sign-in or re-confirmation), for the sensitive actions.
  confirmed_at timestamptz NOT NULL,
  user_agent text
);
CREATE INDEX staff_sessions_staff_idx ON staff_sessions (staff_id);

CREATE TABLE audit_log (
  id bigserial PRIMARY KEY,
  site_id integer REFERENCES sites(id),
  -- NULL: a command-line tool, named in actor.
  staff_id bigint REFERENCES staff(id),
  actor text NOT NULL,
  at timestamptz NOT NULL,
  action text NOT NULL,
  resource text NOT NULL,
  resource_id text,
  before jsonb,
  after jsonb
);
CREATE INDEX audit_log_site_idx ON audit_log (site_id, at DESC, id DESC);

-- The lead's working state: where it stands, who has it, when someone first opened it.
ALTER TABLE leads ADD COLUMN status text NOT NULL DEFAULT 'new' CHECK (status IN ('new', 'contacted', 'appointment', 'sold', 'lost'));
ALTER TABLE leads ADD COLUMN assigned_staff_id bigint REFERENCES staff(id);
ALTER TABLE leads ADD COLUMN first_read_at timestamptz;
-- The inbox: a site's leads the dealer sees (not held, not deleted), newest first, paged by (created_at, id).
CREATE INDEX leads_inbox_idx ON leads (site_id, created_at DESC, id DESC)
  WHERE deleted_at IS NULL AND (quarantine_reason IS NULL OR released_at IS NOT NULL);
CREATE INDEX leads_inbox_status_idx ON leads (site_id, status, created_at DESC, id DESC) WHERE deleted_at IS NULL;
CREATE INDEX leads_inbox_assigned_idx ON leads (site_id, assigned_staff_id, created_at DESC, id DESC) WHERE deleted_at IS NULL;

-- What happened to a lead in the dealership: contacts (with their channel), notes, status changes, assignments.
CREATE TABLE lead_activity (
  id bigserial PRIMARY KEY,
  lead_id uuid NOT NULL REFERENCES leads(id),
  site_id integer NOT NULL REFERENCES sites(id),
  staff_id bigint REFERENCES staff(id),
  at timestamptz NOT NULL,
  kind text NOT NULL CHECK (kind IN ('contact', 'note', 'status', 'assigned', 'released')),
  channel text CHECK (channel IN ('call', 'email', 'sms')),
  body text
);
CREATE INDEX lead_activity_lead_idx ON lead_activity (site_id, lead_id, at);
