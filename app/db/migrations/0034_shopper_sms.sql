-- The shopper's text message beside each reservation e-mail (issue 53): a `shopper-sms` job of the lead outbox, sent
-- through the platform's SMS provider (the one that sends sign-in codes), retried and listed like the e-mails.
ALTER TABLE lead_deliveries DROP CONSTRAINT lead_deliveries_channel_check;
ALTER TABLE lead_deliveries ADD CONSTRAINT lead_deliveries_channel_check
  CHECK (channel IN ('email', 'webhook', 'shopper-email', 'staff-email', 'shopper-sms'));
