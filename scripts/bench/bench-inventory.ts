import { CATALOGUE } from "~/demo/catalogue";
import { generateCars } from "~/demo/generate-cars";
import type { DealershipDef, LocationDef } from "~/demo/networks";
import { createRng } from "~/demo/rng";
import type { IndexedCar } from "~/search/search-types";

const STATES = [
  { state: "NSW", city: "Parramatta", lat: -33.82, lng: 151.0 },
  { state: "VIC", city: "Dandenong", lat: -37.99, lng: 145.2 },
  { state: "QLD", city: "Southport", lat: -27.98, lng: 153.4 },
  { state: "WA", city: "Osborne Park", lat: -31.9, lng: 115.81 },
  { state: "SA", city: "Adelaide", lat: -34.93, lng: 138.6 },
] as const;

/** A large synthetic network: `cars` cars over `dealerships` dealerships grouped into sites of ten. */
export function benchInventory(cars: number, dealerships: number, now: Date): IndexedCar[] {
  const rng = createRng("bench");
  const makes = [...new Set(CATALOGUE.map((c) => c.make))];
  const out: IndexedCar[] = [];
  let id = 1;
  for (let d = 0; d < dealerships; d++) {
    const where = STATES[d % STATES.length];
    const location: LocationDef = {
      name: `Dealer ${d} ${where.city} Sales`,
      type: "sales",
      street: "1 Main Road",
      city: where.city,
      state: where.state as LocationDef["state"],
      postcode: "2000",
      lat: where.lat,
      lng: where.lng,
      phone: "+61290000000",
    };
    const def: DealershipDef = {
      slug: `dealer-${d}`,
      name: `Dealer ${d} ${makes[d % makes.length]}`,
      makes: [makes[d % makes.length], makes[(d * 7 + 3) % makes.length]],
      kind: d % 9 === 0 ? "used-only" : "cars",
      cars: 0,
      locations: [location],
    };
    const count = Math.floor(cars / dealerships) + (d < cars % dealerships ? 1 : 0);
    for (const c of generateCars(rng, def, [location], now, count, `B${d}-`)) {
      out.push({
        id: id++,
        siteId: Math.floor(d / 10) + 1,
        slug: c.slug,
        stocknum: c.stocknum,
        vin: c.vin,
        year: c.year,
        make: c.make,
        model: c.model,
        badge: c.badge,
        series: c.series,
        carType: c.carType,
        status: c.status,
        soldAt: c.soldAt?.getTime() ?? null,
        showOnDealerWebsite: c.showOnDealerWebsite,
        reserved: c.reserved,
        certified: c.certified,
        tag: c.tag,
        price: c.price,
        beforePrice: c.beforePrice,
        preorder: c.preorder,
        priceType: c.priceType,
        km: c.km,
        colour: c.colour,
        body: c.body,
        simpleBody: c.simpleBody,
        simpleFuel: c.simpleFuel,
        simpleTransmission: c.simpleTransmission,
        drive: c.drive,
        seats: c.seats,
        itemType: c.itemType,
        dealershipName: def.name,
        dealershipSlug: def.slug,
        locationId: d + 1,
        locationName: location.name,
        locationPhone: location.phone,
        city: location.city,
        state: location.state,
        customRank: c.customRank,
        views: c.views,
        createdAt: c.createdAt.getTime(),
        images: c.images.map((i) => i.src),
        weeklyRepayment: c.lenders[0]?.paymentWeek ?? null,
        subscriptionPrice: c.subscriptionPrice,
        features: c.features,
      });
    }
  }
  return out;
}
