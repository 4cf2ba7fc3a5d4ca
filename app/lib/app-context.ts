import type { Database } from "~/db/database";
import type { StockSearch } from "~/search/search-index";
import type { SiteConfig } from "~/sites/site-config";

export type TenantSite = SiteConfig & { id: number };

/** What the Express server hands every loader and action (React Router's load context). */
export type AppContext = {
  db: Database;
  search: StockSearch;
  host: { kind: "site"; site: TenantSite } | { kind: "platform"; sites: readonly TenantSite[]; port: number } | { kind: "unknown" };
  nonce: string;
  requestId: string;
  now: Date;
};

declare module "react-router" {
  interface AppLoadContext extends AppContext {}
}
