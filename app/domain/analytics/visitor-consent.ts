/**
 * Issue 56: a visitor is counted by a first-party id only where the site does not ask first, or where the shopper
 * accepted (the batch says `consent: true`). Otherwise events are stored without one and any id the browser
 * still holds is not used.
 */
export function mayAssignVisitor(site: { askConsent: boolean }, consent: boolean | undefined): boolean {
  return !site.askConsent || consent === true;
}
