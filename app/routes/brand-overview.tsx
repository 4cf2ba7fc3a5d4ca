import { Link } from "react-router";
import { loadBrandOverview } from "~/brands/brands.server";
import { BrandLogo } from "~/components/brands/brand-logo";
import { CarCard } from "~/components/stock/car-card";
import { sharedPageHeaders } from "~/lib/page-cache";
import { routeInput, routeSchema, slugParam } from "~/lib/route-input";
import { requireSite } from "~/lib/require-site";
import { brandOverviewPath } from "~/domain/brands/brand-directory";
import { pageMeta } from "~/seo/page-meta";
import { siteUrl } from "~/sites/site-origin";
import type { Route } from "./+types/brand-overview";

const INPUT = routeSchema({ params: { brand: slugParam } });

/** `/{brand}/overview` (discovery spec section 2): one brand at this dealer: its models, its latest cars, where to find it. */
export async function loader(args: Route.LoaderArgs) {
  const { context } = args;
  const { params } = routeInput(args, INPUT);
  const site = requireSite(context);
  const deps = { db: context.db, search: context.search, site, now: context.now };
  const found = await loadBrandOverview(deps, params.brand);
  if (!found) throw new Response("Not Found", { status: 404 });
  return { ...found, url: siteUrl(site, brandOverviewPath(found.make)) };
}

export const headers = sharedPageHeaders;

export function meta({ data }: Route.MetaArgs) {
  if (!data) return [{ title: "Page not found" }];
  return pageMeta({
    title: `${data.make} | ${data.siteName}`,
    description: `${data.make} at ${data.siteName}: ${data.total} in stock, every model, and where to see them.`,
    url: data.url,
    siteName: data.siteName,
  });
}

export default function BrandOverview({ loaderData: d }: Route.ComponentProps) {
  const kinds = ["new", "demo", "used"].filter((k) => d.counts[k]).map((k) => `${d.counts[k]} ${k}`);
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <div className="flex flex-wrap items-center gap-4">
        <BrandLogo logoKey={d.logoKey} size={72} />
        <div>
          <h1 className="font-heading text-3xl font-bold">{d.make}</h1>
          <p className="text-muted">
            {d.total
              ? `${d.total} in stock at ${d.siteName}${kinds.length ? ` (${kinds.join(", ")})` : ""}`
              : `No ${d.make} in stock at the moment.`}
          </p>
        </div>
      </div>
      {d.total ? (
        <p className="mt-4">
          <Link to={d.searchHref} className="rounded-site bg-brand px-5 py-2.5 font-semibold text-on-brand">
            See all {d.make} stock
          </Link>
        </p>
      ) : null}
      {d.cars.length ? (
        <section aria-labelledby="latest-heading" className="mt-10">
          <h2 id="latest-heading" className="font-heading text-2xl font-bold">
            Latest arrivals
          </h2>
          <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {d.cars.map((car) => (
              <li key={car.id}>
                <CarCard car={car} settings={d.settings} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section aria-labelledby="models-heading" className="mt-10">
        <h2 id="models-heading" className="font-heading text-2xl font-bold">
          {d.make} models
        </h2>
        <ul className="mt-4 grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
          {d.models.map((m) => (
            <li key={m.model} className="flex items-center justify-between gap-3 rounded-site bg-surface px-4 py-3 ring-1 ring-black/10">
              <span>
                <span className="font-semibold">{m.model}</span>
                {m.body ? <span className="text-muted"> · {m.body}</span> : null}
              </span>
              {m.inStock ? (
                <Link to={m.href} className="shrink-0 text-sm font-semibold underline">
                  {m.inStock} in stock
                  <span className="sr-only">
                    {" "}
                    ({d.make} {m.model})
                  </span>
                </Link>
              ) : (
                <span className="shrink-0 text-sm text-muted">None in stock</span>
              )}
            </li>
          ))}
        </ul>
      </section>
      {d.locations.length ? (
        <section aria-labelledby="where-heading" className="mt-10">
          <h2 id="where-heading" className="font-heading text-2xl font-bold">
            Where to see {d.make}
          </h2>
          <ul className="mt-3 grid gap-2 sm:grid-cols-2">
            {d.locations.map((l) => (
              <li key={l.slug}>
                <Link to={`/locations/${l.slug}`} className="font-semibold underline">
                  {l.name}
                </Link>{" "}
                <span className="text-muted">
                  {l.city} {l.state}
                </span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <p className="mt-10">
        <Link to="/brands" className="underline">
          All brands and models
        </Link>
      </p>
    </div>
  );
}
