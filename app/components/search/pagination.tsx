import type { SearchState, SortOption } from "~/search/search-types";
import { searchHref } from "~/search/search-url";
import { AppLink } from "~/components/ui/app-link";

const LINK = "rounded-site bg-surface px-4 py-2 font-semibold shadow-sm ring-1 ring-black/10";

/** Previous and Next links of a search's results; nothing when they fit on one page. */
export function Pagination({
  state,
  page,
  pages,
  defaultSort,
}: {
  state: SearchState;
  page: number;
  pages: number;
  defaultSort: SortOption;
}) {
  if (pages <= 1) return null;
  const href = (to: number) => searchHref({ ...state, page: to }, { defaultSort });
  return (
    <nav aria-label="Pagination" className="mt-10 flex items-center justify-center gap-4">
      {page > 1 ? (
        <AppLink to={href(page - 1)} rel="prev" className={LINK}>
          Previous
        </AppLink>
      ) : null}
      <span>
        Page {page} of {pages}
      </span>
      {page < pages ? (
        <AppLink to={href(page + 1)} rel="next" className={LINK}>
          Next
        </AppLink>
      ) : null}
    </nav>
  );
}
