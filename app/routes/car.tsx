import { Link } from "react-router";
import { StaticMap } from "~/components/locations/static-map";
import { directionsHref } from "~/domain/locations/address";
import { FeatureBanner, WhyBuyFromUs } from "~/components/vehicle/dealer-extras";
import { VehicleMedia } from "~/components/vehicle/vehicle-media";
import { StickyCarBars } from "~/components/vehicle/sticky-car-bars";
import { LeadDialog, leadPageHref } from "~/components/leads/lead-dialog";
import { track } from "~/lib/analytics";
import { BrochureDownload } from "~/components/vehicle/brochure-download";
import { financeHref, isAvailable } from "~/domain/card-actions";
import { priceDisplay } from "~/domain/price-display";
import { PhoneReveal } from "~/components/vehicle/phone-reveal";
import { ShareBar } from "~/components/vehicle/share-bar";
import { ViewCount } from "~/components/vehicle/view-count";
import { CarCard } from "~/components/stock/car-card";
import { Carousel } from "~/components/ui/carousel";
import { findSimilarCars } from "~/services/similar-cars.server";
import { cardSettings } from "~/sites/card-settings";
import { slugify } from "~/domain/slugify";
import { CarPrice } from "~/components/stock/car-price";
import { findCarBySlug, findLenderEntry } from "~/db/queries/cars.server";
import { FinanceBox } from "~/components/finance/finance-box";
import { FinanceCalculator } from "~/components/finance/finance-calculator";
import { FuelCalculator } from "~/components/finance/fuel-calculator";
import { DeliveryCalculator } from "~/components/finance/delivery-calculator";
import { PriceComparison } from "~/components/finance/price-comparison";
import { calculatorBounds, defaultAmount } from "~/domain/finance/finance-calculator";
import { showFinanceEstimate } from "~/domain/finance/finance-estimate";
import { showFuelCalculator } from "~/domain/finance/fuel-cost";
import { belowMarket, gaugeEligible } from "~/domain/finance/market-gauge";
import { useEffect, useState } from "react";
import { Reveal } from "~/components/ui/reveal";
import { calendarDate, formatAud, formatDate, formatKm } from "~/domain/format";
import { carKeyFacts, conditionLabel, presentFacts, type Fact } from "~/domain/vehicle/key-facts";
import { carJsonLd } from "~/domain/vehicle/car-json-ld";
import { COMMENTS_CUT, FEATURES_SHOWN, maskPhone, regoLabel, SPECS_SHOWN, splitAt } from "~/domain/vehicle/vehicle-display";
import { formatPhone } from "~/domain/format-phone";
import { imageUrl } from "~/images/image-url";
import { requireSite } from "~/lib/require-site";
import type { Route } from "./+types/car";

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const site = requireSite(context);
  const car = await findCarBySlug(context.db, site.id, params.slug);
  // Hidden cars are not for sale on the web; their URL behaves like any unknown one.
  if (!car?.showOnDealerWebsite) throw new Response("Not Found", { status: 404 });
  const { soldAt: _s, createdAt: _c, ...rest } = car;
  // The number reaches the page only through `phone` below, so a masked site keeps it out of the HTML.
  const location = { ...car.location, phone: null };
  const today = calendarDate(context.now, car.location.timeZone);
  const origin = new URL(request.url).origin;
  const url = `${origin}/cars/${car.slug}`;
  const image = car.imageSrcs[0] ? `${origin}${imageUrl(car.imageSrcs[0], 1200, { fmt: "jpeg" })}` : null;
  const lender = await findLenderEntry(context.db, site.id, car.id, site.financeProvider);
  const currentYear = Number(today.slice(0, 4));
  const available = isAvailable(car);
  const estimateShown = showFinanceEstimate(
    { year: car.year, price: car.price, make: car.make, dealershipSlug: car.dealershipSlug, available },
    lender,
    site.finance,
    currentYear,
  );
  const calculator = site.finance.calculator;
  return {
    finance: {
      estimate:
        estimateShown && lender
          ? {
              weekly: lender.paymentWeek,
              advertisedRate: lender.interestRate,
              comparisonRate: lender.comparisonRate,
              disclaimer: lender.disclaimer,
            }
          : null,
      quoteRequest:
        !estimateShown && available && car.price > 0 ? { purchasePrice: car.price, year: car.year, vin: car.vin, nvic: car.nvic } : null,
      bounds: calculatorBounds(calculator, car.price),
      defaults: {
        amount: defaultAmount(car.price, calculator.amountFromPrice),
        years: calculator.defaultTermYears,
        interest: calculator.defaultInterest,
        establishmentFee: calculator.establishmentFee,
      },
      quickPicks: calculator.quickPicks,
      href:
        available && car.price > 500
          ? financeHref(
              { id: car.id, price: car.price, car_type: car.carType, vin: car.vin, dealership_slug: car.dealershipSlug },
              site.financePath,
            )
          : null,
      gauge: gaugeEligible(car) && car.carType !== "new",
      fuel: showFuelCalculator(car.fuel) && car.itemType !== "caravan",
      litresPer100Km: typeof car.variant.fuelconsumptioncombined === "number" ? car.variant.fuelconsumptioncombined : null,
    },
    car: { ...rest, location },
    url,
    image,
    jsonLd: carJsonLd(car, url, image, car.dealershipName),
    similar: findSimilarCars(context.search, site, context.now, car),
    cardSettings: cardSettings(site),
    viewer: site.vehicle,
    financePath: site.financePath,
    chat: site.leads.chatProvider !== null,
    hideTestDrive: site.search.hideTestDriveForComingSoon && car.status === "coming_soon",
    siteName: site.name,
    noPriceText: site.texts.noPriceText,
    callText: site.texts.callText,
    commentsTitle: site.texts.dealerCommentsTitle,
    regoLabel: regoLabel(car.regoExpiry, today, site.showUnregistered, formatDate),
    phone: car.location.phone
      ? {
          masked: maskPhone(formatPhone(car.location.phone)),
          // Masked sites leave the number out of the page until the shopper asks (?reveal=phone without JavaScript).
          revealed:
            site.phoneReveal === "immediate" || new URL(request.url).searchParams.get("reveal") === "phone"
              ? { phone: car.location.phone, formatted: formatPhone(car.location.phone) }
              : null,
        }
      : null,
  };
}

export function meta({ data }: Route.MetaArgs) {
  if (!data) return [{ title: "Page not found" }];
  const { car } = data;
  const name = `${car.year} ${car.make} ${car.model} ${car.badge ?? ""}`.trim();
  const title = `${name} for sale in ${car.location.city} | ${data.siteName}`;
  const description = `${name}, ${formatKm(car.km)}, ${car.price > 10 ? formatAud(car.price) : data.noPriceText} at ${car.dealershipName}, ${car.location.city} ${car.location.state}.`;
  return [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: data.url },
    { property: "og:type", content: "product" },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: data.url },
    ...(data.image ? [{ property: "og:image", content: data.image }] : []),
    { "script:ld+json": data.jsonLd },
  ];
}

export default function CarPage({ loaderData }: Route.ComponentProps) {
  const { car, noPriceText, callText, commentsTitle, regoLabel, phone, similar } = loaderData;
  const title = `${car.year} ${car.make} ${car.model}`;
  const sold = car.status === "sold";
  const display = priceDisplay(car, noPriceText);
  const { finance } = loaderData;
  const [market, setMarket] = useState<{ average: number; stateAverage: number | null } | null>(null);
  useEffect(() => {
    // Vehicle spec section 9: event 4 counts used-car page views.
    if (car.carType === "used") track({ event_id: 4, name: "used_vehicle_view", car_id: car.id });
  }, [car.id, car.carType]);
  const keyFacts = carKeyFacts(car, regoLabel);
  // Vehicle spec: empty rows are hidden; caravans add their body, weight and sleeping rows.
  const specs = presentFacts([
    ["Cylinders", car.variant.cylinders],
    ["Engine size", car.variant.enginesize_litres ? `${car.variant.enginesize_litres} L` : null],
    ["Induction", car.variant.induction],
    ["Fuel consumption", car.variant.fuelconsumptioncombined ? `${car.variant.fuelconsumptioncombined} L/100km` : null],
    ["ANCAP rating", car.variant.ancaprating ? `${car.variant.ancaprating} stars` : null],
    ["Body configuration", car.variant.bodyconfiguration],
    ["Doors", car.doors],
    ["Interior colour", car.interiorColour],
    ...Object.entries(car.specifications).map(([k, v]) => [k.replace(/_/g, " ").replace(/^\w/, (c) => c.toUpperCase()), v] as Fact),
  ]);
  return (
    <div className={`mx-auto max-w-7xl px-4 py-6 ${loaderData.viewer.mobileStickyBar ? "pb-20 md:pb-6" : ""}`}>
      <nav aria-label="Breadcrumb" className="text-sm text-muted">
        <ol className="flex flex-wrap gap-2">
          <li>
            <Link to="/" className="underline">
              Home
            </Link>
          </li>
          <li aria-hidden="true">/</li>
          <li>
            <Link to="/search/new-used-and-demo-cars" className="underline">
              {conditionLabel(car.carType)} cars
            </Link>
          </li>
          <li aria-hidden="true">/</li>
          <li aria-current="page">{title}</li>
        </ol>
      </nav>
      {car.location.isPrimary ? null : (
        <p className="mt-3 flex flex-wrap items-center justify-between gap-2 rounded-site bg-accent px-4 py-2 text-on-accent" role="note">
          <span className="font-semibold">Located at {car.location.city}</span>
          <a href={directionsHref(car.location)} rel="noopener noreferrer" className="font-semibold underline">
            Get Directions
          </a>
        </p>
      )}
      {/* Small screens read gallery, then price and dealer, then the details; large screens put price and dealer beside both. */}
      <div className="mt-4 grid gap-8 lg:grid-cols-[1fr_22rem]">
        <div className="min-w-0 lg:col-start-1">
          <VehicleMedia
            images={car.imageSrcs}
            alts={car.imageAlts}
            title={title}
            status={car.status}
            media={car.media}
            viewerDefault={loaderData.viewer.viewerDefault}
            videoPosition={loaderData.viewer.stockVideoPosition}
          />
        </div>
        <aside aria-label="Price and dealer" className="lg:sticky lg:top-4 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:self-start">
          <div className="rounded-site bg-surface p-5 shadow-sm ring-1 ring-black/5">
            <h1 className="font-heading text-2xl font-bold leading-tight">{title}</h1>
            <p className="text-muted">{[car.badge, car.series].filter(Boolean).join(" ")}</p>
            {sold ? (
              <div className="mt-4 rounded-site bg-red-700 p-4 text-white">
                <p className="text-xl font-black">SOLD</p>
                <p className="mt-1 text-sm">This car has found a new home.</p>
                <div className="mt-3 flex flex-wrap gap-2">
                  <LeadDialog
                    kind="similar"
                    carId={car.id}
                    title="Find Me Something Similar"
                    trigger="Find Me Something Similar"
                    className="rounded-site bg-white px-4 py-2 text-sm font-semibold text-red-800"
                    description={`Tell us what you liked about this ${car.make} ${car.model} and we will let you know when a similar car arrives.`}
                  />
                  <Link
                    to={similar.length ? "#similar" : `/search/${slugify(car.make)}/${slugify(car.model)}`}
                    className="rounded-site px-4 py-2 text-sm font-semibold underline"
                  >
                    See similar cars
                  </Link>
                </div>
              </div>
            ) : (
              <div className="mt-4">
                <CarPrice car={car} noPriceText={noPriceText} size="lg" />
                {market && belowMarket(car.price, market) ? (
                  <p className="mt-1 inline-block rounded-full bg-green-700 px-3 py-1 text-sm font-bold text-white">Below market price</p>
                ) : null}
                <FinanceBox estimate={finance.estimate} quoteRequest={finance.quoteRequest} />
              </div>
            )}
            <ViewCount slug={car.slug} photosCount={car.imageSrcs.length} />
            {sold ? null : (
              <div className="mt-4 grid gap-2">
                <LeadDialog
                  kind="vehicle"
                  carId={car.id}
                  title={`Enquire about the ${title}`}
                  trigger="Enquire Now"
                  className="rounded-site bg-brand px-4 py-3 text-center font-semibold text-on-brand"
                />
                {/* Vehicle spec: Instant Message uses the site's chat assistant for an eligible car; no chat service is reachable from this platform yet, so it opens the enquiry form, as the spec does when chat is unavailable. */}
                {loaderData.chat && car.status === "in_stock" ? (
                  <LeadDialog
                    kind="vehicle"
                    carId={car.id}
                    title={`Message us about the ${title}`}
                    trigger="Instant Message"
                    className="rounded-site px-4 py-2 text-center text-sm font-semibold ring-1 ring-black/20"
                  />
                ) : null}
                <div className="grid grid-cols-2 gap-2">
                  {loaderData.hideTestDrive ? null : (
                    <LeadDialog
                      kind="test-drive"
                      carId={car.id}
                      title={`Book a test drive: ${title}`}
                      trigger="Book a Test Drive"
                      className="rounded-site px-3 py-2 text-sm font-semibold ring-1 ring-black/20"
                    />
                  )}
                  <LeadDialog
                    kind="request-photos"
                    carId={car.id}
                    title={`Request photos: ${title}`}
                    trigger="Request Photos"
                    className="rounded-site px-3 py-2 text-sm font-semibold ring-1 ring-black/20"
                  />
                </div>
              </div>
            )}
            <ul className="mt-4 flex flex-wrap gap-2 text-sm" aria-label="At a glance">
              {car.itemType !== "caravan" ? <li className="rounded-full bg-black/5 px-3 py-1">{formatKm(car.km)}</li> : null}
              {car.simpleTransmission ? <li className="rounded-full bg-black/5 px-3 py-1">{car.simpleTransmission}</li> : null}
              {car.body ? <li className="rounded-full bg-black/5 px-3 py-1">{car.body}</li> : null}
            </ul>
          </div>
          <div className="mt-4 rounded-site bg-surface p-5 shadow-sm ring-1 ring-black/5">
            <h2 id="call-the-dealer" className="font-heading text-lg font-bold">
              {callText}
            </h2>
            <p className="mt-1 font-semibold">{car.location.name}</p>
            <p className="text-sm text-muted">
              {car.location.street}, {car.location.city} {car.location.state} {car.location.postcode}
            </p>
            <div id="vehicle-map" className="mt-3">
              <StaticMap
                lat={car.location.lat}
                lng={car.location.lng}
                label={`${car.location.street}, ${car.location.city} ${car.location.state}`}
              />
            </div>
            {phone ? <PhoneReveal slug={car.slug} masked={phone.masked} revealed={phone.revealed} /> : null}
            <ShareBar url={loaderData.url} title={title} />
            <div className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm">
              <a
                href={`/print?car_id=${car.slug}`}
                target="_blank"
                rel="noopener"
                onClick={() => track({ event_id: 61, name: "print", car_id: car.id })}
                className="font-semibold underline"
              >
                Print this car
              </a>
              <BrochureDownload slug={car.slug} />
            </div>
          </div>
        </aside>
        <div className="min-w-0 lg:col-start-1">
          <section aria-labelledby="key-information" className="mt-8">
            <h2 id="key-information" className="font-heading text-2xl font-bold">
              Key information
            </h2>
            <FactList facts={keyFacts.slice(0, 4)} />
            {keyFacts.length > 4 ? (
              <Reveal more="Show More" less="Show Less">
                <FactList facts={keyFacts.slice(4)} />
              </Reveal>
            ) : null}
          </section>
          {specs.length ? (
            <section aria-labelledby="all-specifications" className="mt-8">
              <h2 id="all-specifications" className="font-heading text-2xl font-bold">
                All Specifications
              </h2>
              <FactList facts={specs.slice(0, SPECS_SHOWN)} />
              {specs.length > SPECS_SHOWN ? (
                <Reveal more="Show All Specs" less="Hide Specs">
                  <FactList facts={specs.slice(SPECS_SHOWN)} />
                </Reveal>
              ) : null}
            </section>
          ) : null}
          {car.features.length ? (
            <section aria-labelledby="features" className="mt-8">
              <h2 id="features" className="font-heading text-2xl font-bold">
                Features
              </h2>
              <FeatureList features={car.features.slice(0, FEATURES_SHOWN)} />
              {car.features.length > FEATURES_SHOWN ? (
                <Reveal more="Show All" less="Hide">
                  <FeatureList features={car.features.slice(FEATURES_SHOWN)} />
                </Reveal>
              ) : null}
            </section>
          ) : null}
          <section aria-labelledby="comments" className="mt-8">
            <h2 id="comments" className="font-heading text-2xl font-bold">
              {commentsTitle}
            </h2>
            {car.dealercomments ? (
              <DealerComments text={car.dealercomments} />
            ) : (
              <p className="mt-3 leading-relaxed">
                {car.carType === "used"
                  ? "Dealer comments are pending. Please check back here later."
                  : `Contact ${car.dealershipName} for more about this ${car.make} ${car.model}.`}
              </p>
            )}
          </section>
        </div>
      </div>
      {sold ? null : (
        <div className="lg:max-w-[calc(100%-24rem)]">
          {finance.gauge ? (
            <PriceComparison slug={car.slug} onResult={(r) => setMarket({ average: r.average, stateAverage: r.state_average })} />
          ) : null}
          {finance.href ? (
            <section
              aria-labelledby="finance-available"
              className="mt-8 flex flex-wrap items-center justify-between gap-3 rounded-site bg-accent p-5 text-on-accent"
            >
              <h2 id="finance-available" className="font-heading text-xl font-bold">
                Finance Available For This Vehicle!
              </h2>
              <a href={finance.href} className="rounded-site bg-surface px-4 py-2 font-semibold text-ink">
                Get Finance Now
              </a>
            </section>
          ) : null}
          <FinanceCalculator
            bounds={finance.bounds}
            defaults={finance.defaults}
            quickPicks={finance.quickPicks}
            carId={car.id}
            requestQuote={
              <LeadDialog
                kind="finance"
                carId={car.id}
                title={`Request a finance quote: ${title}`}
                trigger="Request a Quote"
                className="rounded-site bg-brand px-4 py-2 font-semibold text-on-brand"
              />
            }
          />
          {finance.fuel ? <FuelCalculator litresPer100Km={finance.litresPer100Km} /> : null}
          {isAvailable(car) ? <DeliveryCalculator slug={car.slug} /> : null}
        </div>
      )}
      <StickyCarBars
        title={title}
        image={car.imageSrcs[0] ?? null}
        priceText={sold ? "SOLD" : display.text}
        priceType={display.kind === "price" ? display.priceType : null}
        weeklyRepayment={sold ? null : (finance.estimate?.weekly ?? null)}
        financeHref={finance.href}
        tradeInHref={isAvailable(car) ? `/cars/trade-in?car_id=${car.id}` : null}
        slug={car.slug}
        phone={phone}
        enquireHref={leadPageHref({ kind: "vehicle", carId: car.id })}
        mobileBar={loaderData.viewer.mobileStickyBar}
      />
      <WhyBuyFromUs />
      <FeatureBanner />
      {similar.length ? (
        <section aria-labelledby="similar" className="mt-12">
          <h2 id="similar" className="font-heading text-2xl font-bold">
            {similar.some((c) => c.model === car.model) ? `Similar ${car.make} ${car.model} In-Stock` : "Similar Cars Available"}
          </h2>
          <div className="mt-4">
            <Carousel label="Similar cars">
              {similar.map((c) => (
                <CarCard key={c.id} car={c} settings={loaderData.cardSettings} />
              ))}
            </Carousel>
          </div>
        </section>
      ) : null}
      <p className="mt-10 text-xs text-muted">
        Please confirm price, specifications and features with the dealer before you buy. Photos may show options not fitted to this car.{" "}
        <Link to="/terms-and-conditions" className="underline">
          Terms and conditions
        </Link>
        .
      </p>
    </div>
  );
}

function FactList({ facts }: { facts: Fact[] }) {
  return (
    <dl className="mt-4 grid grid-cols-1 gap-x-8 sm:grid-cols-2">
      {facts.map(([label, value]) => (
        <div key={label} className="flex justify-between gap-4 border-b border-black/10 py-2">
          <dt className="text-muted">{label}</dt>
          <dd className="break-all text-right font-medium">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function FeatureList({ features }: { features: string[] }) {
  return (
    <ul className="mt-4 grid grid-cols-1 gap-2 sm:grid-cols-2">
      {features.map((f) => (
        <li key={f} className="flex gap-2">
          <span aria-hidden="true">✓</span>
          {f}
        </li>
      ))}
    </ul>
  );
}

/** The first 400 characters, the rest behind Show more (vehicle spec section 4). */
function DealerComments({ text }: { text: string }) {
  const [shown, rest] = splitAt(text, COMMENTS_CUT);
  return (
    <div className="mt-3 leading-relaxed">
      <p className="whitespace-pre-line">
        {shown}
        {rest ? "…" : ""}
      </p>
      {rest ? (
        <Reveal more="Show more" less="Show less">
          <p className="whitespace-pre-line">…{rest}</p>
        </Reveal>
      ) : null}
    </div>
  );
}
