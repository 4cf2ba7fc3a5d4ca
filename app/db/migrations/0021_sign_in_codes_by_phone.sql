-- The platform-wide cap on codes to one number (app/domain/accounts/sign-in-code.ts) counts them on every site.
CREATE INDEX sign_in_codes_phone_everywhere_idx ON sign_in_codes (phone, created_at DESC);
