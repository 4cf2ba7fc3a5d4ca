import { Link } from "react-router";

/** Home, then the search page's own trail (its path's make, model or car type). */
export function SearchBreadcrumbs({ crumbs }: { crumbs: { label: string; href: string }[] }) {
  return (
    <nav aria-label="Breadcrumb" className="text-sm text-muted">
      <ol className="flex flex-wrap gap-2">
        <li>
          <Link to="/" className="underline">
            Home
          </Link>
        </li>
        {crumbs.map((c) => (
          <li key={c.href} className="flex gap-2">
            <span aria-hidden="true">/</span>
            <Link to={c.href} className="underline">
              {c.label}
            </Link>
          </li>
        ))}
      </ol>
    </nav>
  );
}
