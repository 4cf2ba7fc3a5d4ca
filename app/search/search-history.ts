import type { SearchState } from "./search-types";

export type SearchHistoryEntry = { refinements: Record<string, string[]>; query: string; path: string; label: string };

export const SEARCH_HISTORY_LIMIT = 5;

/** Discovery spec: keep the last 5 non-empty searches, dropping the oldest; newest last. */
export function rememberSearch(history: SearchHistoryEntry[], state: SearchState, path: string): SearchHistoryEntry[] {
  const values = Object.values(state.refinements).flat();
  if (!values.length && !state.query && !Object.keys(state.ranges).length) return history;
  const label = [state.query && `“${state.query}”`, ...values].filter(Boolean).join(", ") || "Price and km filters";
  const entry: SearchHistoryEntry = { refinements: state.refinements, query: state.query, path, label };
  return [...history.filter((h) => h.path !== path), entry].slice(-SEARCH_HISTORY_LIMIT);
}
