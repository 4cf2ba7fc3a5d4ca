-- Issue 53: beside the ADF e-mail to the CRM, a dealership's staff get a notification a person can read. Who gets
-- it, for which forms, is the dealership's setting, edited in the console. A dealership with none gets nothing extra.
CREATE TABLE notification_recipients (
  id bigserial PRIMARY KEY,
  site_id integer NOT NULL REFERENCES sites(id) ON DELETE CASCADE,
  dealership_id integer NOT NULL REFERENCES dealerships(id) ON DELETE CASCADE,
  -- Kept lower-case, so one address is one recipient of a dealership.
  email text NOT NULL,
  -- The lead form kinds (app/leads/lead-forms.ts) this address gets; NULL: every form.
  forms text[],
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  UNIQUE (dealership_id, email)
);
CREATE INDEX notification_recipients_site_idx ON notification_recipients (site_id, dealership_id);

-- The staff's notification goes through the same retried outbox as the ADF e-mail.
ALTER TABLE lead_deliveries DROP CONSTRAINT lead_deliveries_channel_check;
ALTER TABLE lead_deliveries ADD CONSTRAINT lead_deliveries_channel_check CHECK (channel IN ('email', 'webhook', 'shopper-email', 'staff-email'));
