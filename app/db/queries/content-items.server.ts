import type { Queryable } from "~/db/database";
import type { AnyContent, OfferContent, PopupContent, SlideContent } from "~/domain/content/promotion-forms";
import type { ContentKind } from "~/domain/content/content-kinds";

/** One item of the console's content editor, with its newest version (issue 55, migration 0044). */
export type ContentItemRow = {
  id: number;
  kind: ContentKind;
  liveId: number | null;
  publishedVersion: number | null;
  version: number;
  data: AnyContent;
  savedBy: string;
  savedAt: Date;
};

export type ContentVersionRow = { version: number; savedBy: string; savedAt: Date; note: string };

const ITEM = `
  SELECT c.id, c.kind, c.live_id AS "liveId", c.published_version AS "publishedVersion",
         v.version, v.data, v.saved_by AS "savedBy", v.saved_at AS "savedAt"
    FROM content_items c
    JOIN LATERAL (SELECT * FROM content_versions v WHERE v.item_id = c.id ORDER BY v.version DESC LIMIT 1) v ON true
   WHERE c.site_id = $1`;

// The live rows as the form reads them, for the items made before the editor (the demo's, a migration's).
const LIVE_AS_DATA: Record<ContentKind, { from: string; data: string }> = {
  offer: {
    from: "offers t JOIN dealerships d ON d.id = t.dealership_id AND d.site_id = t.site_id",
    data: `jsonb_build_object('dealershipSlug', d.slug, 'title', t.title, 'summary', t.summary, 'description', t.description,
             'categories', to_jsonb(t.categories), 'make', COALESCE(t.make, ''), 'model', COALESCE(t.model, ''),
             'body', COALESCE(t.body, ''), 'price', t.price, 'priceType', t.price_type, 'saving', t.saving,
             'imageSrc', COALESCE(t.image_src, ''), 'imageAlt', t.image_alt, 'disclaimer', t.disclaimer,
             'startsOn', to_char(t.starts_on, 'YYYY-MM-DD'), 'endsOn', to_char(t.ends_on, 'YYYY-MM-DD'),
             'ctaLabel', COALESCE(t.cta_label, ''), 'ctaHref', COALESCE(t.cta_href, ''))`,
  },
  slide: {
    from: "slides t",
    data: `jsonb_build_object('name', t.name, 'description', t.description, 'url', t.url, 'buttonLabel', t.button_label,
             'hideOverlay', t.hide_overlay, 'imageSrc', t.image_src, 'imageAlt', t.image_alt,
             'startsOn', to_char(t.starts_on, 'YYYY-MM-DD'), 'endsOn', to_char(t.ends_on, 'YYYY-MM-DD'))`,
  },
  popup: {
    from: "popups t",
    data: `jsonb_build_object('title', t.title, 'description', t.description, 'buttonLabel', t.button_label, 'url', t.url,
             'imageSrc', COALESCE(t.image_src, ''), 'imageAlt', t.image_alt,
             'startsOn', to_char(t.starts_on, 'YYYY-MM-DD'), 'endsOn', to_char(t.ends_on, 'YYYY-MM-DD'))`,
  },
};
const LIVE_TABLE: Record<ContentKind, string> = { offer: "offers", slide: "slides", popup: "popups" };

/**
 * Gives each live row of the kind that has no item yet an item, published, whose first version is the row as it is.
 * Idempotent, and safe when two processes do it at once (the unique live row, ON CONFLICT).
 */
export async function adoptLiveContent(db: Queryable, siteId: number, kind: ContentKind, at: Date): Promise<void> {
  const { from, data } = LIVE_AS_DATA[kind];
  await db.query(
    `WITH fresh AS (
       INSERT INTO content_items (site_id, kind, live_id, published_version)
       SELECT $1, $2, t.id, 1 FROM ${LIVE_TABLE[kind]} t
        WHERE t.site_id = $1 AND NOT EXISTS (SELECT 1 FROM content_items c WHERE c.site_id = $1 AND c.kind = $2 AND c.live_id = t.id)
       ON CONFLICT (site_id, kind, live_id) DO NOTHING
       RETURNING id, live_id)
     INSERT INTO content_versions (item_id, version, data, saved_by, saved_at, note)
     SELECT f.id, 1, ${data}, 'the site''s set-up', $3, 'As the site had it' FROM fresh f JOIN ${from} ON t.id = f.live_id`,
    [siteId, kind, at],
  );
}

export async function listContentItems(db: Queryable, siteId: number, kind: ContentKind): Promise<ContentItemRow[]> {
  return db.query<ContentItemRow>(`${ITEM} AND c.kind = $2 ORDER BY v.saved_at DESC, c.id DESC`, [siteId, kind]);
}

/** One of the site's items (another site's is not found); `lock` holds it for a save in a transaction. */
export async function findContentItem(db: Queryable, siteId: number, kind: ContentKind, id: number, lock = false) {
  if (lock) await db.query("SELECT 1 FROM content_items WHERE site_id = $1 AND id = $2 FOR UPDATE", [siteId, id]);
  const [row] = await db.query<ContentItemRow>(`${ITEM} AND c.kind = $2 AND c.id = $3`, [siteId, kind, id]);
  return row ?? null;
}

export async function listContentVersions(db: Queryable, itemId: number): Promise<ContentVersionRow[]> {
  return db.query<ContentVersionRow>(
    `SELECT version, saved_by AS "savedBy", saved_at AS "savedAt", note FROM content_versions WHERE item_id = $1 ORDER BY version DESC`,
    [itemId],
  );
}

export async function contentVersionData(db: Queryable, itemId: number, version: number): Promise<AnyContent | null> {
  const [row] = await db.query<{ data: AnyContent }>("SELECT data FROM content_versions WHERE item_id = $1 AND version = $2", [
    itemId,
    version,
  ]);
  return row?.data ?? null;
}

export async function insertContentItem(db: Queryable, siteId: number, kind: ContentKind): Promise<number> {
  const [row] = await db.query<{ id: number }>("INSERT INTO content_items (site_id, kind) VALUES ($1, $2) RETURNING id", [siteId, kind]);
  return row.id;
}

/** A new version of the item, numbered after its newest; the caller holds the item (findContentItem's lock). */
export async function addContentVersion(
  db: Queryable,
  itemId: number,
  version: { data: AnyContent; by: string; at: Date; note: string },
): Promise<number> {
  const [row] = await db.query<{ version: number }>(
    `INSERT INTO content_versions (item_id, version, data, saved_by, saved_at, note)
     SELECT $1, COALESCE(max(version), 0) + 1, $2, $3, $4, $5 FROM content_versions WHERE item_id = $1 RETURNING version`,
    [itemId, JSON.stringify(version.data), version.by, version.at, version.note],
  );
  return row.version;
}

const blank = (value: string) => value || null;

function liveWrite(kind: ContentKind, data: AnyContent): { columns: string[]; values: unknown[] } {
  if (kind === "offer") {
    const o = data as OfferContent;
    return {
      columns: ["make", "model", "body", "categories", "title", "summary", "description", "price", "price_type", "saving"].concat([
        "image_src",
        "image_alt",
        "disclaimer",
        "starts_on",
        "ends_on",
        "cta_label",
        "cta_href",
      ]),
      values: [blank(o.make), blank(o.model), blank(o.body), o.categories, o.title, o.summary, o.description, o.price, o.priceType].concat([
        o.saving,
        blank(o.imageSrc),
        o.imageAlt,
        o.disclaimer,
        o.startsOn,
        o.endsOn,
        blank(o.ctaLabel),
        blank(o.ctaHref),
      ]),
    };
  }
  if (kind === "slide") {
    const s = data as SlideContent;
    return {
      columns: ["name", "description", "url", "button_label", "hide_overlay", "image_src", "image_alt", "starts_on", "ends_on"],
      values: [s.name, s.description, s.url, s.buttonLabel, s.hideOverlay, s.imageSrc, s.imageAlt, s.startsOn, s.endsOn],
    };
  }
  const p = data as PopupContent;
  return {
    columns: ["title", "description", "button_label", "url", "image_src", "image_alt", "starts_on", "ends_on"],
    values: [p.title, p.description, p.buttonLabel, p.url, blank(p.imageSrc), p.imageAlt, p.startsOn, p.endsOn],
  };
}

/** Writes a version into the kind's live table, over the item's row or as a new one; returns the row's id. */
export async function writeLiveContent(db: Queryable, siteId: number, kind: ContentKind, liveId: number | null, data: AnyContent) {
  const { columns, values } = liveWrite(kind, data);
  const table = LIVE_TABLE[kind];
  // Beyond its fields: an offer's dealership (by slug, of the same site only) and a new slide's place, last.
  const dealership = kind === "offer" ? (data as OfferContent).dealershipSlug : null;
  const sets = (first: number) => columns.map((c, i) => [c, `$${first + i}`]);
  const dealershipAt = (first: number) => `(SELECT id FROM dealerships WHERE site_id = $1 AND slug = $${first + columns.length})`;
  const withDealership = (first: number) => (dealership === null ? [] : [["dealership_id", dealershipAt(first)]]);
  const tail = dealership === null ? [] : [dealership];
  if (liveId !== null) {
    const pairs = [...sets(3), ...withDealership(3), ...(kind === "offer" ? [["updated_at", "now()"]] : [])];
    const [updated] = await db.query<{ id: number }>(
      `UPDATE ${table} SET ${pairs.map(([c, v]) => `${c} = ${v}`).join(", ")} WHERE site_id = $1 AND id = $2 RETURNING id`,
      [siteId, liveId, ...values, ...tail],
    );
    if (updated) return updated.id;
  }
  const position = kind === "slide" ? [["position", "(SELECT COALESCE(max(position), -1) + 1 FROM slides WHERE site_id = $1)"]] : [];
  const pairs = [["site_id", "$1"], ...sets(2), ...withDealership(2), ...position];
  const [inserted] = await db.query<{ id: number }>(
    `INSERT INTO ${table} (${pairs.map(([c]) => c).join(", ")}) VALUES (${pairs.map(([, v]) => v).join(", ")}) RETURNING id`,
    [siteId, ...values, ...tail],
  );
  return inserted.id;
}

export async function deleteLiveContent(db: Queryable, siteId: number, kind: ContentKind, liveId: number): Promise<void> {
  await db.query(`DELETE FROM ${LIVE_TABLE[kind]} WHERE site_id = $1 AND id = $2`, [siteId, liveId]);
}

export async function markContentPublished(db: Queryable, itemId: number, live: { id: number; version: number } | null) {
  await db.query("UPDATE content_items SET live_id = $2, published_version = $3 WHERE id = $1", [
    itemId,
    live?.id ?? null,
    live?.version ?? null,
  ]);
}

export async function deleteContentItem(db: Queryable, siteId: number, itemId: number): Promise<void> {
  await db.query("DELETE FROM content_items WHERE site_id = $1 AND id = $2", [siteId, itemId]);
}

/** The images the site's content already uses, the library a form picks from (stock photos are the cars' own). */
export async function contentImageLibrary(db: Queryable, siteId: number): Promise<string[]> {
  const rows = await db.query<{ src: string }>(
    `SELECT DISTINCT src FROM (
       SELECT image_src AS src FROM offers WHERE site_id = $1 UNION SELECT image_src FROM slides WHERE site_id = $1
       UNION SELECT image_src FROM popups WHERE site_id = $1 UNION SELECT src FROM content_images WHERE site_id = $1
       UNION SELECT v.data->>'imageSrc' FROM content_versions v JOIN content_items c ON c.id = v.item_id WHERE c.site_id = $1) i
      WHERE src IS NOT NULL AND src <> '' ORDER BY src`,
    [siteId],
  );
  return rows.map((r) => r.src);
}

/** One saved version of one of the site's items, whatever its kind (a preview address names the item and version only). */
export async function findContentVersion(db: Queryable, siteId: number, itemId: number, version: number) {
  const [row] = await db.query<{ kind: ContentKind; liveId: number | null; data: AnyContent }>(
    `SELECT c.kind, c.live_id AS "liveId", v.data FROM content_items c JOIN content_versions v ON v.item_id = c.id
      WHERE c.site_id = $1 AND c.id = $2 AND v.version = $3`,
    [siteId, itemId, version],
  );
  return row ?? null;
}

/** An uploaded image into the site's library (again: its newest name). */
export async function addLibraryImage(db: Queryable, siteId: number, image: { src: string; name: string; by: string; at: Date }) {
  await db.query(
    `INSERT INTO content_images (site_id, src, name, uploaded_by, uploaded_at) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (site_id, src) DO UPDATE SET name = EXCLUDED.name`,
    [siteId, image.src, image.name.slice(0, 200), image.by, image.at],
  );
}

export async function listLibraryUploads(db: Queryable, siteId: number) {
  return db.query<{ src: string; name: string; uploadedBy: string; uploadedAt: Date }>(
    `SELECT src, name, uploaded_by AS "uploadedBy", uploaded_at AS "uploadedAt" FROM content_images WHERE site_id = $1
      ORDER BY uploaded_at DESC, src`,
    [siteId],
  );
}
