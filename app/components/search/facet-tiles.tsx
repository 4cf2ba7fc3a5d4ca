import { formatNumber } from "~/domain/format";
import { slugify } from "~/domain/slugify";
import { imageUrl } from "~/images/image-url";
import type { FacetItem } from "~/search/search-types";
import { bodyTypePath, makeModelPath } from "~/domain/search-paths";
import { searchHref } from "~/search/search-url";
import { AppLink } from "~/components/ui/app-link";

const BODY_PICTURE_COLOUR = "silver";

/**
 * Facet tiles (one dealer, discovery spec section 2): label, count and a make logo or body picture,
 * each linking to /search/{slug}; other tiles (what the car is for: family, work, towing...) link
 * to a filtered search.
 */
export function FacetTiles({ facets }: { facets: Record<string, FacetItem[]> }) {
  const bodies = (facets.body ?? [])
    .filter((b) => b.value !== "caravan" && b.value !== "motorcycle")
    .sort((a, b) => b.count - a.count)
    .slice(0, 8);
  const makes = [...(facets.make ?? [])].slice(0, 8);
  const uses = [...(facets.categories ?? [])].sort((a, b) => b.count - a.count).slice(0, 8);
  return (
    <section aria-labelledby="browse-tiles" className="mb-8">
      <h2 id="browse-tiles" className="font-heading text-xl font-bold">
        Browse by body type, make and use
      </h2>
      <ul className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
        {bodies.map((b) => (
          <li key={`body-${b.value}`}>
            <AppLink
              to={bodyTypePath(b.label)}
              className="flex flex-col items-center rounded-site bg-surface p-3 text-center shadow-sm ring-1 ring-black/5 hover:ring-brand"
            >
              <img
                src={imageUrl(`car/${slugify(b.value)}/${BODY_PICTURE_COLOUR}/side`, 240)}
                alt=""
                width={120}
                height={80}
                loading="lazy"
                className="h-16 w-24 object-contain"
              />
              <span className="mt-1 text-sm font-semibold">{b.label}</span>
              <span className="text-xs text-muted">{formatNumber(b.count)} cars</span>
            </AppLink>
          </li>
        ))}
        {makes.map((m) => (
          <li key={`make-${m.value}`}>
            <AppLink
              to={makeModelPath(m.value)}
              className="flex flex-col items-center rounded-site bg-surface p-3 text-center shadow-sm ring-1 ring-black/5 hover:ring-brand"
            >
              <img
                src={imageUrl(`logo/make/${slugify(m.value)}`, 240, { fmt: "png" })}
                alt=""
                width={120}
                height={60}
                loading="lazy"
                className="h-12 w-24 object-contain"
              />
              <span className="mt-1 text-sm font-semibold">{m.label}</span>
              <span className="text-xs text-muted">{formatNumber(m.count)} cars</span>
            </AppLink>
          </li>
        ))}
        {uses.map((u) => (
          <li key={`use-${u.value}`}>
            <AppLink
              to={searchHref({ query: "", refinements: { categories: [u.value] }, ranges: {}, sortBy: null, page: 1 })}
              className="flex h-full flex-col items-center justify-center rounded-site bg-surface p-3 text-center shadow-sm ring-1 ring-black/5 hover:ring-brand"
            >
              <span className="text-sm font-semibold">{u.label}</span>
              <span className="text-xs text-muted">{formatNumber(u.count)} cars</span>
            </AppLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
