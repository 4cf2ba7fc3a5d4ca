import type { TenantSite } from "./tenant-site";

/**
 * The sites one server process answers for. `npm run site -- create|disable|enable` changes them while
 * the server runs (the sites_changed notification), so request handling reads `current` each time
 * instead of keeping the list it started with. Tests pass a fixed `{ current: sites }`.
 */
export type LiveSites = { readonly current: readonly TenantSite[] };

/** Something worked out from the site list (a host lookup, a policy table), again only when the list is replaced. */
export function perSiteList<T>(sites: LiveSites, derive: (list: readonly TenantSite[]) => T): () => T {
  let seen: readonly TenantSite[] | null = null;
  let value: T;
  return () => {
    if (sites.current !== seen) {
      seen = sites.current;
      value = derive(seen);
    }
    return value;
  };
}
