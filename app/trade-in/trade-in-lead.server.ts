import { formatDate } from "~/domain/format";
import type { TradeInSnapshot } from "~/leads/lead-record";
import type { TradeInHandOff } from "~/leads/lead-trade-in";
import { findValuation, linkValuationLead } from "./trade-in-queries.server";

const ALREADY_SENT = "We already have this valuation. Our team will be in touch.";
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The trade-in side of a lead: its valuation's snapshot, and the link that makes it one valuation, one lead. */
export const tradeInHandOff: TradeInHandOff = {
  alreadySent: ALREADY_SENT,
  async snapshot(db, site, valuationId, offerAccepted, now) {
    const id = typeof valuationId === "string" && UUID.test(valuationId) ? valuationId : null;
    const valuation = id ? await findValuation(db, site.id, id) : null;
    if (!valuation) return { ok: false, refusal: "We couldn't find your valuation. Please value your car again." };
    if (valuation.leadId) return { ok: false, refusal: ALREADY_SENT };
    if (offerAccepted && (!valuation.estimate || !valuation.expiresAt || valuation.expiresAt <= now))
      return { ok: false, refusal: "This estimate has expired. Please value your car again for an up-to-date offer." };
    const { vehicle, answers, estimate, expiresAt } = valuation;
    const snapshot: TradeInSnapshot = {
      valuationId: valuation.id,
      rego: valuation.plate,
      regoState: valuation.state,
      vehicle: { year: vehicle.year, make: vehicle.make, model: vehicle.model, badge: vehicle.badge, vin: vehicle.vin },
      answers,
      estimate: estimate && expiresAt ? { low: estimate.low, high: estimate.high, validUntil: formatDate(expiresAt, site.timeZone) } : null,
      refusal: valuation.refusal,
      formCompleted: answers !== null,
      offerAccepted,
    };
    return { ok: true, snapshot };
  },
  link: (tx, siteId, snapshot, leadId) => linkValuationLead(tx, siteId, snapshot.valuationId, leadId, snapshot.offerAccepted),
};
