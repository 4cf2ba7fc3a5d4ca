import { siteContentChanged } from "~/site-content/site-content-generation.server";
import type { Queryable } from "~/db/database";
import type { Popup } from "~/domain/promotions/popup";
import type { Slide } from "~/domain/promotions/slide";

type SlideRow = Omit<Slide, "image"> & { imageSrc: string; imageAlt: string };
type PopupRow = Omit<Popup, "image"> & { imageSrc: string | null; imageAlt: string };

/** A site's slides in the dealer's order, whatever their dates (the caller reads them by the site's calendar). */
export async function listSlides(db: Queryable, siteId: number): Promise<Slide[]> {
  const rows = await db.query<SlideRow>(
    `SELECT id, name, description, url, button_label AS "buttonLabel", hide_overlay AS "hideOverlay",
            image_src AS "imageSrc", image_alt AS "imageAlt",
            to_char(starts_on, 'YYYY-MM-DD') AS "startsOn", to_char(ends_on, 'YYYY-MM-DD') AS "endsOn"
       FROM slides WHERE site_id = $1 ORDER BY position, id`,
    [siteId],
  );
  return rows.map(({ imageSrc, imageAlt, ...slide }) => ({ ...slide, image: { src: imageSrc, alt: imageAlt } }));
}

/**
 * A site's popups that have not ended by any Australian calendar (the caller decides by the site's
 * own day), the newest start first: when two run at once, the later one is the dealer's latest word.
 */
export async function listLivePopups(db: Queryable, siteId: number, today: string): Promise<Popup[]> {
  const rows = await db.query<PopupRow>(
    `SELECT id, title, description, image_src AS "imageSrc", image_alt AS "imageAlt", button_label AS "buttonLabel", url,
            to_char(starts_on, 'YYYY-MM-DD') AS "startsOn", to_char(ends_on, 'YYYY-MM-DD') AS "endsOn"
       FROM popups WHERE site_id = $1 AND (ends_on IS NULL OR ends_on >= $2::date - 1)
      ORDER BY starts_on DESC NULLS LAST, id DESC`,
    [siteId, today],
  );
  return rows.map(({ imageSrc, imageAlt, ...popup }) => ({ ...popup, image: imageSrc ? { src: imageSrc, alt: imageAlt } : null }));
}

type NewSlide = Omit<Slide, "id">;
type NewPopup = Omit<Popup, "id">;

/** Replaces the site's slides with these, in this order. */
export async function replaceSlides(db: Queryable, siteId: number, slides: readonly NewSlide[]): Promise<void> {
  await db.query("DELETE FROM slides WHERE site_id = $1", [siteId]);
  for (const [position, s] of slides.entries())
    await db.query(
      `INSERT INTO slides (site_id, position, name, description, url, button_label, hide_overlay, image_src, image_alt, starts_on, ends_on)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
      [siteId, position, s.name, s.description, s.url, s.buttonLabel, s.hideOverlay, s.image.src, s.image.alt, s.startsOn, s.endsOn],
    );
  siteContentChanged(siteId);
}

/** Replaces the site's popups with these. */
export async function replacePopups(db: Queryable, siteId: number, popups: readonly NewPopup[]): Promise<void> {
  await db.query("DELETE FROM popups WHERE site_id = $1", [siteId]);
  for (const p of popups)
    await db.query(
      `INSERT INTO popups (site_id, title, description, image_src, image_alt, button_label, url, starts_on, ends_on)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [siteId, p.title, p.description, p.image?.src ?? null, p.image?.alt ?? "", p.buttonLabel, p.url, p.startsOn, p.endsOn],
    );
  siteContentChanged(siteId);
}

/** How many slides and popups the site has, ended or not. */
export async function countPromotions(db: Queryable, siteId: number): Promise<number> {
  const [{ n }] = await db.query<{ n: number }>(
    "SELECT (SELECT count(*) FROM slides WHERE site_id = $1) + (SELECT count(*) FROM popups WHERE site_id = $1) AS n",
    [siteId],
  );
  return Number(n);
}
