import type { Queryable } from "~/db/database";
import { calendarDate } from "~/domain/format";
import type { HomePromotions } from "~/domain/promotions/home-promotions";
import { currentSlides } from "~/domain/promotions/slide";
import { shouldShowPopup, withRunInstants } from "~/domain/promotions/popup";
import { listLivePopups, listSlides } from "./home-promotion-queries.server";

/**
 * The home page's promotions: the slides that run today by the site's calendar, and the popup that
 * runs today (the newest when several do). Whether this visitor dismissed the popup is known only
 * in the browser, which asks the same rule again with its own flag and clock, against the popup's run as instants.
 */
export async function loadHomePromotions(deps: {
  db: Queryable;
  site: { id: number; slug: string; timeZone: string };
  now: Date;
}): Promise<HomePromotions> {
  const { db, site, now } = deps;
  const [slides, popups] = await Promise.all([listSlides(db, site.id), listLivePopups(db, site.id, calendarDate(now, site.timeZone))]);
  const popup = popups.map((p) => withRunInstants(p, site.timeZone)).find((p) => shouldShowPopup(p, { now, dismissed: false })) ?? null;
  return { slides: currentSlides(slides, now, site.timeZone), popup, siteSlug: site.slug };
}
