import type { Database } from "~/db/database";
import type { Mailer, SentMail } from "~/lib/mailer.server";
import type { TenantSite } from "~/sites/tenant-site";

/** What the console's use cases take: the database, the site (null: the platform's own host), the time, and the keys. */
export type ConsoleDeps = {
  db: Database;
  site: TenantSite | null;
  now: Date;
  secret: string;
  mailer: Mailer;
  /** The address the console's e-mail comes from. */
  from: string;
  /** The origin links in e-mail point at: the site's canonical origin, or the platform's. */
  origin: string;
};

/** What the running server gives the console through the load context. */
export type ConsoleServices = {
  secret: string;
  mailer: Mailer;
  /** The address the console's e-mail comes from. */
  from: string;
  /** The platform host's origin, for the operators' console and its links. */
  platformOrigin: string;
  /** Tests only (E2E_FIXTURES): the messages sent, for the /__test hook. */
  sentMail?: SentMail[];
  /** Tests only: the feed pages may pull feeds (and their photos) from 127.0.0.1 over plain http. */
  loopbackFeedsForTests?: boolean;
};
