/**
 * Vehicle spec section 4: collapsible panels are open or closed, optionally remembered. A remembered
 * panel keeps the shopper's last choice in their browser under its name; local storage is one per
 * host, so per site.
 */
export const panelStorageKey = (name: string) => `panel:${name}`;

export const panelStorageValue = (open: boolean) => (open ? "open" : "closed");

/** The remembered state, or null when there is none (or it is not one this code wrote). */
export function parsePanelState(raw: string | null): boolean | null {
  return raw === "open" ? true : raw === "closed" ? false : null;
}
