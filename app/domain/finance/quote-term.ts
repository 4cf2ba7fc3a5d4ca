/**
 * The term of the quote a car without its own lender entry is priced at (the spec's fixed body: 5 years). A module
 * of its own: the result cards ask for a quote with it, and must not carry the disclaimer writer to every page.
 */
export const QUOTE_TERM_YEARS = 5;
