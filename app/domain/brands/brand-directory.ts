import { slugify } from "~/domain/slugify";

/** One model in the manufacturer directory (discovery spec section 3, "Manufacturer list entry", and section 7). */
export type DirectoryEntry = { make: string; model: string; body: string | null; inStock: number };

/** Discovery spec section 7: manufacturer.name, model.name, model.body, query, offset; 21 a page (section 9). */
export type DirectoryQuery = { make: string; model: string; body: string; query: string; offset: number };
export const DIRECTORY_PAGE_SIZE = 21;

const norm = (s: string) => s.trim().toLowerCase();

/**
 * The directory's page for a query: entries matching every filter (make, model and body exactly,
 * any case; the free text against make, model and body), makes then models in order, 21 from the
 * offset, with the counts the filters offer.
 */
export function searchDirectory(entries: readonly DirectoryEntry[], q: DirectoryQuery) {
  const words = norm(q.query).split(/\s+/).filter(Boolean);
  const matches = (e: DirectoryEntry, skip?: "make" | "body") =>
    (skip === "make" || !q.make || norm(e.make) === norm(q.make)) &&
    (!q.model || norm(e.model) === norm(q.model)) &&
    (skip === "body" || !q.body || norm(e.body ?? "") === norm(q.body)) &&
    words.every((w) => `${e.make} ${e.model} ${e.body ?? ""}`.toLowerCase().includes(w));
  const found = entries.filter((e) => matches(e)).sort((a, b) => a.make.localeCompare(b.make) || a.model.localeCompare(b.model));
  // An offset past the end shows the last page; any offset starts at its page's first entry.
  const offset = Math.max(0, Math.min(q.offset, Math.max(0, found.length - 1)));
  const start = offset - (offset % DIRECTORY_PAGE_SIZE);
  const count = (values: string[]) =>
    [...values.reduce((m, v) => m.set(v, (m.get(v) ?? 0) + 1), new Map<string, number>())]
      .map(([value, n]) => ({ value, count: n }))
      .sort((a, b) => a.value.localeCompare(b.value));
  return {
    total: found.length,
    offset: start,
    entries: found.slice(start, start + DIRECTORY_PAGE_SIZE),
    makes: count(entries.filter((e) => matches(e, "make")).map((e) => e.make)),
    bodies: count(entries.filter((e) => matches(e, "body") && e.body).map((e) => e.body as string)),
  };
}

/** A brand's overview page: `/{brand}/overview` with the make's slug. */
export const brandOverviewPath = (make: string) => `/${slugify(make)}/overview`;
