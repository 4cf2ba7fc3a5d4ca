import type { Database } from "~/db/database";
import { insertRows } from "~/db/insert-rows.server";
import { legalFactsOf, legalPages } from "~/domain/content/legal-page-templates";
import type { Actor } from "~/db/queries/audit.server";
import { insertConfigVersion } from "~/db/queries/site-configs.server";
import { notifySitesChanged, upsertDealerships, upsertSite } from "~/db/queries/sites.server";
import { loadStoredConfigs } from "~/db/site-config-store.server";
import type { SiteConfig } from "~/sites/site-config";
import { checkSiteConfig, type SiteConfigProblem } from "~/sites/site-config-problems";

export type CreateSiteOutcome = { ok: true; siteId: number; config: SiteConfig } | { ok: false; problems: SiteConfigProblem[] };

/**
 * A new site from its config (`npm run site -- create FILE` and the operators' wizard): checked as every config is (the
 * schema, then against every stored site: slug and hosts its own), then its rows, its dealerships and locations, its
 * legal pages from the templates (filled in with its name and address, marked as templates to review) and its first
 * version written in one transaction that tells every server (sites_changed), so it is served within a second.
 */
export async function createSite(
  db: Database,
  input: { raw: unknown; actor: Actor; at: Date; note: string; source: "import" | "console"; stripeReady: boolean },
): Promise<CreateSiteOutcome> {
  const stored = await loadStoredConfigs(db);
  const slug = typeof input.raw === "object" && input.raw !== null && "slug" in input.raw ? String(input.raw.slug) : "";
  // Said first and plainly: a site of that id exists (the config checks would call it a clash with another config).
  if (stored.some((s) => s.slug === slug))
    return { ok: false, problems: [{ path: "slug", message: `A site "${slug}" is configured already.` }] };
  const check = checkSiteConfig(input.raw, stored);
  if (!check.config) return { ok: false, problems: check.problems };
  const config = check.config;
  if (config.reservations.provider === "stripe" && !input.stripeReady)
    return { ok: false, problems: [{ path: "reservations.provider", message: "Stripe is not set up on this platform yet." }] };
  const siteId = await db.transaction(async (tx) => {
    const id = await upsertSite(tx, config);
    await upsertDealerships(tx, id, config.timeZone, config.dealerships);
    await insertConfigVersion(tx, {
      siteId: id,
      config: input.raw,
      source: input.source,
      actor: input.actor,
      at: input.at,
      note: input.note,
    });
    const facts = legalFactsOf(config);
    await insertRows(
      tx,
      "content_pages",
      ["site_id", "slug", "title", "meta_description", "body_markdown", "published", "updated_at"],
      (facts ? legalPages(facts) : []).map((p) => [id, p.slug, p.title, p.metaDescription, p.bodyMarkdown, true, input.at]),
    );
    await notifySitesChanged(tx);
    return id;
  });
  return { ok: true, siteId, config };
}
