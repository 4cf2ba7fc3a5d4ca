import type { SiteConfig } from "./site-config";

/** A site as the platform serves it: its validated config plus its database id. */
export type TenantSite = SiteConfig & { id: number };
