import type { ComponentProps } from "react";
import { Form, Link } from "react-router";
import { LocationCard } from "~/components/locations/location-card";
import { OfferGrid } from "~/components/offers/offer-grid";
import { Breadcrumbs } from "~/components/site/breadcrumbs";
import { formatNumber } from "~/domain/format";

/** The parts enquiry form's page: where a shopper asks for what the platform does not list. */
export const PARTS_ENQUIRY_PATH = "/vehicle-parts-and-accessories";

/** The parts search page, as `loadPartsSearch` makes it, with its breadcrumbs. */
export type PartsSearchView = {
  query: string;
  fitted: readonly { label: string; href: string; count: number }[];
  offers: ComponentProps<typeof OfferGrid>["offers"];
  counters: readonly (ComponentProps<typeof LocationCard>["location"] & { id: number })[];
  showLicences: boolean;
  breadcrumbs: ComponentProps<typeof Breadcrumbs>;
};

/** `/parts/search`: the search box, what it found fitted to the stock, the parts offers and the parts counters. */
export function PartsSearch({ page: d }: { page: PartsSearchView }) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <Breadcrumbs trail={d.breadcrumbs.trail} current={d.breadcrumbs.current} />
      <h1 className="mt-2 font-heading text-3xl font-bold">Parts and accessories search</h1>
      <p className="mt-2 max-w-prose text-muted">
        Tell us the part or accessory you need: our parts team checks stock and price and gets back to you, usually within one business day.
      </p>
      <p className="mt-2 max-w-prose text-sm text-muted">
        The search looks through the features of the cars in our stock (a tow bar fitted, say), not a parts catalogue.
      </p>
      <Form method="get" role="search" className="mt-4 flex max-w-xl gap-2">
        <label htmlFor="parts-query" className="sr-only">
          Part or accessory
        </label>
        <input
          id="parts-query"
          type="search"
          name="query"
          maxLength={100}
          defaultValue={d.query}
          placeholder="Search parts, e.g. tow bar"
          className="w-full rounded-site border border-black/20 bg-surface px-3 py-2"
        />
        <button type="submit" className="rounded-site bg-brand px-4 py-2 font-semibold text-on-brand">
          Search
        </button>
      </Form>

      {d.query ? <PartsResults query={d.query} fitted={d.fitted} /> : null}

      {d.offers.length ? (
        <section aria-labelledby="parts-offers" className="mt-10">
          <h2 id="parts-offers" className="font-heading text-2xl font-bold">
            Parts and accessories offers
          </h2>
          <OfferGrid offers={d.offers} />
        </section>
      ) : null}

      <PartsCounters counters={d.counters} showLicences={d.showLicences} />
    </div>
  );
}

function PartsResults({ query, fitted }: Pick<PartsSearchView, "query" | "fitted">) {
  return (
    <section aria-labelledby="parts-results" className="mt-8">
      <h2 id="parts-results" className="font-heading text-2xl font-bold">
        Results for ‘{query}’
      </h2>
      {fitted.length ? (
        <>
          <p className="mt-2 text-muted">Fitted to cars in our stock now:</p>
          <ul className="mt-3 flex flex-wrap gap-2">
            {fitted.map((f) => (
              <li key={f.label}>
                <Link
                  to={f.href}
                  className="inline-block rounded-site bg-surface px-3 py-2 text-sm font-semibold ring-1 ring-black/15 hover:ring-brand"
                >
                  {f.label} <span className="text-muted">({formatNumber(f.count)} cars)</span>
                </Link>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <p className="mt-4">
        We don't list every part online.{" "}
        <Link to={PARTS_ENQUIRY_PATH} className="font-semibold underline">
          Send a parts enquiry
        </Link>{" "}
        with the part and your car's rego or VIN, or call a parts counter below.
      </p>
    </section>
  );
}

function PartsCounters({ counters, showLicences }: Pick<PartsSearchView, "counters" | "showLicences">) {
  return (
    <section aria-labelledby="parts-counters" className="mt-10">
      <h2 id="parts-counters" className="font-heading text-2xl font-bold">
        Our parts counters
      </h2>
      {counters.length ? (
        <ul className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {counters.map((location) => (
            <li key={location.id} className="flex [&>article]:flex-1">
              <LocationCard location={location} showLicences={showLicences} showMap={false} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-2">
          <Link to={PARTS_ENQUIRY_PATH} className="font-semibold underline">
            Send a parts enquiry
          </Link>{" "}
          and the right team will answer.
        </p>
      )}
    </section>
  );
}
