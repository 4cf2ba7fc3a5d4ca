import { Link } from "react-router";
import { z } from "zod";
import { CarCard } from "~/components/stock/car-card";
import { requireSite } from "~/lib/require-site";
import { listStock } from "~/services/list-stock.server";
import type { Route } from "./+types/search";

const PageSchema = z.coerce.number().int().min(1).max(10_000).catch(1);

export async function loader({ context, request }: Route.LoaderArgs) {
  const site = requireSite(context);
  const page = PageSchema.parse(new URL(request.url).searchParams.get("page") ?? 1);
  const stock = await listStock(context.db, site, context.now, { page });
  if (page > stock.pages) throw new Response("Not Found", { status: 404 });
  return { siteName: site.name, page, ...stock, texts: { noPriceText: site.texts.noPriceText, financeText: site.texts.searchResultFinanceText } };
}

export function meta({ data }: Route.MetaArgs) {
  if (!data) return [{ title: "Page not found" }];
  return [
    { title: `New, used and demo cars for sale${data.page > 1 ? ` (page ${data.page})` : ""} | ${data.siteName}` },
    { name: "description", content: `${data.total.toLocaleString("en-AU")} new, used and demo cars for sale at ${data.siteName}.` },
  ];
}

export default function Search({ loaderData }: Route.ComponentProps) {
  const { cars, total, page, pages, texts } = loaderData;
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <nav aria-label="Breadcrumb" className="text-sm text-muted">
        <ol className="flex gap-2">
          <li>
            <Link to="/" className="underline">
              Home
            </Link>
          </li>
          <li aria-hidden="true">/</li>
          <li aria-current="page">New, used and demo cars</li>
        </ol>
      </nav>
      <h1 className="mt-2 font-heading text-3xl font-bold">New, used and demo cars</h1>
      <p className="mt-1 text-muted" aria-live="polite">
        {total.toLocaleString("en-AU")} cars found
      </p>
      <div className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {cars.map((car, i) => (
          <CarCard key={car.id} car={car} noPriceText={texts.noPriceText} financeText={texts.financeText} priority={i < 3} />
        ))}
      </div>
      <Pagination page={page} pages={pages} />
    </div>
  );
}

function Pagination({ page, pages }: { page: number; pages: number }) {
  if (pages <= 1) return null;
  const href = (p: number) => (p === 1 ? "?" : `?page=${p}`);
  return (
    <nav aria-label="Pagination" className="mt-10 flex items-center justify-center gap-4">
      {page > 1 ? (
        <Link to={href(page - 1)} className="rounded-site bg-surface px-4 py-2 font-semibold shadow-sm ring-1 ring-black/10" rel="prev">
          Previous
        </Link>
      ) : null}
      <span>
        Page {page} of {pages}
      </span>
      {page < pages ? (
        <Link to={href(page + 1)} className="rounded-site bg-surface px-4 py-2 font-semibold shadow-sm ring-1 ring-black/10" rel="next">
          Next
        </Link>
      ) : null}
    </nav>
  );
}
