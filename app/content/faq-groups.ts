/**
 * The FAQ groups pages show (faq_entries.faq_group). A page asks for its group by this name, and the
 * demo content writes the same name, so the two cannot drift apart.
 */
export const FAQ_GROUPS = {
  /** Vehicle spec section 2: the trade-in page's questions. */
  tradeIn: "trade-in",
} as const;
