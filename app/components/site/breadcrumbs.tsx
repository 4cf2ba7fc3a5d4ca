import type { Crumb } from "~/domain/crumb";
import { AppLink } from "~/components/ui/app-link";

/**
 * Home, then the trail of links, then the page itself (not a link) when it has a name of its own. A
 * page builds its trail with pageBreadcrumbs (app/seo/breadcrumbs.ts), which also writes the same
 * trail as a BreadcrumbList for search engines.
 */
export function Breadcrumbs({ trail, current }: { trail: Crumb[]; current?: string }) {
  return (
    <nav aria-label="Breadcrumb" className="text-sm text-muted">
      <ol className="flex flex-wrap gap-2">
        <li>
          <AppLink to="/" className="underline">
            Home
          </AppLink>
        </li>
        {trail.map((c) => (
          <li key={c.href} className="flex gap-2">
            <span aria-hidden="true">/</span>
            <AppLink to={c.href} className="underline">
              {c.label}
            </AppLink>
          </li>
        ))}
        {current ? (
          <li className="flex gap-2" aria-current="page">
            <span aria-hidden="true">/</span>
            {current}
          </li>
        ) : null}
      </ol>
    </nav>
  );
}
