import { Link } from "react-router";
import { BrandLogo } from "~/components/brands/brand-logo";
import { CarCard } from "~/components/stock/car-card";
import type { CardHit } from "~/search/search-hit";
import type { CardSettings } from "~/sites/card-settings";

/** One brand at this dealer, as `loadBrandOverview` makes it. */
export type BrandOverviewView = {
  siteName: string;
  make: string;
  logoKey: string;
  total: number;
  counts: Record<string, number>;
  searchHref: string;
  models: readonly { model: string; body: string | null; inStock: number; href: string }[];
  cars: readonly CardHit[];
  settings: CardSettings;
  locations: readonly { name: string; slug: string; city: string; state: string }[];
};

/** `/{brand}/overview`: the brand's stock count, its latest cars, its models and where to see them. */
export function BrandOverview({ brand: d }: { brand: BrandOverviewView }) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <BrandHeading brand={d} />
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
      <BrandModels make={d.make} models={d.models} />
      <BrandLocations make={d.make} locations={d.locations} />
      <p className="mt-10">
        <Link to="/brands" className="underline">
          All brands and models
        </Link>
      </p>
    </div>
  );
}

function BrandHeading({ brand: d }: { brand: BrandOverviewView }) {
  const kinds = ["new", "demo", "used"].filter((k) => d.counts[k]).map((k) => `${d.counts[k]} ${k}`);
  return (
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
  );
}

function BrandModels({ make, models }: Pick<BrandOverviewView, "make" | "models">) {
  return (
    <section aria-labelledby="models-heading" className="mt-10">
      <h2 id="models-heading" className="font-heading text-2xl font-bold">
        {make} models
      </h2>
      <ul className="mt-4 grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
        {models.map((m) => (
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
                  ({make} {m.model})
                </span>
              </Link>
            ) : (
              <span className="shrink-0 text-sm text-muted">None in stock</span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

function BrandLocations({ make, locations }: Pick<BrandOverviewView, "make" | "locations">) {
  if (!locations.length) return null;
  return (
    <section aria-labelledby="where-heading" className="mt-10">
      <h2 id="where-heading" className="font-heading text-2xl font-bold">
        Where to see {make}
      </h2>
      <ul className="mt-3 grid gap-2 sm:grid-cols-2">
        {locations.map((l) => (
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
  );
}
