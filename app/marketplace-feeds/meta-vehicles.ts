import { type XmlNode, xmlDocument } from "~/domain/xml-text";
import type { FeedCar, FeedSite } from "./feed-car";
import { carPageUrl, feedVin, feedDescription, feedPrice, feedTitle, isNew, photoUrl } from "./feed-fields";

/**
 * Meta's automotive inventory catalogue (the "vehicles" catalogue of Automotive Inventory Ads; decision 051
 * lists every field and its source) in its XML form: `<listings>` of `<listing>`, one a car. Enum values are
 * Meta's own (case-insensitive, written upper case as its samples are).
 */

/** Meta takes up to 20 images a vehicle. */
const IMAGES = 20;

const BODY_STYLES: Record<string, string> = {
  sedan: "SEDAN",
  hatch: "HATCHBACK",
  hatchback: "HATCHBACK",
  suv: "SUV",
  wagon: "WAGON",
  ute: "PICKUP",
  "cab chassis": "PICKUP",
  coupe: "COUPE",
  convertible: "CONVERTIBLE",
  van: "VAN",
  "people mover": "MINIVAN",
};
const FUEL_TYPES: Record<string, string> = {
  petrol: "PETROL",
  diesel: "DIESEL",
  hybrid: "HYBRID",
  "plug-in hybrid": "PLUGIN_HYBRID",
  electric: "ELECTRIC",
};
const DRIVETRAINS: Record<string, string> = { "4x4": "4X4", "4wd": "4X4", awd: "AWD", fwd: "FWD", rwd: "RWD", "4x2": "4X2" };
const VEHICLE_TYPES: Record<string, string> = { car: "CAR_TRUCK", motorcycle: "MOTORCYCLE", caravan: "RV_CAMPER" };

const lookup = (table: Record<string, string>, value: string | null): string => table[(value ?? "").trim().toLowerCase()] ?? "OTHER";
const el = (name: string, text: string | number | null): XmlNode => ({ name, text });

/** Manual or automatic (Meta's two values); a car whose dealer names no gearbox is left without one. */
const transmission = (value: string | null): string | null =>
  value === null ? null : /manual/i.test(value) ? "MANUAL" : /auto|cvt|dct/i.test(value) ? "AUTOMATIC" : null;

/** One car's fields, in the order decision 051 lists them. */
export function metaVehicleListing(car: FeedCar, site: FeedSite): XmlNode {
  const d = car.dealership;
  return {
    name: "listing",
    children: [
      el("vehicle_id", feedVin(car.vin)),
      el("vin", feedVin(car.vin)),
      el("title", feedTitle(car)),
      el("description", feedDescription(car)),
      el("url", carPageUrl(site, car)),
      el("make", car.make),
      el("model", car.model),
      el("trim", car.badge),
      el("year", car.year),
      { name: "mileage", children: [el("value", car.km), el("unit", "KM")] },
      ...car.images.slice(0, IMAGES).map((key) => ({ name: "image", children: [el("url", photoUrl(site, key))] })),
      el("vehicle_type", VEHICLE_TYPES[car.itemType] ?? "OTHER"),
      el("body_style", lookup(BODY_STYLES, car.simpleBody ?? car.body)),
      el("exterior_color", car.colour),
      el("fuel_type", lookup(FUEL_TYPES, car.simpleFuel)),
      el("transmission", transmission(car.simpleTransmission)),
      el("drivetrain", lookup(DRIVETRAINS, car.drive)),
      el("state_of_vehicle", isNew(car) ? "NEW" : car.certified ? "CPO" : "USED"),
      el("price", feedPrice(car.price)),
      el("availability", car.reserved ? "PENDING" : "AVAILABLE"),
      el("dealer_id", d.slug),
      el("dealer_name", d.name),
      el("dealer_phone", d.phone),
      {
        name: "address",
        attrs: { format: "simple" },
        children: [
          { name: "component", attrs: { name: "addr1" }, text: d.street },
          { name: "component", attrs: { name: "city" }, text: d.city },
          { name: "component", attrs: { name: "region" }, text: d.state },
          { name: "component", attrs: { name: "postal_code" }, text: d.postcode },
          { name: "component", attrs: { name: "country" }, text: "AU" },
        ],
      },
      el("latitude", d.lat),
      el("longitude", d.lng),
    ],
  };
}

/** The whole catalogue: its title, then the cars. */
export function metaVehiclesXml(cars: readonly FeedCar[], site: FeedSite): string {
  return xmlDocument({
    name: "listings",
    children: [{ name: "title", text: `${site.name}: vehicles` }, ...cars.map((car) => metaVehicleListing(car, site))],
  });
}
