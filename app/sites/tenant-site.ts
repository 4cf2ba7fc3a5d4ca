import type { SiteConfig } from "./site-config";

/**
 * A site as the platform serves it: its validated config plus its database id and its canonical
 * origin (`siteOrigin`, worked out once at start-up from config and PORT).
 */
export type TenantSite = SiteConfig & { id: number; origin: string };
