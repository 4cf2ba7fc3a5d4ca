/**
 * How a lead's marketing consent was given (decision 029). The spec starts the opt-in box ticked; the regulator's
 * guidance is that a pre-ticked box the shopper leaves alone is not express consent (Spam Act 2003). A site chooses
 * the box's start (`leads.marketingOptInDefault`), the form sends that start with the answer (`opt_in_default`), and
 * each lead records which of these it was, so a dealer can tell a ticked box from one left as it came.
 */
export const OPT_IN_DEFAULTS = ["checked", "unchecked"] as const;
export type OptInDefault = (typeof OPT_IN_DEFAULTS)[number];

export const CONSENT_METHODS = [
  "pre-ticked-left-ticked",
  "pre-ticked-unticked",
  "ticked-by-shopper",
  "left-unticked",
  // No form sent the box's start: a lead the platform makes itself (a deposit), or an API client's own form.
  "sent-without-box",
  "not-asked",
] as const;
export type ConsentMethod = (typeof CONSENT_METHODS)[number];

export type MarketingConsent = { marketing: boolean; method: ConsentMethod };

/** The consent a lead records: the shopper's answer as sent (the spec's rule), and how the box stood when shown. */
export function marketingConsent(optIn: boolean, shown: OptInDefault | null): MarketingConsent {
  if (shown === "checked") return { marketing: optIn, method: optIn ? "pre-ticked-left-ticked" : "pre-ticked-unticked" };
  if (shown === "unchecked") return { marketing: optIn, method: optIn ? "ticked-by-shopper" : "left-unticked" };
  return { marketing: optIn, method: optIn ? "sent-without-box" : "not-asked" };
}

const METHOD_TEXT: Record<ConsentMethod, string> = {
  "pre-ticked-left-ticked": "box ticked when shown, left ticked",
  "pre-ticked-unticked": "box ticked when shown, unticked by the shopper",
  "ticked-by-shopper": "box unticked when shown, ticked by the shopper",
  "left-unticked": "box unticked when shown, left unticked",
  "sent-without-box": "opt-in sent without the site's form, so how it was asked is unknown",
  "not-asked": "not asked",
};

/** A dealer's reading of the method, for the ADF comments and the leads command. */
export const consentText = (method: ConsentMethod): string => METHOD_TEXT[method];
