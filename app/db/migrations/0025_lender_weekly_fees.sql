-- A lender's weekly account fee, counted in its weekly repayment and comparison rate: the disclaimer beside a
-- lender's figures is written from its entry (decision 028), so the entry carries every fee its figures count.
ALTER TABLE car_finance_lenders ADD COLUMN weekly_fees double precision;
