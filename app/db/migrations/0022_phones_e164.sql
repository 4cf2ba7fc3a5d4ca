-- Reservations kept the shopper's number as typed (minus spaces, brackets and dashes), so a
-- shopper's own reservations were found by three spellings of one number. From now on every
-- number is parsed into E.164 where it is typed (app/domain/phone.ts), and this rewrites the stored ones
-- the same way, so a reservation's phone is compared with a shopper's by equality. Leads keep the
-- national digits they have always carried to the dealer (ADF, CSV, webhook), and shoppers and
-- sign-in codes were E.164 from the start (0007).
WITH typed AS (
  SELECT id, regexp_replace(phone, '[\s().-]', '', 'g') AS compact FROM reservations WHERE phone NOT LIKE '+61%' OR phone ~ '[^0-9+]'
), national AS (
  SELECT id,
         CASE
           WHEN compact ~ '^\+61[2-478][0-9]{8}$' THEN '0' || substr(compact, 4)
           WHEN compact ~ '^0061[2-478][0-9]{8}$' THEN '0' || substr(compact, 5)
           WHEN compact ~ '^61[2-478][0-9]{8}$' THEN '0' || substr(compact, 3)
           ELSE compact
         END AS digits
    FROM typed
)
UPDATE reservations r
   SET phone = '+61' || substr(n.digits, 2)
  FROM national n
 WHERE r.id = n.id AND n.digits ~ '^0[2-478][0-9]{8}$';
