/**
 * The shopper's answer to a site's consent notice (issue 56, `analytics.askConsent`), kept in local storage on the
 * site's host. Only "accepted" lets the server count the browser by a visitor id.
 */
const KEY = "analytics-consent";
export type ConsentChoice = "accepted" | "declined";
/** The answer given in this tab, for when storage is blocked: it holds until the page is reloaded. */
let answered: ConsentChoice | null = null;

export function consentChoice(): ConsentChoice | null {
  try {
    const kept = localStorage.getItem(KEY);
    return kept === "accepted" || kept === "declined" ? kept : answered;
  } catch {
    return answered;
  }
}

export function rememberConsent(choice: ConsentChoice): void {
  answered = choice;
  try {
    localStorage.setItem(KEY, choice);
  } catch {
    // Storage blocked: the choice holds until the page is reloaded, then the notice asks again.
  }
}
