import type { Database, Queryable } from "~/db/database";
import { recordAudit } from "~/db/queries/audit.server";
import { listDealershipZones } from "~/db/queries/dealership-zones.server";
import { notifyContentChanged } from "~/db/queries/content-changed.server";
import {
  addContentVersion,
  adoptLiveContent,
  type ContentItemRow,
  contentImageLibrary,
  contentVersionData,
  deleteContentItem,
  deleteLiveContent,
  findContentItem,
  insertContentItem,
  listContentItems,
  listContentVersions,
  listLibraryUploads,
  markContentPublished,
  writeLiveContent,
} from "~/db/queries/content-items.server";
import { contentSchedule, contentStatus, publishedMessage } from "~/domain/content/content-status";
import { type AnyContent, contentTitle, type OfferContent, readContentForm } from "~/domain/content/promotion-forms";
import { CONTENT_KIND_LABEL, CONTENT_KINDS, type ContentKind } from "~/domain/content/content-kinds";
import type { Resource } from "~/domain/console/can";
import { configChanges } from "~/domain/settings/config-changes";
import { changeRows } from "~/domain/settings/settings-history-view";
import { formatDateTime } from "~/domain/format";
import { renderMarkdown } from "~/render/render-markdown.server";
import { previewExpiry, previewPath, signPreview } from "~/site-content/preview-token.server";
import { siteContentChanged } from "~/site-content/site-content-generation.server";
import type { Viewer } from "./require-staff.server";

/** Offers are their own line in the role table; slides and popups are the site's other content. */
export const contentResource = (kind: ContentKind): Resource => (kind === "offer" ? "offers" : "content");

type Deps = { db: Database; now: Date };
type Who = Pick<Viewer, "site" | "staff" | "dealershipSlugs">;

// A person who works for some dealerships sees and makes only their offers; slides and popups are the whole site's.
const mine = (viewer: Pick<Viewer, "dealershipSlugs">, kind: ContentKind, data: AnyContent) =>
  kind !== "offer" || viewer.dealershipSlugs === null || viewer.dealershipSlugs.includes((data as OfferContent).dealershipSlug);

/** Every offer, slide and popup of the site, newest change first, with whether shoppers see it and when it runs. */
export async function loadContentList(deps: Deps, viewer: Who) {
  const lists = await Promise.all(
    CONTENT_KINDS.map(async (kind) => {
      await adoptLiveContent(deps.db, viewer.site.id, kind, deps.now);
      const items = (await listContentItems(deps.db, viewer.site.id, kind)).filter((i) => mine(viewer, kind, i.data));
      return { kind, label: CONTENT_KIND_LABEL[kind].many, items: items.map((i) => listRow(viewer, i)) };
    }),
  );
  return { lists };
}

const listRow = (viewer: Pick<Viewer, "site">, item: ContentItemRow) => ({
  id: item.id,
  kind: item.kind,
  title: contentTitle(item.kind, item.data),
  status: contentStatus(item),
  runs: contentSchedule(item.data),
  saved: `${formatDateTime(item.savedAt, viewer.site.timeZone)} by ${item.savedBy}`,
});

/** The site's library images, each named for a person: an upload by its file's name (its key is a hash), the rest by key. */
export async function libraryChoices(db: Database, siteId: number) {
  const [images, uploads] = await Promise.all([contentImageLibrary(db, siteId), listLibraryUploads(db, siteId)]);
  const names = new Map(uploads.filter((u) => u.name).map((u) => [u.src, `${u.name} (uploaded)`]));
  return images.map((src) => ({ src, label: names.get(src) ?? src }));
}

/** What the editor chooses from: the person's dealerships (with their zones, for offers) and the site's images. */
async function editorChoices(db: Database, viewer: Who) {
  const [dealerships, images] = await Promise.all([listDealershipZones(db, viewer.site), libraryChoices(db, viewer.site.id)]);
  const theirs = dealerships.filter((d) => viewer.dealershipSlugs === null || viewer.dealershipSlugs.includes(d.slug));
  return { dealerships: theirs.map(({ slug, name, timeZone }) => ({ slug, name, timeZone })), images };
}

const choicesFor = (choices: Awaited<ReturnType<typeof editorChoices>>) => ({
  dealerships: choices.dealerships.map((d) => d.slug),
  images: choices.images.map((i) => i.src),
});

/**
 * The editor of one item (or a new one, `id` null): its newest version's fields, its versions, what the chosen version
 * changed, and the signed preview address of the newest version. Null when the site has no such item for this person.
 */
export async function loadContentEditor(
  deps: Deps & { secret: string },
  viewer: Who,
  kind: ContentKind,
  id: number | null,
  chosen: string | null,
) {
  const choices = await editorChoices(deps.db, viewer);
  const base = { kind, label: CONTENT_KIND_LABEL[kind].one, choices, siteZone: viewer.site.timeZone };
  if (id === null) return { ...base, item: null };
  const item = await findContentItem(deps.db, viewer.site.id, kind, id);
  if (!item || !mine(viewer, kind, item.data)) return null;
  const versions = await listContentVersions(deps.db, item.id);
  const wanted = versions.find((v) => v.version === Number(chosen))?.version ?? item.version;
  const [after, before] = await Promise.all([
    contentVersionData(deps.db, item.id, wanted),
    wanted > 1 ? contentVersionData(deps.db, item.id, wanted - 1) : null,
  ]);
  const token = signPreview(deps.secret, {
    siteId: viewer.site.id,
    itemId: item.id,
    version: item.version,
    expires: previewExpiry(deps.now),
  });
  return {
    ...base,
    item: {
      id: item.id,
      title: contentTitle(kind, item.data),
      values: item.data,
      version: item.version,
      publishedVersion: item.publishedVersion,
      status: contentStatus(item),
      preview: `${viewer.site.origin}${previewPath(kind, token)}`,
      versions: versions.map((v) => ({
        version: v.version,
        saved: formatDateTime(v.savedAt, viewer.site.timeZone),
        by: v.savedBy,
        note: v.note || (v.version === item.publishedVersion ? "On the site" : ""),
      })),
      chosen: { version: wanted, changes: wanted > 1 ? changeRows(configChanges(before, after)) : [] },
    },
  };
}

export type ContentOutcome =
  | { ok: true; id: number | null; message: string }
  | { ok: false; status: number; message: string; errors: Record<string, string> };

const refuse = (status: number, message: string, errors: Record<string, string> = {}): ContentOutcome => ({
  ok: false,
  status,
  message,
  errors,
});
const same = (a: unknown, b: unknown) => configChanges(a, b).length === 0;

type Change = { deps: Deps; viewer: Who; kind: ContentKind };

/** Puts a version on the site (over the item's live row, or as a new one) and tells every process. */
async function publishVersion(tx: Queryable, c: Change, item: { id: number; liveId: number | null }, version: number, data: AnyContent) {
  const liveId = await writeLiveContent(tx, c.viewer.site.id, c.kind, item.liveId, data);
  await markContentPublished(tx, item.id, { id: liveId, version });
  await notifyContentChanged(tx, c.viewer.site.id);
}

async function audit(tx: Queryable, c: Change, action: string, id: number, before: unknown, after: unknown) {
  await recordAudit(tx, {
    siteId: c.viewer.site.id,
    actor: { staffId: c.viewer.staff.id, email: c.viewer.staff.email },
    at: c.deps.now,
    action,
    resource: "content",
    resourceId: `${c.kind}:${id}`,
    before,
    after,
  });
}

// The calendar an item runs by: its dealership's for an offer, the site's for the rest.
const zoneOf = (c: Change, choices: Awaited<ReturnType<typeof editorChoices>>, data: AnyContent) =>
  (c.kind === "offer" && choices.dealerships.find((d) => d.slug === (data as OfferContent).dealershipSlug)?.timeZone) ||
  c.viewer.site.timeZone;

/** The form saved as a draft version, or saved and published ("publish"); a new item when `id` is null. */
async function saveForm(c: Change, id: number | null, form: FormData, publish: boolean): Promise<ContentOutcome | null> {
  const { deps, viewer, kind } = c;
  const label = CONTENT_KIND_LABEL[kind].one;
  const choices = await editorChoices(deps.db, viewer);
  const read = readContentForm(kind, form, choicesFor(choices));
  if (!read.ok) return refuse(400, `Some fields need fixing: nothing was saved.`, read.errors);
  const by = viewer.staff.email;
  return deps.db.transaction(async (tx) => {
    const item = id === null ? null : await findContentItem(tx, viewer.site.id, kind, id, true);
    if (id !== null && (!item || !mine(viewer, kind, item.data))) return null;
    if (item && Number(form.get("basedOn")) !== item.version)
      return refuse(
        409,
        `Someone saved this ${label} meanwhile (version ${item.version}): nothing was saved. Copy what you typed, reload the page and make your change again.`,
      );
    const itemId = item?.id ?? (await insertContentItem(tx, viewer.site.id, kind));
    const changed = !item || !same(item.data, read.data);
    const version = changed ? await addContentVersion(tx, itemId, { data: read.data, by, at: deps.now, note: "" }) : (item?.version ?? 1);
    if (publish) await publishVersion(tx, c, { id: itemId, liveId: item?.liveId ?? null }, version, read.data);
    if (changed || publish) await audit(tx, c, publish ? "publish" : "save", itemId, item?.data ?? null, read.data);
    if (publish)
      return { ok: true as const, id: itemId, message: publishedMessage(version, read.data, deps.now, zoneOf(c, choices, read.data)) };
    if (!changed) return { ok: true as const, id: itemId, message: "Nothing changed since the last save." };
    const live = item?.publishedVersion
      ? ` The site still shows version ${item.publishedVersion} until you publish.`
      : " Shoppers do not see it until you publish.";
    return { ok: true as const, id: itemId, message: `Saved as version ${version}.${live}` };
  });
}

/** An earlier version brought back as the newest (a version itself, so it can be undone); on the site too if the item is. */
async function restoreVersion(c: Change, id: number, form: FormData): Promise<ContentOutcome | null> {
  const { deps, viewer, kind } = c;
  const wanted = Number(form.get("version"));
  return deps.db.transaction(async (tx) => {
    const item = await findContentItem(tx, viewer.site.id, kind, id, true);
    if (!item || !mine(viewer, kind, item.data)) return null;
    const data = Number.isInteger(wanted) && wanted > 0 ? await contentVersionData(tx, item.id, wanted) : null;
    if (!data || !mine(viewer, kind, data))
      return refuse(404, `This ${CONTENT_KIND_LABEL[kind].one} has no version ${form.get("version")}.`);
    if (same(item.data, data)) return refuse(400, `Version ${wanted} is the same as the newest version: there is nothing to restore.`);
    const version = await addContentVersion(tx, item.id, {
      data,
      by: viewer.staff.email,
      at: deps.now,
      note: `Restored version ${wanted}`,
    });
    if (item.liveId !== null) await publishVersion(tx, c, item, version, data);
    await audit(tx, c, "restore", item.id, item.data, data);
    const where = item.liveId !== null ? " and published: the site shows it within a second" : " as a draft";
    return { ok: true as const, id: item.id, message: `Restored version ${wanted} as version ${version}${where}.` };
  });
}

/** Off the site (kept as a draft, with its history), or deleted with its history. */
async function takeDown(c: Change, id: number, remove: boolean): Promise<ContentOutcome | null> {
  const { deps, viewer, kind } = c;
  const label = CONTENT_KIND_LABEL[kind].one;
  return deps.db.transaction(async (tx) => {
    const item = await findContentItem(tx, viewer.site.id, kind, id, true);
    if (!item || !mine(viewer, kind, item.data)) return null;
    if (!remove && item.liveId === null) return refuse(400, `This ${label} is not on the site.`);
    if (item.liveId !== null) {
      await deleteLiveContent(tx, viewer.site.id, kind, item.liveId);
      await notifyContentChanged(tx, viewer.site.id);
    }
    if (remove) await deleteContentItem(tx, viewer.site.id, item.id);
    else await markContentPublished(tx, item.id, null);
    await audit(tx, c, remove ? "delete" : "unpublish", item.id, item.data, remove ? null : item.data);
    const title = contentTitle(kind, item.data);
    return remove
      ? { ok: true as const, id: null, message: `Deleted “${title}” and its history.` }
      : { ok: true as const, id: item.id, message: `“${title}” is off the site; it is kept here as a draft.` };
  });
}

export const CONTENT_INTENTS = ["save", "publish", "restore", "unpublish", "delete"] as const;
export type ContentIntent = (typeof CONTENT_INTENTS)[number];

function runIntent(c: Change, id: number | null, intent: ContentIntent, form: FormData): Promise<ContentOutcome | null> {
  if (intent === "save" || intent === "publish") return saveForm(c, id, form, intent === "publish");
  if (id === null) return Promise.resolve(null);
  if (intent === "restore") return restoreVersion(c, id, form);
  return takeDown(c, id, intent === "delete");
}

/** One change to an item from the editor's form, by its `intent`; null when the site has no such item for this person. */
export async function changeContent(deps: Deps, viewer: Who, kind: ContentKind, id: number | null, intent: ContentIntent, form: FormData) {
  const outcome = await runIntent({ deps, viewer, kind }, id, intent, form);
  // This process at once; the others when content_changed reaches them (it reaches this one too, harmlessly).
  if (outcome?.ok && intent !== "save") siteContentChanged(viewer.site.id);
  return outcome;
}

/** An offer's description as its page will show it: the pages' own renderer and sanitiser, never a second one. */
export const descriptionPreview = (kind: ContentKind, description: unknown) =>
  renderMarkdown(kind === "offer" && typeof description === "string" ? description.slice(0, 5000) : "");

/** The site's image library: every image its content uses or someone uploaded, with who uploaded it and when. */
export async function loadImageLibrary(db: Database, viewer: Pick<Viewer, "site">) {
  const [images, uploads] = await Promise.all([contentImageLibrary(db, viewer.site.id), listLibraryUploads(db, viewer.site.id)]);
  const when = (u: (typeof uploads)[number]) =>
    `${u.name || "Uploaded"}, ${formatDateTime(u.uploadedAt, viewer.site.timeZone)} by ${u.uploadedBy}`;
  const uploaded = new Map(uploads.map((u) => [u.src, when(u)]));
  return images.map((src) => ({ src, about: uploaded.get(src) ?? "Used by the site's content" }));
}
