-- Online payment (issues 13 and 14): an amount the dealer asks a shopper to pay against their
-- reservation, paid by the signed-in shopper at /online-payment through the site's provider. Money
-- in whole cents. A payment is claimed before it is charged (requested -> paying in one UPDATE), so
-- two windows paying at once charge once; each attempt has its own number, and so its own
-- idempotency key at the provider.
CREATE TABLE payment_requests (
  id uuid PRIMARY KEY,
  site_id integer NOT NULL REFERENCES sites(id),
  -- A reservation is never deleted on a live site (its car is sold, not deleted); the end-to-end
  -- fixtures delete a test car's reservations, and its payment requests go with them.
  reservation_id uuid NOT NULL REFERENCES reservations(id) ON DELETE CASCADE,
  amount_cents integer NOT NULL CHECK (amount_cents > 0),
  currency text NOT NULL DEFAULT 'AUD',
  description text NOT NULL CHECK (length(description) BETWEEN 1 AND 200),
  status text NOT NULL DEFAULT 'requested' CHECK (status IN ('requested', 'paying', 'paid', 'cancelled')),
  -- The provider of the latest attempt (the site's at the time) and what it called the payment.
  provider text,
  provider_payment_id text,
  -- Attempts so far: the current one's number is part of its idempotency key.
  attempts integer NOT NULL DEFAULT 0,
  -- Why the latest attempt did not go through (the card's decline, the bank's refusal), for the shopper.
  decline_message text,
  created_at timestamptz NOT NULL DEFAULT now(),
  paying_since timestamptz,
  paid_at timestamptz,
  cancelled_at timestamptz,
  CHECK ((status = 'paid') = (paid_at IS NOT NULL)),
  CHECK ((status = 'paying') = (paying_since IS NOT NULL))
);
CREATE INDEX payment_requests_reservation_idx ON payment_requests (reservation_id, created_at DESC);
CREATE INDEX payment_requests_site_idx ON payment_requests (site_id, created_at DESC);

-- Every state change of a payment request, in the statement that makes it: created, each attempt
-- claimed, the bank's step asked for, paid, declined, given up, cancelled, and money for an attempt
-- given up sent back.
CREATE TABLE payment_request_changes (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  payment_request_id uuid NOT NULL REFERENCES payment_requests(id) ON DELETE CASCADE,
  change text NOT NULL CHECK (change IN ('requested', 'paying', 'action_required', 'paid', 'declined', 'unreachable', 'cancelled', 'refunded')),
  -- The request's status after the change.
  status text NOT NULL,
  attempt integer NOT NULL,
  provider_payment_id text,
  detail text,
  at timestamptz NOT NULL
);
CREATE INDEX payment_request_changes_request_idx ON payment_request_changes (payment_request_id, id);
-- A payment sent back is recorded once, however many times it is reported (the charge's own path and the webhook).
CREATE UNIQUE INDEX payment_request_changes_one_refund ON payment_request_changes (payment_request_id, provider_payment_id)
  WHERE change = 'refunded';

-- A provider's event about a payment request is recorded once, like a reservation's (it names both).
ALTER TABLE payment_events ADD COLUMN payment_request_id uuid REFERENCES payment_requests(id) ON DELETE CASCADE;
