-- The money state machine (decision 023): one place decides what every money state change does to
-- the reservation and its payment requests, and records it in the same transaction.
--
-- A reservation can end as a sale: the dealer sold the car to the shopper, who keeps what they paid
-- towards it (nothing is refunded).
ALTER TABLE reservations DROP CONSTRAINT reservations_status_check;
ALTER TABLE reservations ADD CONSTRAINT reservations_status_check
  CHECK (status IN ('pending', 'held', 'confirmed', 'sold', 'failed', 'expired', 'cancelled'));
ALTER TABLE reservations ADD COLUMN sold_at timestamptz;

-- Who made the claim (the checkout's client address), so one address holds at most one unfinished
-- claim at a time on a site whose payments can wait on the shopper's bank (Stripe's 3-D Secure).
ALTER TABLE reservations ADD COLUMN client_ip text;
CREATE INDEX reservations_pending_idx ON reservations (site_id) WHERE status = 'pending';

-- The browser that reserved: the SHA-256 of a random key kept in its HttpOnly cookie. The
-- buy-online journey goes on only in that browser, or for the signed-in shopper whose number it is.
ALTER TABLE reservations ADD COLUMN reserver_key_hash text;

-- A payment request's money owed back is a 'refund_due' change naming the payment, written in the
-- transaction that ends the reservation without a sale (its paid requests) or that meets money for
-- an attempt no longer wanted; the refund job carries it out through the provider (key
-- refund-{payment}) until its 'refunded' change is there. Once per payment, like the refund.
ALTER TABLE payment_request_changes DROP CONSTRAINT payment_request_changes_change_check;
ALTER TABLE payment_request_changes ADD CONSTRAINT payment_request_changes_change_check
  CHECK (change IN ('requested', 'paying', 'action_required', 'paid', 'declined', 'unreachable', 'cancelled', 'refund_due', 'refunded'));
CREATE UNIQUE INDEX payment_request_changes_one_refund_due ON payment_request_changes (payment_request_id, provider_payment_id)
  WHERE change = 'refund_due';
CREATE INDEX payment_request_changes_refund_due_idx ON payment_request_changes (at) WHERE change = 'refund_due';
