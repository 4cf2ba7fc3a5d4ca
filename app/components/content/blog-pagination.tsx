import { Link } from "react-router";
import { blogListPath } from "~/content/blog-rules";

const LINK = "rounded-site bg-surface px-4 py-2 font-semibold shadow-sm ring-1 ring-black/10";

/** Previous and Next between pages of the blog (the same look as search's); nothing when the posts fit on one page. */
export function BlogPagination({ page, pageCount }: { page: number; pageCount: number }) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label="Blog pages" className="mt-10 flex items-center justify-center gap-4">
      {page > 1 ? (
        <Link to={blogListPath(page - 1)} rel="prev" className={LINK}>
          Newer posts
        </Link>
      ) : null}
      <span>
        Page {page} of {pageCount}
      </span>
      {page < pageCount ? (
        <Link to={blogListPath(page + 1)} rel="next" className={LINK}>
          Older posts
        </Link>
      ) : null}
    </nav>
  );
}
