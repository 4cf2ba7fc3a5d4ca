import type { Queryable } from "~/db/database";
import { insertRows } from "~/db/insert-rows.server";
import { siteContentChanged } from "~/site-content/site-content-generation.server";
import type { DemoOffer } from "./demo-offers";

export async function countSiteOffers(db: Queryable, siteId: number): Promise<number> {
  const [{ n }] = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM offers WHERE site_id = $1", [siteId]);
  return n;
}

/** Writes a site's demo offers, each to its dealership of that site (by slug); returns how many. */
export async function writeDemoOffers(db: Queryable, siteId: number, offers: readonly DemoOffer[]): Promise<number> {
  const dealerships = new Map(
    (await db.query<{ id: number; slug: string }>("SELECT id, slug FROM dealerships WHERE site_id = $1", [siteId])).map((d) => [
      d.slug,
      d.id,
    ]),
  );
  const rows = offers.map((o) => {
    const dealershipId = dealerships.get(o.dealership);
    if (dealershipId === undefined) throw new Error(`Demo offer "${o.title}": the site has no dealership ${o.dealership}`);
    return [
      siteId,
      dealershipId,
      o.make ?? null,
      o.model ?? null,
      o.body ?? null,
      o.categories,
      o.title,
      o.summary,
      o.description,
      o.price ?? null,
      o.priceType ?? "drive_away",
      o.saving ?? null,
      o.image.src,
      o.image.alt,
      o.disclaimer,
      o.startsOn,
      o.endsOn,
      o.cta?.label ?? null,
      o.cta?.href ?? null,
    ];
  });
  await insertRows(
    db,
    "offers",
    [
      "site_id",
      "dealership_id",
      "make",
      "model",
      "body",
      "categories",
      "title",
      "summary",
      "description",
      "price",
      "price_type",
      "saving",
      "image_src",
      "image_alt",
      "disclaimer",
      "starts_on",
      "ends_on",
      "cta_label",
      "cta_href",
    ],
    rows,
  );
  siteContentChanged(siteId);
  return rows.length;
}
