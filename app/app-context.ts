import type { Logger } from "pino";
import type { Accounts } from "~/accounts/accounts";
import type { ConsoleServices } from "~/console/console-deps";
import type { DocumentHtml } from "~/render/document-html";
import type { Database } from "~/db/database";
import type { LeadServices } from "~/leads/lead-services";
import type { Payments } from "~/payments/payment-settings";
import type { StockSearch } from "~/search/search-index";
import type { AnalyticsSink } from "~/lib/analytics-sink.server";
import type { TenantSite } from "~/sites/tenant-site";
import type { FileStore } from "~/storage/file-store";

/** What the Express server hands every loader and action (React Router's load context). */
export type AppContext = {
  db: Database;
  search: StockSearch;
  host: { kind: "site"; site: TenantSite } | { kind: "platform"; sites: readonly TenantSite[]; port: number } | { kind: "unknown" };
  nonce: string;
  requestId: string;
  /** The request's logger: a child of the app logger that carries the request (id, method, path, host). */
  logger: Logger;
  now: Date;
  leads: LeadServices;
  /** Where POST /api/events puts a batch: written at once, or queued and written a few times a second. */
  analytics: AnalyticsSink;
  /** The shopper's address as the server sees it (behind a local proxy, the forwarded one). */
  clientIp: string;
  /** Payment providers for reservation deposits, and Stripe's settings when Stripe is set up. */
  payments: Payments;
  /** Sign-in: the SMS provider and the secret codes and session cookies are keyed by. */
  accounts: Accounts;
  /** The dealer console: the secret its links, sessions and form tokens are keyed by, and its mail. */
  console: ConsoleServices;
  /**
   * Where uploaded and fetched files are kept (app/storage; STORAGE: the local directory or an S3-compatible bucket):
   * stock photos go in through `storePhoto` (app/stock-feed/feed-photos.server.ts), /img reads them back.
   */
  storage: FileStore;
  /** A document request's HTML that goes into the page only, not its hydration data; null in a data request (`/path.data`). */
  documentHtml: DocumentHtml | null;
};

declare module "react-router" {
  interface AppLoadContext extends AppContext {}
}
