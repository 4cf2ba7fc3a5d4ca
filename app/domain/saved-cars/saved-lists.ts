import { MAX_ROW_ID } from "~/domain/row-id";

/**
 * The shopper's own lists, kept in this browser with no sign-in (discovery spec section 6, vehicle
 * spec sections 3 and 9): favourites, the cars chosen to compare, and the cars viewed lately. These
 * are the pure rules: what a stored list may hold, its order and its bound. Reading and writing
 * local storage is `app/components/saved/saved-store.ts`.
 *
 * The records are checked by hand rather than with zod: every page with a car card reads these lists,
 * and zod would be a quarter of those pages' JavaScript (issue 18's budget).
 */

const INVALID = Symbol("invalid");
type Check<T> = (value: unknown) => T | typeof INVALID;
type Checked<C> = C extends Check<infer T> ? T : never;

const SLUG = /^[\w-]{1,200}$/;
/** Trimmed, then 1 to 200 characters. */
const text: Check<string> = (v) => {
  const trimmed = typeof v === "string" ? v.trim() : "";
  return trimmed.length >= 1 && trimmed.length <= 200 ? trimmed : INVALID;
};
const string =
  (max: number, pattern?: RegExp): Check<string> =>
  (v) =>
    typeof v === "string" && v.length <= max && (!pattern || pattern.test(v)) ? v : INVALID;
const integer =
  (min: number, max: number): Check<number> =>
  (v) =>
    typeof v === "number" && Number.isSafeInteger(v) && v >= min && v <= max ? v : INVALID;
/** A field the record keeps without: anything it cannot use is null, and does not lose the record. */
const orNull =
  <T>(check: Check<T>): Check<T | null> =>
  (v) => {
    const value = v === null ? INVALID : check(v);
    return value === INVALID ? null : value;
  };
/** An object with exactly these fields (others dropped), or INVALID when one of them fails its check. */
const record =
  <S extends Record<string, Check<unknown>>>(shape: S): Check<{ [K in keyof S]: Checked<S[K]> }> =>
  (v) => {
    if (typeof v !== "object" || v === null || Array.isArray(v)) return INVALID;
    const out: Record<string, unknown> = {};
    for (const [key, check] of Object.entries(shape)) {
      const value = check((v as Record<string, unknown>)[key]);
      if (value === INVALID) return INVALID;
      out[key] = value;
    }
    return out as { [K in keyof S]: Checked<S[K]> };
  };

const id = integer(1, MAX_ROW_ID);
/** Only our own resized images: the value comes back from storage, which anything on the page could have written. */
const imageUrl = orNull(string(500, /^\/img\/[^\s"'<>]+$/));

/** Vehicle spec section 3, Favourite record (local); the cars chosen to compare are kept as the same record. */
const savedCar = record({ id, name: text, slug: string(200, SLUG), make: text, model: text, primary_image_url: imageUrl });
export type SavedCar = Checked<typeof savedCar>;

/**
 * Vehicle spec section 3, Viewed-car record (local): id, stocknum, make, model, body, simple_body.
 * The record alone cannot link back to the car or show it, so the slug, year and first photo are
 * kept beside those fields.
 */
const viewedCar = record({
  id,
  stocknum: string(50),
  make: text,
  model: text,
  body: orNull(string(100)),
  simple_body: orNull(string(100)),
  slug: string(200, SLUG),
  year: orNull(integer(1900, 2100)),
  primary_image_url: imageUrl,
});
export type ViewedCar = Checked<typeof viewedCar>;

export type ListKind = "favourites" | "compare" | "viewed";
export type ListRecord<K extends ListKind> = K extends "viewed" ? ViewedCar : SavedCar;

type ListRule = {
  /** The local-storage key; `favourites` and `compare` are the names the result cards have always used. */
  key: string;
  limit: number;
  /** Where a new car goes: favourites and viewed cars newest first, compare in the order chosen (the table's columns). */
  add: "first" | "last";
  /** A full list refuses another car (the shopper chose each one), or drops its oldest (a history). */
  whenFull: "refuse" | "drop-oldest";
};

export const LIST_RULES: Record<ListKind, ListRule> = {
  // Enough for any real shortlist; the bound keeps a page of fresh prices one small request.
  favourites: { key: "favourites", limit: 50, add: "first", whenFull: "refuse" },
  // The compare table shows at most four cars side by side.
  compare: { key: "compare", limit: 4, add: "last", whenFull: "refuse" },
  viewed: { key: "viewed-cars", limit: 20, add: "first", whenFull: "drop-oldest" },
};

const checkOf = (kind: ListKind): Check<SavedCar | ViewedCar> => (kind === "viewed" ? viewedCar : savedCar);

/**
 * A stored list as the pages may trust it: anything unreadable is an empty list, an entry that is not
 * a record is left out (one bad entry does not lose the others), each car once, within the bound.
 */
export function parseList<K extends ListKind>(kind: K, raw: string | null): ListRecord<K>[] {
  let value: unknown;
  try {
    value = JSON.parse(raw ?? "[]");
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  const seen = new Set<number>();
  const records: ListRecord<K>[] = [];
  for (const entry of value) {
    const parsed = checkOf(kind)(entry);
    if (parsed === INVALID || seen.has(parsed.id)) continue;
    seen.add(parsed.id);
    records.push(parsed as ListRecord<K>);
  }
  return records.slice(0, LIST_RULES[kind].limit);
}

export type AddOutcome<K extends ListKind> = { list: ListRecord<K>[]; added: true } | { list: ListRecord<K>[]; added: false; full: true };

/** Adds a car (or refreshes its record and, where the newest come first, moves it there). */
export function addToList<K extends ListKind>(kind: K, list: ListRecord<K>[], record: ListRecord<K>): AddOutcome<K> {
  const rule = LIST_RULES[kind];
  const present = list.some((r) => r.id === record.id);
  const others = list.filter((r) => r.id !== record.id);
  if (!present && others.length >= rule.limit && rule.whenFull === "refuse") return { list, added: false, full: true };
  if (present && rule.add === "last") return { list: list.map((r) => (r.id === record.id ? record : r)), added: true };
  const next = rule.add === "first" ? [record, ...others] : [...others, record];
  return { list: rule.add === "first" ? next.slice(0, rule.limit) : next.slice(-rule.limit), added: true };
}

export const removeFromList = <T extends { id: number }>(list: T[], carId: number): T[] => list.filter((r) => r.id !== carId);

export const inList = (list: { id: number }[] | null, carId: number): boolean => Boolean(list?.some((r) => r.id === carId));

/** What the shopper is told when a list refuses another car. */
export const LIST_FULL_NOTICE = {
  favourites: `You can keep up to ${LIST_RULES.favourites.limit} favourites: remove one first.`,
  compare: `You can compare up to ${LIST_RULES.compare.limit} cars at once: remove one first.`,
} as const;
