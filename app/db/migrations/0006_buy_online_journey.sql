-- The buy-online journey after the deposit (issue 13): the shopper's choices (delivery or pickup,
-- trade-in, finance) as they make them, and the lead the finished journey became. The choices are
-- one document because they are read and written together, and only by the journey.
ALTER TABLE reservations ADD COLUMN journey jsonb NOT NULL DEFAULT '{}'::jsonb;
ALTER TABLE reservations ADD COLUMN journey_lead_id uuid REFERENCES leads(id);

-- A valuation the shopper's browser saved (POST /api/miscellaneous, column 'valuation', on the
-- sites that ask): kept with the valuation, for the shopper's garage once they can sign in.
ALTER TABLE trade_in_valuations ADD COLUMN saved_at timestamptz;

-- The shopper's own confirmation of a deposit or an order goes through the lead outbox, so it is
-- retried like the dealer's copy and never lost between the payment and the mail server.
ALTER TABLE lead_deliveries DROP CONSTRAINT lead_deliveries_channel_check;
ALTER TABLE lead_deliveries ADD CONSTRAINT lead_deliveries_channel_check CHECK (channel IN ('email', 'webhook', 'shopper-email'));
