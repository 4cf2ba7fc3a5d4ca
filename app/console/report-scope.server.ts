import type { Queryable } from "~/db/database";
import { listDealershipSlugs } from "~/leads/lead-queries.server";
import type { Viewer } from "./require-staff.server";

/** What a report needs of the person it is for: their site and dealerships (a session is not needed: the weekly e-mail has none). */
export type ReportViewer = Pick<Viewer, "site" | "dealershipSlugs">;

export type ReportDealership = { id: number; slug: string; name: string; timeZone: string | null };

/**
 * What a console report may cover for this viewer: the dealerships they may see (a manager of some sees only theirs),
 * the one chosen of them if any, and the resulting scope as ids and slugs (null: the whole site). A slug the viewer
 * may not see is ignored, never an error: the report then covers all they may see.
 */
export async function reportScope(db: Queryable, viewer: ReportViewer, chosenSlug: string | undefined) {
  const all = await listDealershipSlugs(db, viewer.site.id);
  const dealerships: ReportDealership[] = all.filter((d) => !viewer.dealershipSlugs || viewer.dealershipSlugs.includes(d.slug));
  const chosen = dealerships.find((d) => d.slug === chosenSlug) ?? null;
  const scoped = chosen ? [chosen] : viewer.dealershipSlugs ? dealerships : null;
  return {
    dealerships,
    chosen,
    ids: scoped ? scoped.map((d) => d.id) : null,
    slugs: scoped ? scoped.map((d) => d.slug) : null,
  };
}
