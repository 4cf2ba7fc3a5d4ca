import { useEffect, useState } from "react";
import { AppLink } from "~/components/ui/app-link";
import { rememberSearch, type SearchHistoryEntry } from "~/search/search-history";
import type { SearchState } from "~/search/search-types";

const STORAGE_KEY = "search-history";

/** The last five non-empty searches, kept in this browser only. */
export function SearchHistory({ state }: { state: SearchState }) {
  const [entries, setEntries] = useState<SearchHistoryEntry[]>([]);
  useEffect(() => {
    let stored: SearchHistoryEntry[] = [];
    try {
      stored = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? "[]");
    } catch {
      stored = [];
    }
    const next = rememberSearch(Array.isArray(stored) ? stored : [], state, `${location.pathname}${location.search}`);
    try {
      localStorage.setItem(STORAGE_KEY, JSON.stringify(next));
    } catch {
      // Private browsing can refuse storage; history is a nicety.
    }
    setEntries(next);
  }, [state]);
  const earlier = entries.slice(0, -1).reverse();
  if (!earlier.length) return null;
  return (
    <section aria-labelledby="recent-searches" className="mt-6 border-t border-black/10 pt-4">
      <h2 id="recent-searches" className="font-heading font-bold">
        Recent searches
      </h2>
      <ul className="mt-2 space-y-1 text-sm">
        {earlier.map((e) => (
          <li key={e.path}>
            <AppLink to={e.path} className="underline">
              {e.label}
            </AppLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
