import { useEffect, useMemo, useRef } from "react";
import { Link, useFetcher } from "react-router";
import { SavedLinks } from "~/components/saved/compare-bar";
import { RecentlyViewed } from "~/components/saved/recently-viewed";
import { useSavedList } from "~/components/saved/saved-store";
import { Breadcrumbs } from "~/components/site/breadcrumbs";
import { loadOnUse } from "~/components/ui/load-on-use";
import { parseIdList } from "~/domain/saved-cars/compare-ids";
import { LIST_RULES } from "~/domain/saved-cars/saved-lists";
import { ALL_STOCK_PATH } from "~/domain/search-paths";
import { sharedPageHeaders } from "~/lib/page-cache";
import { requireSite } from "~/lib/require-site";
import { queryText, routeInput, routeSchema } from "~/lib/route-input";
import { findSavedCars } from "~/services/find-saved-cars.server";
import type { Route } from "./+types/favourites";
import { privatePageMeta } from "~/seo/page-meta";

// The list is drawn from this browser's storage, so its code loads once there is a list to draw (issue 18's JavaScript budget).
const List = loadOnUse(() => import("~/components/saved/favourite-list"));

// The shell is the same for everyone (favourites live in the browser), and so is the answer for a given `?ids=`.
export const headers = sharedPageHeaders;

const INPUT = routeSchema({ query: { ids: queryText(1000) } });

/** The page, and with `?ids=` the current price and status of those cars on this site (the page asks once JavaScript has read the list). */
export async function loader(args: Route.LoaderArgs) {
  const { context } = args;
  const site = requireSite(context);
  const { query } = routeInput(args, INPUT);
  const { ids } = parseIdList(query.ids, LIST_RULES.favourites.limit);
  return {
    siteName: site.name,
    noPriceText: site.texts.noPriceText,
    financeText: site.texts.searchResultFinanceText,
    checked: ids,
    cars: await findSavedCars({ db: context.db, site, now: context.now }, ids),
  };
}

export function meta({ data }: Route.MetaArgs) {
  return privatePageMeta(
    data ? `My favourites | ${data.siteName}` : "My favourites",
    "The cars you saved as favourites in this browser, with their current prices.",
  );
}

export default function Favourites({ loaderData }: Route.ComponentProps) {
  const favourites = useSavedList("favourites");
  const fetcher = useFetcher<typeof loader>();
  const latest = fetcher.data ?? loaderData;
  const fresh = useMemo(() => new Map(latest.cars.map((c) => [c.id, c])), [latest]);
  const checked = useMemo(() => new Set(latest.checked), [latest]);
  // Asks again only for a car not yet checked: removing one needs no new figures.
  const unchecked = favourites?.some((f) => !checked.has(f.id)) ?? false;
  const ids = favourites?.map((f) => f.id).join(",") ?? "";
  // Once per list: a failed request leaves the browser's own records showing rather than asking again and again.
  const asked = useRef("");
  const { load } = fetcher;
  useEffect(() => {
    if (!unchecked || asked.current === ids) return;
    asked.current = ids;
    load(`/favourites?ids=${ids}`);
  }, [unchecked, ids, load]);

  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <Breadcrumbs trail={[]} current="My favourites" />
      <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
        <h1 className="font-heading text-3xl font-bold">My favourites</h1>
        <SavedLinks withFavourites={false} />
      </div>
      <p className="mt-2 text-muted">Kept in this browser: no account needed. Prices and availability are checked each time you visit.</p>
      {favourites === null ? (
        <>
          <Finding />
          <noscript>
            <p className="mt-2">Your favourites are kept in this browser, so this page needs JavaScript to list them.</p>
          </noscript>
        </>
      ) : favourites.length ? (
        <List.Loaded
          favourites={favourites}
          fresh={fresh}
          checked={checked}
          noPriceText={loaderData.noPriceText}
          financeText={loaderData.financeText}
          fallback={<Finding />}
        />
      ) : (
        <div className="mt-6 rounded-site bg-surface p-6 shadow-sm ring-1 ring-black/5">
          <p className="font-semibold">You have no favourites yet.</p>
          <p className="mt-1 text-muted">Tap the heart on any car to keep it here.</p>
          <Link to={ALL_STOCK_PATH} className="mt-4 inline-block rounded-site bg-brand px-4 py-2 font-semibold text-on-brand">
            Search our stock
          </Link>
        </div>
      )}
      <RecentlyViewed />
    </div>
  );
}

function Finding() {
  return (
    <p className="mt-6" role="status">
      Finding your favourites...
    </p>
  );
}
