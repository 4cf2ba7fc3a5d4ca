import { randomInt } from "node:crypto";
import type { Shopper } from "~/accounts/account-queries.server";
import type { Database } from "~/db/database";
import { calendarDate, formatDate } from "~/domain/format";
import { claimCode, prizeFor, prizeOdds, promotionOpen, totalWeight } from "~/domain/promotions/spin-to-win";
import type { TenantSite } from "~/sites/tenant-site";
import { findEntry, insertEntry } from "./promotion-queries.server";

type Deps = { db: Database; site: TenantSite; now: Date };

const display = (isoDay: string) => isoDay.split("-").reverse().join("/");

/** The site's spin-to-win as its page shows it, with the shopper's entry if they have spun; null when the site runs none. */
export async function loadSpinToWin(deps: Deps, shopper: Shopper) {
  const { db, site, now } = deps;
  const promo = site.spinToWin;
  if (!promo) return null;
  const entry = await findEntry(db, site.id, promo.id, shopper.id);
  return {
    siteName: site.name,
    title: promo.title,
    intro: promo.intro,
    dates: `${display(promo.startsOn)} to ${display(promo.endsOn)}`,
    open: promotionOpen(promo, calendarDate(now, site.timeZone)),
    prizes: prizeOdds(promo.prizes),
    terms: promo.terms,
    entry: entry ? { prize: entry.prize, claimCode: entry.claimCode, enteredOn: formatDate(entry.createdAt, site.timeZone) } : null,
  };
}

/**
 * The shopper's one spin: the prize is drawn here, on the server, in proportion to the weights the
 * page states; a second spin (another tab, a replayed form) gets the first spin's prize.
 */
export async function spin(deps: Deps, shopper: Shopper): Promise<{ ok: true } | { ok: false; message: string }> {
  const { db, site, now } = deps;
  const promo = site.spinToWin;
  if (!promo || !promotionOpen(promo, calendarDate(now, site.timeZone))) return { ok: false, message: "This promotion isn't running now." };
  const prize = prizeFor(promo.prizes, randomInt(totalWeight(promo.prizes)));
  await insertEntry(db, {
    siteId: site.id,
    promotion: promo.id,
    shopperId: shopper.id,
    prize: prize.label,
    claimCode: claimCode(randomInt),
    now,
  });
  return { ok: true };
}
