import { type XmlNode, xmlDocument } from "~/domain/xml-text";
import type { FeedCar, FeedSite } from "./feed-car";
import { carPageUrl, feedVin, dealershipAddress, feedDescription, feedPrice, feedTitle, isNew, photoUrl } from "./feed-fields";

/**
 * Google's vehicle ads primary feed (Merchant Center; decision 051 lists every attribute and its source) as
 * RSS 2.0 with the `g:` namespace, one `<item>` a car. Plain data in, XML text out.
 */

const G = "http://base.google.com/ns/1.0";
/** Google takes up to 10 additional images beside the main one. */
const ADDITIONAL_IMAGES = 10;

const g = (name: string, text: string | number | null): XmlNode => ({ name: `g:${name}`, text });

/** The attributes of one car, in the order decision 051 lists them. */
export function googleVehicleItem(car: FeedCar, site: FeedSite): XmlNode {
  const storeCode = car.dealership.slug;
  const used = !isNew(car);
  return {
    name: "item",
    children: [
      g("id", feedVin(car.vin)),
      g("vin", feedVin(car.vin)),
      g("store_code", storeCode),
      {
        name: "g:vehicle_fulfillment",
        children: [g("option", "in_store"), g("store_code", storeCode)],
      },
      g("dealership_name", car.dealership.name),
      g("dealership_address", dealershipAddress(car.dealership)),
      g("title", feedTitle(car)),
      g("description", feedDescription(car)),
      g("link", carPageUrl(site, car)),
      g("image_link", photoUrl(site, car.images[0])),
      ...car.images.slice(1, 1 + ADDITIONAL_IMAGES).map((key) => g("additional_image_link", photoUrl(site, key))),
      g("price", feedPrice(car.price)),
      g("condition", used ? "used" : "new"),
      g("certified_pre-owned", used ? (car.certified ? "yes" : "no") : null),
      g("brand", car.make),
      g("make", car.make),
      g("model", car.model),
      g("trim", car.badge),
      g("year", car.year),
      g("mileage", used ? `${car.km} km` : null),
      g("color", car.colour),
      g("date_in_stock", car.createdAt.toISOString().slice(0, 10)),
    ],
  };
}

/** The whole feed: the channel names the site and where it lives, then the cars. */
export function googleVehicleAdsXml(cars: readonly FeedCar[], site: FeedSite): string {
  return xmlDocument({
    name: "rss",
    attrs: { version: "2.0", "xmlns:g": G },
    children: [
      {
        name: "channel",
        children: [
          { name: "title", text: `${site.name}: vehicles` },
          { name: "link", text: `${site.origin}/` },
          { name: "description", text: `${site.name}'s vehicles for Google vehicle ads` },
          ...cars.map((car) => googleVehicleItem(car, site)),
        ],
      },
    ],
  });
}
