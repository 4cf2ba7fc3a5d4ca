import { findSiteCar } from "~/stock/find-site-car.server";
import { carTitle } from "~/domain/vehicle/car-name";
import { calendarDate, formatDate } from "~/domain/format";
import { formatPhone } from "~/domain/phone";
import { priceDisplay } from "~/domain/price-display";
import { carKeyFacts } from "~/domain/vehicle/key-facts";
import { regoLabel } from "~/domain/vehicle/vehicle-display";
import { photoJpeg } from "~/images/photo-jpeg.server";
import { apiError, apiHandler, methodNotAllowed } from "~/lib/api-error";
import { requireApiSite } from "~/lib/require-site";
import { buildBrochure } from "~/services/brochure/build-brochure";
import { siteUrl } from "~/sites/site-origin";
import type { Route } from "./+types/api.car-brochure";

/** GET /api/cars/{slug}/brochure.pdf: the car's one-page PDF brochure (vehicle spec section 7, 'PDF download'). */
export const loader = apiHandler(async ({ context, params }: Route.LoaderArgs) => {
  const site = requireApiSite(context);
  const car = await findSiteCar(context.db, site, params.slug, context.now);
  if (!car) return apiError("not_found", "This car is no longer available.");
  const today = calendarDate(context.now, car.location.timeZone);
  const title = carTitle(car);
  const display = priceDisplay(car, site.texts.noPriceText);
  const pdf = await buildBrochure({
    title,
    subtitle: [car.badge, car.series].filter(Boolean).join(" "),
    priceText:
      car.status === "sold"
        ? "SOLD"
        : display.kind === "price" && display.priceType
          ? `${display.text} ${display.priceType}`
          : display.text,
    facts: carKeyFacts(car, regoLabel(car.regoExpiry, today, site.showUnregistered, formatDate)),
    features: car.features,
    dealer: {
      name: car.location.name,
      address: `${car.location.street}, ${car.location.city} ${car.location.state} ${car.location.postcode}`,
      phone: car.location.phone ? formatPhone(car.location.phone) : null,
    },
    siteName: site.name,
    url: siteUrl(site, `/cars/${car.slug}`),
    photo: car.imageSrcs[0] ? await photoJpeg(car.imageSrcs[0], 1030) : null,
    preparedOn: formatDate(today),
  });
  return new Response(new Uint8Array(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${car.slug}.pdf"`,
      "Cache-Control": "private, max-age=300",
    },
  });
});

export const action = () => methodNotAllowed("GET", "HEAD");
