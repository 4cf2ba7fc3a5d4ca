import { useSyncExternalStore } from "react";
import { addToList, LIST_RULES, type ListKind, type ListRecord, parseList, removeFromList } from "~/domain/saved-cars/saved-lists";

/**
 * The one place the browser reads and writes the shopper's saved lists (local storage, no sign-in).
 * Every control and page showing a list subscribes here, so a change in one card, another part of
 * the page or another tab (the `storage` event) shows everywhere at once.
 */

// `storage` fires only in the other tabs, so changes made in this one are announced with an event of our own.
const CHANGED = "saved-cars:changed";
const KEYS = new Set(Object.values(LIST_RULES).map((r) => r.key));

type Cached = { raw: string | null; list: unknown[] };
const cache = new Map<ListKind, Cached>();

function storedText(kind: ListKind): string | null {
  try {
    return localStorage.getItem(LIST_RULES[kind].key);
  } catch {
    // Storage turned off: the lists are simply empty.
    return null;
  }
}

/** The list as stored now; the same array until the stored text changes, as useSyncExternalStore requires. */
export function readList<K extends ListKind>(kind: K): ListRecord<K>[] {
  const raw = storedText(kind);
  const cached = cache.get(kind);
  if (cached && cached.raw === raw) return cached.list as ListRecord<K>[];
  const list = parseList(kind, raw);
  cache.set(kind, { raw, list });
  return list;
}

function writeList<K extends ListKind>(kind: K, list: ListRecord<K>[]): boolean {
  try {
    localStorage.setItem(LIST_RULES[kind].key, JSON.stringify(list));
  } catch {
    // Full or turned off (some private windows): the caller tells the shopper it was not saved.
    return false;
  }
  window.dispatchEvent(new Event(CHANGED));
  return true;
}

function subscribe(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || KEYS.has(event.key)) onChange();
  };
  window.addEventListener("storage", onStorage);
  window.addEventListener(CHANGED, onChange);
  return () => {
    window.removeEventListener("storage", onStorage);
    window.removeEventListener(CHANGED, onChange);
  };
}

/** A saved list, kept current; null on the server and until the page is hydrated (local storage is the browser's). */
export function useSavedList<K extends ListKind>(kind: K): ListRecord<K>[] | null {
  return useSyncExternalStore(
    subscribe,
    () => readList(kind),
    () => null,
  );
}

export type ToggleOutcome = "added" | "removed" | "full" | "not-saved";

/** Adds the car to favourites or compare, or takes it off when it is there already. */
export function toggleSaved(kind: "favourites" | "compare", record: ListRecord<"favourites">): ToggleOutcome {
  const list = readList(kind);
  if (list.some((r) => r.id === record.id)) return writeList(kind, removeFromList(list, record.id)) ? "removed" : "not-saved";
  const outcome = addToList(kind, list, record);
  if (!outcome.added) return "full";
  return writeList(kind, outcome.list) ? "added" : "not-saved";
}

export function removeSaved(kind: ListKind, carId: number): void {
  writeList(kind, removeFromList(readList(kind), carId));
}

/** Puts the car first among the recently viewed (vehicle spec section 9: viewed cars are kept in local storage). */
export function rememberViewed(record: ListRecord<"viewed">): void {
  writeList("viewed", addToList("viewed", readList("viewed"), record).list);
}

export function clearList(kind: ListKind): void {
  writeList(kind, []);
}
