import type { Queryable } from "~/db/database";
import { calendarDate } from "~/domain/format";
import type { HomePromotions } from "~/domain/promotions/home-promotions";
import { currentSlides } from "~/domain/promotions/slide";
import { shouldShowPopup, withRunInstants } from "~/domain/promotions/popup";
import { listLivePopups, listSlides } from "./home-promotion-queries.server";
import { siteContent, siteContentRead } from "~/site-content/site-content-cache.server";

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
  const today = calendarDate(now, site.timeZone);
  const [slides, popups] = await Promise.all([
    siteContent(db, site.id, "slides", listSlides),
    siteContentRead(db, site.id, `popups:${today}`, () => listLivePopups(db, site.id, today)),
  ]);
  const popup = popups.map((p) => withRunInstants(p, site.timeZone)).find((p) => shouldShowPopup(p, { now, dismissed: false })) ?? null;
  return { slides: currentSlides(slides, now, site.timeZone), popup, siteSlug: site.slug };
}
