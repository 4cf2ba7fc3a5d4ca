import { AppLink } from "~/components/ui/app-link";

/** The card shown instead of results when a search finds nothing. */
export function NoResults() {
  return (
    <div className="rounded-site bg-surface p-8 text-center shadow-sm ring-1 ring-black/5">
      <h2 className="font-heading text-2xl font-bold">No Results Available</h2>
      <p className="mt-2 text-muted">No results found for your search at this time. Please try adjusting the filters for more results.</p>
      {/* Discovery spec: this card's Clear Filters goes to /special-offers by default, not back to the search. */}
      <AppLink to="/special-offers" className="mt-4 inline-block rounded-site bg-brand px-5 py-3 font-semibold text-on-brand">
        Clear Filters
      </AppLink>
    </div>
  );
}
