import { queryText, routeInput, routeSchema } from "~/lib/route-input";
import { carTitle } from "~/domain/vehicle/car-name";
import { CarPrice } from "~/components/stock/car-price";
import { formatPhone } from "~/domain/phone";
import { imageUrl } from "~/images/image-url";
import { monthlyDisplay, weeklyDisplay } from "~/domain/finance/finance-calculator";
import { percentText } from "~/domain/finance/percent-text";
import { requireSite } from "~/lib/require-site";
import { loadPrintPage } from "~/services/load-print-page.server";
import type { Route } from "./+types/print";
import { sharedPageHeaders } from "~/lib/page-cache";
import { privatePageMeta } from "~/seo/page-meta";

// The same page for every shopper: served from the page cache for a few seconds (app/lib/page-cache.ts).
export const headers = sharedPageHeaders;

const INPUT = routeSchema({ query: { car_id: queryText(200) } });

/** /print?car_id={slug}: a printable page for the car, opened in a new tab from the vehicle page. */
export async function loader(args: Route.LoaderArgs) {
  const { context } = args;
  const { query } = routeInput(args, INPUT);
  const page = await loadPrintPage({ db: context.db, site: requireSite(context), now: context.now }, query.car_id);
  if (!page) throw new Response("Not Found", { status: 404 });
  return page;
}

export function meta({ data }: Route.MetaArgs) {
  return privatePageMeta(data ? `${carTitle(data.car)} | Print | ${data.siteName}` : "Page not found");
}

export default function Print({ loaderData: { car, facts, finance, siteName, noPriceText } }: Route.ComponentProps) {
  return (
    <article className="mx-auto max-w-3xl bg-white p-8 text-black print:p-0">
      <p className="text-sm">{siteName}</p>
      <h1 className="mt-1 text-3xl font-bold">
        {car.year} {car.make} {car.model} {car.badge}
      </h1>
      {car.photo ? (
        <img src={imageUrl(car.photo.src, 1200, { fmt: "jpeg" })} alt={car.photo.alt} width={1200} height={800} className="mt-4 w-full" />
      ) : null}
      <div className="mt-4">
        <CarPrice car={car} noPriceText={noPriceText} size="lg" />
      </div>
      {finance ? (
        // The figures and the whole disclaimer written from them (decision 028): paper has no "Read the full disclaimer".
        <section className="mt-4 text-sm" data-testid="print-finance">
          <p>
            Finance estimate <strong>{weeklyDisplay(finance.weekly)}</strong>
            {monthlyDisplay(finance.weekly) ? ` (${monthlyDisplay(finance.weekly)})` : ""} · Rate {percentText(finance.advertisedRate)} ·
            Comparison {percentText(finance.comparisonRate)}
          </p>
          <p className="mt-1 text-xs">{finance.disclaimer}</p>
        </section>
      ) : null}
      <dl className="mt-4 grid grid-cols-2 gap-x-8">
        {facts.map(([k, v]) => (
          <div key={k} className="flex justify-between border-b border-gray-300 py-1">
            <dt>{k}</dt>
            <dd className="font-semibold">{v}</dd>
          </div>
        ))}
      </dl>
      {car.features.length ? (
        <p className="mt-4 text-sm">
          <strong>Features:</strong> {car.features.join(", ")}
        </p>
      ) : null}
      <p className="mt-6 text-sm">
        {car.location.name}, {car.location.street}, {car.location.city} {car.location.state} {car.location.postcode}
        {car.location.phone ? ` · ${formatPhone(car.location.phone)}` : ""}
      </p>
      <p className="mt-4 text-xs">Please confirm price, specifications and features with the dealer.</p>
      <button
        type="button"
        onClick={() => window.print()}
        className="mt-6 rounded bg-black px-4 py-2 font-semibold text-white print:hidden"
      >
        Print this page
      </button>
    </article>
  );
}
