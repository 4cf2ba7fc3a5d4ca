import { Form, Link } from "react-router";
import { FacetSelect } from "~/components/ui/facet-select";
import { loadBrandDirectory } from "~/brands/brands.server";
import { BrandGrid } from "~/components/brands/brand-grid";
import { BrandLogo } from "~/components/brands/brand-logo";
import { DIRECTORY_PAGE_SIZE } from "~/domain/brands/brand-directory";
import { sharedPageHeaders } from "~/lib/page-cache";
import { queryNumber, queryText, routeInput, routeSchema } from "~/lib/route-input";
import { requireSite } from "~/lib/require-site";
import { pageMeta } from "~/seo/page-meta";
import { siteUrl } from "~/sites/site-origin";
import type { Route } from "./+types/brands";

const INPUT = routeSchema({
  query: { make: queryText(60), model: queryText(60), body: queryText(40), query: queryText(100), offset: queryNumber },
});

/** `/brands`: the manufacturer directory (discovery spec section 7), searchable, 21 a page, with the group's brand grid. */
export async function loader(args: Route.LoaderArgs) {
  const { context } = args;
  const { query } = routeInput(args, INPUT);
  const site = requireSite(context);
  const deps = { db: context.db, search: context.search, site, now: context.now };
  const directory = await loadBrandDirectory(deps, { ...query, offset: query.offset ?? 0 });
  // A search or later page of the directory is not a page of its own to index.
  const searched = Boolean(query.make || query.model || query.body || query.query || query.offset);
  return { ...directory, url: siteUrl(site, "/brands"), searched };
}

export const headers = sharedPageHeaders;

export function meta({ data }: Route.MetaArgs) {
  if (!data) return [{ title: "Brands" }];
  return pageMeta({
    title: `Brands and models | ${data.siteName}`,
    description: `Every make and model ${data.siteName} sells, with the cars in stock for each.`,
    url: data.url,
    siteName: data.siteName,
    ...(data.searched ? { robots: "noindex, follow" } : {}),
  });
}

const field = "mt-1 w-full rounded-site border border-black/25 bg-surface px-3 py-2";

export default function Brands({ loaderData: d }: Route.ComponentProps) {
  const page = (offset: number) => {
    const q = new URLSearchParams(Object.entries({ ...d.query, offset: String(offset) }).filter(([, v]) => v !== "" && v !== "0"));
    return `/brands${q.size ? `?${q}` : ""}`;
  };
  return (
    <div>
      <div className="mx-auto max-w-7xl px-4 pt-8">
        <h1 className="font-heading text-3xl font-bold">Brands and models</h1>
        <Form method="get" className="mt-4 grid gap-3 sm:grid-cols-4 sm:items-end" aria-label="Search brands and models">
          <div className="sm:col-span-2">
            <label htmlFor="query" className="block font-semibold">
              Search
            </label>
            <input id="query" name="query" type="search" defaultValue={d.query.query} placeholder="Make, model or body" className={field} />
          </div>
          <FacetSelect
            id="make"
            name="make"
            label="Make"
            allLabel="All makes"
            items={d.makes}
            defaultValue={d.query.make}
            labelClassName="block font-semibold"
            selectClassName={`${field} font-normal`}
          />
          <FacetSelect
            id="body"
            name="body"
            label="Body"
            allLabel="All bodies"
            items={d.bodies}
            defaultValue={d.query.body}
            labelClassName="block font-semibold"
            selectClassName={`${field} font-normal`}
          />
          <button type="submit" className="rounded-site bg-brand px-6 py-2.5 font-semibold text-on-brand sm:col-start-4">
            Search
          </button>
        </Form>
        <p className="mt-4" role="status">
          {d.total === 0
            ? "No models match. Try fewer words, or clear a filter."
            : `${d.total} ${d.total === 1 ? "model" : "models"}${d.total > DIRECTORY_PAGE_SIZE ? `, ${d.offset + 1} to ${Math.min(d.offset + DIRECTORY_PAGE_SIZE, d.total)} shown` : ""}`}
        </p>
        <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {d.entries.map((e) => (
            <li key={`${e.make}-${e.model}`} className="flex items-center gap-4 rounded-site bg-surface p-4 ring-1 ring-black/10">
              <BrandLogo logoKey={e.logoKey} size={48} />
              <div className="min-w-0">
                <p className="font-semibold">
                  {e.make} {e.model}
                </p>
                <p className="text-sm text-muted">
                  {[e.body, e.inStock ? `${e.inStock} in stock` : "None in stock now"].filter(Boolean).join(" · ")}
                </p>
                <p className="mt-1 flex flex-wrap gap-x-4 text-sm">
                  {e.inStock ? (
                    <Link to={e.stockHref} className="font-semibold underline">
                      See the cars
                      <span className="sr-only">
                        {" "}
                        ({e.make} {e.model})
                      </span>
                    </Link>
                  ) : null}
                  <Link to={e.brandHref} className="underline">
                    About {e.make}
                  </Link>
                </p>
              </div>
            </li>
          ))}
        </ul>
        {d.total > DIRECTORY_PAGE_SIZE ? (
          <nav aria-label="Pages" className="mt-6 flex gap-4">
            {d.offset > 0 ? (
              <Link to={page(d.offset - DIRECTORY_PAGE_SIZE)} className="font-semibold underline">
                Previous page
              </Link>
            ) : null}
            {d.offset + DIRECTORY_PAGE_SIZE < d.total ? (
              <Link to={page(d.offset + DIRECTORY_PAGE_SIZE)} className="font-semibold underline">
                Next page
              </Link>
            ) : null}
          </nav>
        ) : null}
      </div>
      <BrandGrid tiles={d.tiles} />
    </div>
  );
}
