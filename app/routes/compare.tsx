import { useEffect } from "react";
import { Link, useNavigate } from "react-router";
import { CarComparison } from "~/components/saved/car-comparison";
import { useSavedList } from "~/components/saved/saved-store";
import { Breadcrumbs } from "~/components/site/breadcrumbs";
import { COMPARE_LIMIT, compareHref } from "~/domain/saved-cars/compare-ids";
import { ALL_STOCK_PATH } from "~/domain/search-paths";
import { sharedPageHeaders } from "~/lib/page-cache";
import { requireSite } from "~/lib/require-site";
import { queryText, routeInput, routeSchema } from "~/lib/route-input";
import { loadComparePage } from "~/services/load-compare-page.server";
import type { Route } from "./+types/compare";
import { privatePageMeta } from "~/seo/page-meta";

// The same page for every shopper with the same link: the cars are named in the address, not kept on the server.
export const headers = sharedPageHeaders;

const INPUT = routeSchema({ query: { ids: queryText(500) } });

export async function loader(args: Route.LoaderArgs) {
  const { context } = args;
  const site = requireSite(context);
  const { query } = routeInput(args, INPUT);
  return loadComparePage({ db: context.db, site, now: context.now }, query.ids);
}

export function meta({ data }: Route.MetaArgs) {
  // Every combination of cars is its own address; search engines have the cars' own pages.
  return privatePageMeta(
    data ? `Compare cars | ${data.siteName}` : "Compare cars",
    `Compare up to ${COMPARE_LIMIT} cars side by side: price, finance, odometer, specifications and features.`,
  );
}

export default function Compare({ loaderData: d }: Route.ComponentProps) {
  const chosen = useSavedList("compare");
  const navigate = useNavigate();
  // Without ids in the address, the page shows the cars this browser chose (through the address, so it can be shared).
  const fromBrowser = !d.linked && chosen?.length ? compareHref(chosen.map((c) => c.id)) : null;
  useEffect(() => {
    if (fromBrowser) navigate(fromBrowser, { replace: true });
  }, [fromBrowser, navigate]);
  const waiting = !d.linked && (chosen === null || fromBrowser !== null);
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <Breadcrumbs trail={[]} current="Compare cars" />
      <h1 className="mt-3 font-heading text-3xl font-bold">Compare cars</h1>
      {d.notices.length ? (
        <ul className="mt-4 rounded-site bg-surface p-4 text-sm shadow-sm ring-1 ring-black/5" aria-label="About this link">
          {d.notices.map((n) => (
            <li key={n}>{n}</li>
          ))}
        </ul>
      ) : null}
      {d.cars.length >= 2 ? (
        <>
          <p className="mt-2 text-muted">Share this page's address to show someone the same comparison.</p>
          <CarComparison cars={d.cars} noPriceText={d.noPriceText} />
          {d.cars.length < COMPARE_LIMIT ? <AddAnother /> : null}
        </>
      ) : waiting ? (
        <>
          <p className="mt-4" role="status">
            Finding the cars you chose...
          </p>
          <noscript>
            <p className="mt-2">The cars you choose to compare are kept in this browser, so this page needs JavaScript to list them.</p>
          </noscript>
        </>
      ) : (
        <Empty one={d.cars[0] ?? null} />
      )}
    </div>
  );
}

function AddAnother() {
  return (
    <p className="mt-4 text-sm">
      <Link to={ALL_STOCK_PATH} className="font-semibold underline">
        Add another car
      </Link>{" "}
      (up to {COMPARE_LIMIT}): choose Compare on its card.
    </p>
  );
}

function Empty({ one }: { one: { name: string; path: string } | null }) {
  return (
    <div className="mt-6 rounded-site bg-surface p-6 shadow-sm ring-1 ring-black/5">
      {one ? (
        <p>
          Only one car to compare:{" "}
          <Link to={one.path} className="font-semibold underline">
            {one.name}
          </Link>
          . Choose at least one more.
        </p>
      ) : (
        <p>No cars to compare yet.</p>
      )}
      <p className="mt-2 text-muted">Choose Compare on up to {COMPARE_LIMIT} cars in our stock to see them side by side here.</p>
      <Link to={ALL_STOCK_PATH} className="mt-4 inline-block rounded-site bg-brand px-4 py-2 font-semibold text-on-brand">
        Search our stock
      </Link>
    </div>
  );
}
