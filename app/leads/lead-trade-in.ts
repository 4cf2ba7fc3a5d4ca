import type { Queryable } from "~/db/database";
import type { TenantSite } from "~/sites/tenant-site";
import type { TradeInSnapshot } from "./lead-record";

/**
 * How a lead gets the shopper's own car: the trade-in feature hands leads a snapshot of its valuation
 * and links the valuation to the lead, so leads never read the trade-in tables (the trade-in side is
 * `app/trade-in/trade-in-lead.server.ts`, wired in at start-up through `LeadServices`).
 */
export type TradeInHandOff = {
  /**
   * The valuation as the dealer will read it, or why it cannot be sent: it must be the site's, not
   * sent already, and for an accepted offer an estimate still valid.
   */
  snapshot(
    db: Queryable,
    site: TenantSite,
    valuationId: unknown,
    offerAccepted: boolean,
    now: Date,
  ): Promise<{ ok: true; snapshot: TradeInSnapshot } | { ok: false; refusal: string }>;
  /** In the lead's transaction: one valuation, one lead. False when another lead took it first. */
  link(tx: Queryable, siteId: number, snapshot: TradeInSnapshot, leadId: string): Promise<boolean>;
  /** The refusal for a valuation another lead took first. */
  alreadySent: string;
};
