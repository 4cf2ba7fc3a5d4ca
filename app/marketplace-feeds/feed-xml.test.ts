import { XMLParser } from "fast-xml-parser";
import { describe, expect, it } from "vitest";
import { FEED_SITE, feedCar } from "./feed-car.fixture";
import { googleVehicleAdsXml } from "./google-vehicle-ads";
import { metaVehiclesXml } from "./meta-vehicles";

const parser = new XMLParser({
  ignoreAttributes: false,
  parseTagValue: false,
  isArray: (name) => ["item", "listing", "image", "g:additional_image_link", "component"].includes(name),
});

describe("Google vehicle ads feed", () => {
  it("writes every required attribute of a used car: VIN, store, dealership, price in AUD, condition, make, model, trim, year, km", () => {
    const doc = parser.parse(googleVehicleAdsXml([feedCar()], FEED_SITE));
    expect(doc.rss["@_xmlns:g"]).toBe("http://base.google.com/ns/1.0");
    const item = doc.rss.channel.item[0];
    expect(item).toMatchObject({
      "g:id": "1FADP5AU6DL536022",
      "g:vin": "1FADP5AU6DL536022",
      "g:store_code": "coastal-toyota-maroochydore",
      "g:vehicle_fulfillment": { "g:option": "in_store", "g:store_code": "coastal-toyota-maroochydore" },
      "g:dealership_name": "Coastal Toyota",
      "g:dealership_address": "1 Example Road, Maroochydore QLD 4558, AU",
      "g:title": "2023 Toyota HiLux SR5",
      "g:link": "https://www.example.com.au/cars/2023-toyota-hilux-sr5-c1",
      "g:image_link": "https://www.example.com.au/img/demo/hilux-1?w=1200&fmt=jpeg",
      "g:additional_image_link": ["https://www.example.com.au/img/demo/hilux-2?w=1200&fmt=jpeg"],
      "g:price": "45990 AUD",
      "g:condition": "used",
      "g:brand": "Toyota",
      "g:make": "Toyota",
      "g:model": "HiLux",
      "g:trim": "SR5",
      "g:year": "2023",
      "g:mileage": "12345 km",
    });
  });

  it("sends the VIN upper-cased and trimmed, as the check read it", () => {
    const item = parser.parse(googleVehicleAdsXml([feedCar({ vin: " 1fadp5au6dl536022 " })], FEED_SITE)).rss.channel.item[0];
    expect(item["g:vin"]).toBe("1FADP5AU6DL536022");
  });

  it("sends a new car as new, with no mileage", () => {
    const item = parser.parse(googleVehicleAdsXml([feedCar({ carType: "new", km: 10 })], FEED_SITE)).rss.channel.item[0];
    expect(item["g:condition"]).toBe("new");
    expect(item["g:mileage"]).toBeUndefined();
  });

  it("escapes the dealer's words rather than breaking the document", () => {
    const xml = googleVehicleAdsXml([feedCar({ dealercomments: "Tow bar & <b>bull bar</b>\u0007" })], FEED_SITE);
    expect(parser.parse(xml).rss.channel.item[0]["g:description"]).toBe("Tow bar & <b>bull bar</b>");
  });
});

describe("Meta vehicles catalogue", () => {
  it("writes every required field: id, title, description, url, make, model, year, mileage, image, body, colour, state, price, address", () => {
    const listing = parser.parse(metaVehiclesXml([feedCar({ certified: true })], FEED_SITE)).listings.listing[0];
    expect(listing).toMatchObject({
      vehicle_id: "1FADP5AU6DL536022",
      vin: "1FADP5AU6DL536022",
      title: "2023 Toyota HiLux SR5",
      description: "One owner, full service history.",
      url: "https://www.example.com.au/cars/2023-toyota-hilux-sr5-c1",
      make: "Toyota",
      model: "HiLux",
      year: "2023",
      mileage: { value: "12345", unit: "KM" },
      body_style: "PICKUP",
      exterior_color: "Glacier White",
      fuel_type: "DIESEL",
      transmission: "AUTOMATIC",
      drivetrain: "4X4",
      state_of_vehicle: "CPO",
      price: "45990 AUD",
      availability: "AVAILABLE",
      vehicle_type: "CAR_TRUCK",
      latitude: "-26.65",
      longitude: "153.09",
    });
    expect(listing.image.map((i: { url: string }) => i.url)).toEqual([
      "https://www.example.com.au/img/demo/hilux-1?w=1200&fmt=jpeg",
      "https://www.example.com.au/img/demo/hilux-2?w=1200&fmt=jpeg",
    ]);
    const address = Object.fromEntries(listing.address.component.map((c: Record<string, string>) => [c["@_name"], c["#text"]]));
    expect(address).toEqual({ addr1: "1 Example Road", city: "Maroochydore", region: "QLD", postal_code: "4558", country: "AU" });
  });

  it("calls a caravan an RV and a new car NEW", () => {
    const listing = parser.parse(metaVehiclesXml([feedCar({ itemType: "caravan", carType: "new" })], FEED_SITE)).listings.listing[0];
    expect(listing.vehicle_type).toBe("RV_CAMPER");
    expect(listing.state_of_vehicle).toBe("NEW");
  });
});
