import { Link } from "react-router";
import { QuickSearch } from "~/components/search/quick-search";
import { CarCard } from "~/components/stock/car-card";
import { Carousel } from "~/components/ui/carousel";
import { LocationBlocks } from "~/components/locations/location-blocks";
import { listLocations } from "~/db/queries/locations.server";
import { toLocationCard } from "~/domain/locations/location-card";
import { imageUrl } from "~/images/image-url";
import type { TenantSite } from "~/sites/tenant-site";
import type { StockSearch } from "~/search/search-index";
import { searchStock } from "~/services/search-stock.server";
import { cardSettings } from "~/sites/card-settings";
import type { Route } from "./+types/home";

export async function loader({ context }: Route.LoaderArgs) {
  const { db, host, now } = context;
  if (host.kind === "platform") {
    const sites = await Promise.all(
      host.sites.map(async (site) => {
        const { counts } = stockSummary(context.search, site, now);
        return {
          slug: site.slug,
          name: site.name,
          tagline: site.tagline,
          colours: [site.theme.colours.primary, site.theme.colours.accent, site.theme.colours.background],
          stock: Object.values(counts).reduce((a, b) => a + b, 0),
          url: `http://${site.slug}.localhost:${host.port}/`,
        };
      }),
    );
    return { kind: "platform" as const, sites };
  }
  if (host.kind !== "site") throw new Response("Not Found", { status: 404 });
  const site = host.site;
  // One block per dealership: its main sales location.
  const mainLocations = new Map<string, Awaited<ReturnType<typeof listLocations>>[number]>();
  for (const l of await listLocations(db, site.id)) {
    if ((l.type === "sales" || l.type === "used") && !mainLocations.has(l.dealershipSlug)) mainLocations.set(l.dealershipSlug, l);
  }
  const locations = [...mainLocations.values()].map((l) => toLocationCard(l, now));
  const latest = searchStock(context.search, site, now, { ...EVERYTHING, sortBy: "latest" });
  const featured = latest.ok ? latest.response.hits.filter((h) => !h.sold && h.images.length > 0).slice(0, 9) : [];
  return {
    kind: "site" as const,
    name: site.name,
    tagline: site.tagline,
    settings: cardSettings(site),
    featured,
    ...stockSummary(context.search, site, now),
    locations,
    locationLayout: site.locationBlocks,
    showLicences: site.showLicenceNumbers,
    sixLayout: site.locationGridSix,
  };
}

const EVERYTHING = { query: "", refinements: {}, ranges: {}, sortBy: null, page: 1 };

/** Visible cars by car type, and the makes and models for the quick search, from the index's facets. */
function stockSummary(search: StockSearch, site: TenantSite, now: Date) {
  const result = search.search(
    site.id,
    { ...EVERYTHING, facets: ["car_type", "make", "make_model"] },
    { rules: site, defaultSort: site.defaultSort, now },
  );
  return {
    counts: Object.fromEntries((result.facets.car_type ?? []).map((f) => [f.value, f.count])) as Record<string, number>,
    makes: [...(result.facets.make ?? [])].sort((a, b) => a.label.localeCompare(b.label)),
    makeModels: result.facets.make_model ?? [],
    total: result.count,
  };
}

export function meta({ data }: Route.MetaArgs) {
  if (!data) return [{ title: "Page not found" }];
  if (data.kind === "platform")
    return [
      { title: "Dealer platform: demo sites" },
      { name: "description", content: "The demo dealer websites served by this platform." },
    ];
  return [
    { title: `${data.name}: new, used and demo cars` },
    { name: "description", content: `${data.tagline}. Browse new, used and demo stock from ${data.name}.` },
  ];
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return loaderData.kind === "platform" ? <PlatformIndex sites={loaderData.sites} /> : <SiteHome data={loaderData} />;
}

function PlatformIndex({ sites }: { sites: Extract<Route.ComponentProps["loaderData"], { kind: "platform" }>["sites"] }) {
  return (
    <div className="mx-auto max-w-4xl px-4 py-12">
      <h1 className="text-3xl font-bold">Demo dealer sites</h1>
      <p className="mt-2 text-muted">Every site below is served by this one platform, chosen by its host name.</p>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2">
        {sites.map((site) => (
          <li key={site.slug} className="rounded-lg bg-white p-5 shadow-sm ring-1 ring-black/5">
            <div className="flex items-center gap-2" aria-hidden="true">
              {site.colours.map((colour) => (
                <span key={colour} className="h-6 w-6 rounded-full ring-1 ring-black/20" style={{ backgroundColor: colour }} />
              ))}
            </div>
            <h2 className="mt-3 text-xl font-bold">{site.name}</h2>
            <p className="text-sm text-muted">{site.tagline}</p>
            <p className="mt-2 text-sm">
              <strong>{site.stock.toLocaleString("en-AU")}</strong> cars in stock
            </p>
            <a href={site.url} className="mt-3 inline-block font-semibold text-blue-700 underline">
              {site.url}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

const TYPE_LINKS = [
  { type: "new", label: "New", href: "/search/new-cars" },
  { type: "used", label: "Used", href: "/search/used-cars" },
  { type: "demo", label: "Demo", href: "/search/demo-cars" },
] as const;

function SiteHome({ data }: { data: Extract<Route.ComponentProps["loaderData"], { kind: "site" }> }) {
  const total = Object.values(data.counts).reduce((a, b) => a + b, 0);
  return (
    <>
      <section className="bg-brand text-on-brand">
        <div className="mx-auto grid max-w-7xl items-center gap-8 px-4 py-12 md:grid-cols-2 md:py-16">
          <div>
            <h1 className="font-heading text-4xl font-black leading-tight md:text-5xl">{data.tagline || data.name}</h1>
            <p className="mt-4 text-lg opacity-95">
              {total.toLocaleString("en-AU")} cars ready to drive away today from {data.name}.
            </p>
            <div className="mt-6">
              <QuickSearch makes={data.makes} makeModels={data.makeModels} total={data.total} />
            </div>
          </div>
          {data.featured[0]?.images[0] ? (
            <img
              src={imageUrl(data.featured[0].images[0].src, 720)}
              alt=""
              width={720}
              height={480}
              fetchPriority="high"
              className="hidden w-full rounded-site md:block"
            />
          ) : null}
        </div>
      </section>
      <section aria-labelledby="shop-by-type" className="mx-auto max-w-7xl px-4 pt-10">
        <h2 id="shop-by-type" className="font-heading text-2xl font-bold">
          Shop by type
        </h2>
        <ul className="mt-4 grid grid-cols-1 gap-3 sm:grid-cols-3">
          {TYPE_LINKS.filter((t) => data.counts[t.type]).map((t) => (
            <li key={t.type}>
              <Link
                to={t.href}
                className="flex items-center justify-between rounded-site bg-surface p-4 font-semibold shadow-sm ring-1 ring-black/5 hover:ring-brand"
              >
                <span>{t.label} cars</span>
                <span className="text-muted">{data.counts[t.type].toLocaleString("en-AU")}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="latest" className="mx-auto max-w-7xl px-4 pt-10">
        <div className="flex items-end justify-between gap-4">
          <h2 id="latest" className="font-heading text-2xl font-bold">
            Latest arrivals
          </h2>
          <Link to="/search/new-used-and-demo-cars" className="font-semibold underline">
            See all stock
          </Link>
        </div>
        <div className="mt-4">
          <Carousel label="Latest arrivals">
            {data.featured.map((car, i) => (
              <CarCard key={car.id} car={car} settings={data.settings} priority={i < 3} />
            ))}
          </Carousel>
        </div>
      </section>
      <section aria-labelledby="dealerships" className="mx-auto max-w-7xl px-4 pt-12">
        <div className="flex items-end justify-between gap-4">
          <h2 id="dealerships" className="font-heading text-2xl font-bold">
            {data.locations.length > 1 ? "Our dealerships" : "Visit us"}
          </h2>
          <Link to="/locations" className="font-semibold underline">
            All locations
          </Link>
        </div>
        <div className="mt-4">
          <LocationBlocks
            locations={data.locations}
            layout={data.locationLayout}
            showLicences={data.showLicences}
            sixLayout={data.sixLayout}
          />
        </div>
      </section>
    </>
  );
}
