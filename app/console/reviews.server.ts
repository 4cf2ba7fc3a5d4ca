import type { Database } from "~/db/database";
import { recordAudit } from "~/db/queries/audit.server";
import { notifyContentChanged } from "~/db/queries/content-changed.server";
import { listReviewsForConsole, setReviewHidden } from "~/db/queries/review-moderation.server";
import { listDealershipSlugs } from "~/leads/lead-queries.server";
import { reviewFilterSchema, reviewScope } from "~/domain/console/review-filter";
import { formatDate, formatDateTime } from "~/domain/format";
import type { Viewer } from "./require-staff.server";

const SHOWN = 50;

/** The site's reviews for moderation (issue 55): newest first, each with where it is from and whether shoppers see it. */
export async function loadReviews(db: Database, viewer: Pick<Viewer, "site" | "dealershipSlugs">, params: URLSearchParams) {
  const filter = reviewFilterSchema.parse(Object.fromEntries(params));
  const [rows, dealerships] = await Promise.all([
    listReviewsForConsole(
      db,
      viewer.site.id,
      { state: filter.state, rating: filter.rating ?? null, dealerships: reviewScope(filter.dealership, viewer.dealershipSlugs) },
      SHOWN,
    ),
    listDealershipSlugs(db, viewer.site.id),
  ]);
  return {
    filter,
    dealerships: dealerships
      .filter((d) => viewer.dealershipSlugs === null || viewer.dealershipSlugs.includes(d.slug))
      .map(({ slug, name }) => ({ slug, name })),
    reviews: rows.map((r) => ({
      id: r.id,
      customerName: r.customerName,
      text: r.text,
      rating: r.rating,
      date: formatDate(r.reviewDate),
      where: r.locationName ?? r.dealershipName,
      page: r.locationSlug ? `${viewer.site.origin}/locations/${r.locationSlug}` : null,
      hidden: r.hiddenAt ? `Hidden ${formatDateTime(r.hiddenAt, viewer.site.timeZone)} by ${r.hiddenBy ?? "someone"}` : null,
    })),
    minimumRating: viewer.site.reviewsMinimumRating,
    limit: SHOWN,
  };
}

export type ReviewOutcome = { ok: true; message: string } | { ok: false; status: number; message: string };

/**
 * Hides a review from the site's pages, or shows it again: audited, and every server drops its cached copy of the
 * site's content and pages when it commits (content_changed), so shoppers stop seeing it within a second.
 */
export async function changeReviewVisibility(
  deps: { db: Database; now: Date },
  viewer: Pick<Viewer, "site" | "staff" | "dealershipSlugs">,
  form: FormData,
): Promise<ReviewOutcome> {
  const id = Number(form.get("review"));
  const hidden = form.get("hide") === "1";
  if (!Number.isInteger(id) || id <= 0) return { ok: false, status: 404, message: "There is no such review." };
  return deps.db.transaction(async (tx) => {
    const change = { hidden, by: viewer.staff.email, at: deps.now, dealerships: viewer.dealershipSlugs };
    const before = await setReviewHidden(tx, viewer.site.id, id, change);
    if (!before) return { ok: false, status: 404, message: "There is no such review." } as const;
    await recordAudit(tx, {
      siteId: viewer.site.id,
      actor: { staffId: viewer.staff.id, email: viewer.staff.email },
      at: deps.now,
      action: hidden ? "hide" : "show",
      resource: "review",
      resourceId: String(id),
      before: { hidden: before.hiddenAt !== null },
      after: { hidden },
    });
    await notifyContentChanged(tx, viewer.site.id);
    const message = hidden
      ? `${before.customerName}'s review is hidden: the site stops showing it within a second.`
      : `${before.customerName}'s review is shown on the site again.`;
    return { ok: true, message } as const;
  });
}
