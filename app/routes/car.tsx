import { Link } from "react-router";
import { StaticMap } from "~/components/locations/static-map";
import { CarPrice } from "~/components/stock/car-price";
import { findCarBySlug } from "~/db/queries/cars";
import { calendarDate, formatAud, formatDate, formatKm } from "~/domain/format";
import { formatPhone, phoneHref } from "~/domain/format-phone";
import { imageSrcSet, imageUrl } from "~/images/image-url";
import { requireSite } from "~/lib/require-site";
import type { Route } from "./+types/car";

export async function loader({ context, params }: Route.LoaderArgs) {
  const site = requireSite(context);
  const car = await findCarBySlug(context.db, site.id, params.slug);
  // Hidden cars are not for sale on the web; their URL behaves like any unknown one.
  if (!car?.showOnDealerWebsite) throw new Response("Not Found", { status: 404 });
  const { soldAt: _s, createdAt: _c, ...rest } = car;
  const today = calendarDate(context.now, car.location.timeZone);
  return {
    car: rest,
    siteName: site.name,
    noPriceText: site.texts.noPriceText,
    callText: site.texts.callText,
    commentsTitle: site.texts.dealerCommentsTitle,
    regoLabel: car.regoExpiry ? (car.regoExpiry >= today ? `Expires on ${formatDate(car.regoExpiry)}` : "Unregistered") : null,
  };
}

export function meta({ data }: Route.MetaArgs) {
  if (!data) return [{ title: "Page not found" }];
  const { car } = data;
  const name = `${car.year} ${car.make} ${car.model} ${car.badge ?? ""}`.trim();
  return [
    { title: `${name} for sale in ${car.location.city} | ${data.siteName}` },
    { name: "description", content: `${name}, ${formatKm(car.km)}, ${car.price > 10 ? formatAud(car.price) : data.noPriceText} at ${car.dealershipName}, ${car.location.city} ${car.location.state}.` },
  ];
}

const CONDITION = { new: "New", used: "Used", demo: "Demo" } as const;

export default function CarPage({ loaderData }: Route.ComponentProps) {
  const { car, noPriceText, callText, commentsTitle, regoLabel } = loaderData;
  const title = `${car.year} ${car.make} ${car.model}`;
  const sold = car.status === "sold";
  const facts: [string, string | number | null | undefined][] = [
    ["Condition", CONDITION[car.carType]],
    ["Kilometres", car.itemType === "caravan" ? null : formatKm(car.km)],
    ["Transmission", car.trans],
    ["Body", car.body],
    ["Fuel", car.fuel],
    ["Engine", car.engineSize],
    ["Drive", car.drive],
    ["Seats", car.seats],
    ["Colour", car.colour],
    ["Build date", car.buildDate ? formatDate(car.buildDate) : null],
    ["Compliance date", car.complianceDate ? formatDate(car.complianceDate) : null],
    ["Registration", car.regplate ? `${car.regplate}${regoLabel ? ` (${regoLabel})` : ""}` : regoLabel],
    ["Stock no.", car.stocknum],
    ["VIN", car.vin],
    ...Object.entries(car.specifications).map(([k, v]) => [k.replace(/_/g, " ").replace(/^\w/, (c) => c.toUpperCase()), v] as [string, string | number]),
  ];
  return (
    <div className="mx-auto max-w-7xl px-4 py-6">
      <nav aria-label="Breadcrumb" className="text-sm text-muted">
        <ol className="flex flex-wrap gap-2">
          <li>
            <Link to="/" className="underline">Home</Link>
          </li>
          <li aria-hidden="true">/</li>
          <li>
            <Link to="/search/new-used-and-demo-cars" className="underline">{CONDITION[car.carType]} cars</Link>
          </li>
          <li aria-hidden="true">/</li>
          <li aria-current="page">{title}</li>
        </ol>
      </nav>
      <div className="mt-4 grid gap-8 lg:grid-cols-[1fr_22rem]">
        <div className="min-w-0">
          <Gallery images={car.imageSrcs} alts={car.imageAlts} title={title} />
          <section aria-labelledby="key-information" className="mt-8">
            <h2 id="key-information" className="font-heading text-2xl font-bold">Key information</h2>
            <dl className="mt-4 grid grid-cols-1 gap-x-8 sm:grid-cols-2">
              {facts.filter(([, v]) => v !== null && v !== undefined && v !== "").map(([label, value]) => (
                <div key={label} className="flex justify-between gap-4 border-b border-black/10 py-2">
                  <dt className="text-muted">{label}</dt>
                  <dd className="text-right font-medium break-all">{value}</dd>
                </div>
              ))}
            </dl>
          </section>
          {car.features.length ? (
            <section aria-labelledby="features" className="mt-8">
              <h2 id="features" className="font-heading text-2xl font-bold">Features</h2>
              <ul className="mt-4 grid grid-cols-1 gap-2 sm:grid-cols-2">
                {car.features.map((f) => (
                  <li key={f} className="flex gap-2"><span aria-hidden="true">✓</span>{f}</li>
                ))}
              </ul>
            </section>
          ) : null}
          <section aria-labelledby="comments" className="mt-8">
            <h2 id="comments" className="font-heading text-2xl font-bold">{commentsTitle}</h2>
            <p className="mt-3 whitespace-pre-line leading-relaxed">
              {car.dealercomments || (car.carType === "used" ? "Dealer comments are pending. Please check back here later." : `Contact ${car.dealershipName} for more about this ${car.make} ${car.model}.`)}
            </p>
          </section>
        </div>
        <aside aria-label="Price and dealer" className="lg:sticky lg:top-4 lg:self-start">
          <div className="rounded-site bg-surface p-5 shadow-sm ring-1 ring-black/5">
            <h1 className="font-heading text-2xl font-bold leading-tight">{title}</h1>
            <p className="text-muted">{[car.badge, car.series].filter(Boolean).join(" ")}</p>
            {sold ? (
              <div className="mt-4 rounded-site bg-red-700 p-4 text-white">
                <p className="text-xl font-black">SOLD</p>
                <p className="mt-1 text-sm">This car has found a new home.</p>
                <Link to="/search/new-used-and-demo-cars" className="mt-3 inline-block rounded-site bg-white px-4 py-2 text-sm font-semibold text-red-800">
                  Find Me Something Similar
                </Link>
              </div>
            ) : (
              <div className="mt-4">
                <CarPrice car={car} noPriceText={noPriceText} size="lg" />
                {car.weeklyRepayment && car.weeklyRepayment > 25 ? (
                  <p className="text-sm text-muted">Finance from <span className="font-semibold text-ink">{formatAud(car.weeklyRepayment)}/wk</span></p>
                ) : null}
              </div>
            )}
            <ul className="mt-4 flex flex-wrap gap-2 text-sm" aria-label="At a glance">
              {car.itemType !== "caravan" ? <li className="rounded-full bg-black/5 px-3 py-1">{formatKm(car.km)}</li> : null}
              {car.simpleTransmission ? <li className="rounded-full bg-black/5 px-3 py-1">{car.simpleTransmission}</li> : null}
              {car.body ? <li className="rounded-full bg-black/5 px-3 py-1">{car.body}</li> : null}
            </ul>
          </div>
          <div className="mt-4 rounded-site bg-surface p-5 shadow-sm ring-1 ring-black/5">
            <h2 className="font-heading text-lg font-bold">{callText}</h2>
            <p className="mt-1 font-semibold">{car.location.name}</p>
            <p className="text-sm text-muted">
              {car.location.street}, {car.location.city} {car.location.state} {car.location.postcode}
            </p>
            <div id="vehicle-map" className="mt-3">
              <StaticMap lat={car.location.lat} lng={car.location.lng} label={`${car.location.street}, ${car.location.city} ${car.location.state}`} />
            </div>
            {car.location.phone ? (
              <a href={phoneHref(car.location.phone)} className="mt-3 block rounded-site bg-brand px-4 py-3 text-center font-semibold text-on-brand">
                Call {formatPhone(car.location.phone)}
              </a>
            ) : null}
          </div>
        </aside>
      </div>
    </div>
  );
}

function Gallery({ images, alts, title }: { images: string[]; alts: string[]; title: string }) {
  if (!images.length) {
    return <div className="flex aspect-[3/2] items-center justify-center rounded-site bg-black/5 text-muted">Photos coming soon</div>;
  }
  return (
    <div>
      <img
        src={imageUrl(images[0], 900)}
        srcSet={imageSrcSet(images[0], [480, 600, 900, 1200])}
        sizes="(min-width: 1024px) 60vw, 100vw"
        alt={alts[0] ?? title}
        width={900}
        height={600}
        fetchPriority="high"
        className="aspect-[3/2] w-full rounded-site bg-black/5 object-cover"
      />
      {images.length > 1 ? (
        <ul className="mt-2 grid grid-cols-3 gap-2 sm:grid-cols-6" aria-label="More photos">
          {images.slice(1).map((src, i) => (
            <li key={src}>
              <a href={imageUrl(src, 1200)} className="block">
                <img src={imageUrl(src, 240)} alt={alts[i + 1] ?? title} width={240} height={160} loading={i < 1 ? "eager" : "lazy"} className="aspect-[3/2] w-full rounded-site bg-black/5 object-cover" />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
