import { carTitle } from "~/domain/vehicle/car-name";
import { CarPrice } from "~/components/stock/car-price";
import { findCarBySlug } from "~/db/queries/cars.server";
import { calendarDate, formatDate } from "~/domain/format";
import { carKeyFacts } from "~/domain/vehicle/key-facts";
import { regoLabel } from "~/domain/vehicle/vehicle-display";
import { formatPhone } from "~/domain/format-phone";
import { imageUrl } from "~/images/image-url";
import { requireSite } from "~/lib/require-site";
import type { Route } from "./+types/print";

/** /print?car_id={slug}: a printable page for the car, opened in a new tab from the vehicle page. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const site = requireSite(context);
  const slug = new URL(request.url).searchParams.get("car_id") ?? "";
  const car = slug ? await findCarBySlug(context.db, site.id, slug) : null;
  if (!car?.showOnDealerWebsite) throw new Response("Not Found", { status: 404 });
  const { soldAt: _s, createdAt: _c, ...rest } = car;
  const today = calendarDate(context.now, car.location.timeZone);
  return {
    car: rest,
    facts: carKeyFacts(car, regoLabel(car.regoExpiry, today, site.showUnregistered, formatDate)),
    siteName: site.name,
    noPriceText: site.texts.noPriceText,
  };
}

export function meta({ data }: Route.MetaArgs) {
  return [{ title: data ? `${carTitle(data.car)} | Print | ${data.siteName}` : "Page not found" }, { name: "robots", content: "noindex" }];
}

export default function Print({ loaderData: { car, facts, siteName, noPriceText } }: Route.ComponentProps) {
  return (
    <article className="mx-auto max-w-3xl bg-white p-8 text-black print:p-0">
      <p className="text-sm">{siteName}</p>
      <h1 className="mt-1 text-3xl font-bold">
        {car.year} {car.make} {car.model} {car.badge}
      </h1>
      {car.imageSrcs[0] ? (
        <img
          src={imageUrl(car.imageSrcs[0], 1200, { fmt: "jpeg" })}
          alt={car.imageAlts[0] ?? ""}
          width={1200}
          height={800}
          className="mt-4 w-full"
        />
      ) : null}
      <div className="mt-4">
        <CarPrice car={car} noPriceText={noPriceText} size="lg" />
      </div>
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
