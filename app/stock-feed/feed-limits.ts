/** Where dealer systems post feeds, and the largest feed body accepted (about 20,000 cars of CSV). */
export const STOCK_FEED_PATH = "/api/stock/feed";
export const FEED_BODY_LIMIT_BYTES = 20_000_000;
