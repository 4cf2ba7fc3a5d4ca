-- How a lead's marketing opt-in was given (decision 029): the box's start as the form showed it, and the answer.
-- Leads stored before this have none (NULL).
ALTER TABLE leads ADD COLUMN marketing_consent text
  CHECK (marketing_consent IN ('pre-ticked-left-ticked', 'pre-ticked-unticked', 'ticked-by-shopper', 'left-unticked', 'sent-without-box', 'not-asked'));
