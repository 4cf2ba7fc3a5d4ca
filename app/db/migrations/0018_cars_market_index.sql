-- The vehicle page's car analysis, the market gauge and the trade-in valuation read the platform's market: the other
-- cars of a make and model, a year either side (app/db/queries/market.server.ts). Without an index each read scanned
-- every car: about 60 ms a vehicle page on PostgreSQL at 100,000 cars, the most of any query it makes.
CREATE INDEX cars_market_idx ON cars (make, model, year);
