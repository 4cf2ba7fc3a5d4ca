/** The special offers page: its search, and every offer's way back to it. */
export const OFFERS_PATH = "/special-offers";
