import { describe, expect, it } from "vitest";
import { FEED_SITE, feedCar, NO_RESTRICTIONS } from "./feed-car.fixture";
import { selectFeedCars } from "./feed-selection";
import { googleVehicleAdsXml } from "./google-vehicle-ads";

const NOW = new Date("2026-12-02T00:00:00Z");
const slugs = (cars: { slug: string }[]) => cars.map((c) => c.slug);

describe("which cars a feed holds", () => {
  it("sends a car the site offers with a VIN, a price and a photo", () => {
    const car = feedCar();
    expect(selectFeedCars([car], "google-vehicle-ads", NO_RESTRICTIONS, NOW)).toEqual({ sent: [car], reported: [] });
  });

  it("leaves out, unreported, a sold car, one the dealer hides and one the site's restrictions hide", () => {
    const cars = [
      feedCar({ slug: "sold", status: "sold" }),
      feedCar({ slug: "hidden", showOnDealerWebsite: false }),
      feedCar({ slug: "excluded", stocknum: "X9" }),
      feedCar({ slug: "old", createdAt: new Date("2026-01-01T00:00:00Z") }),
    ];
    const restrictions = { ...NO_RESTRICTIONS, excludedStockNumbers: ["X9"], maxAgeDays: 90 };
    for (const marketplace of ["google-vehicle-ads", "meta-vehicles"] as const)
      expect(selectFeedCars(cars, marketplace, restrictions, NOW)).toEqual({ sent: [], reported: [] });
  });

  it("keeps caravans and motorcycles out of Google's feed (cars and utes only) and sends them to Meta's", () => {
    const cars = [
      feedCar({ slug: "ute" }),
      feedCar({ slug: "van", itemType: "caravan" }),
      feedCar({ slug: "bike", itemType: "motorcycle" }),
    ];
    expect(slugs(selectFeedCars(cars, "google-vehicle-ads", NO_RESTRICTIONS, NOW).sent)).toEqual(["ute"]);
    expect(slugs(selectFeedCars(cars, "meta-vehicles", NO_RESTRICTIONS, NOW).sent)).toEqual(["ute", "van", "bike"]);
  });

  it("reports, and does not send, a car whose VIN fails the check digit, or that has no VIN, price ($10 or less) or photo", () => {
    const cars = [
      feedCar({ slug: "bad-vin", id: 11, stocknum: "A1", vin: "1FADP5AU7DL536022" }),
      feedCar({ slug: "no-vin", id: 12, stocknum: "A2", vin: null }),
      feedCar({ slug: "no-price", id: 13, stocknum: "A3", price: 10 }),
      feedCar({ slug: "no-photo", id: 14, stocknum: "A4", images: [], photosCount: 0 }),
      feedCar({ slug: "short-vin", id: 15, stocknum: "A5", vin: "ABC123", price: 0 }),
    ];
    const { sent, reported } = selectFeedCars(cars, "google-vehicle-ads", NO_RESTRICTIONS, NOW);
    expect(sent).toEqual([]);
    // Each reported car names its id, which the console links to the car's editor.
    expect(reported.map((r) => r.id)).toEqual(cars.map((c) => c.id));
    expect(reported.map(({ id, ...entry }) => entry)).toEqual([
      { stocknum: "A1", slug: "bad-vin", problems: ["vin_check_digit"] },
      { stocknum: "A2", slug: "no-vin", problems: ["vin_missing"] },
      { stocknum: "A3", slug: "no-price", problems: ["no_price"] },
      { stocknum: "A4", slug: "no-photo", problems: ["no_photo"] },
      { stocknum: "A5", slug: "short-vin", problems: ["vin_malformed", "no_price"] },
    ]);
    expect(googleVehicleAdsXml(sent, FEED_SITE)).not.toContain("<item>");
  });

  it("reports a car with no colour to Meta (exterior_color is required there) but sends it to Google", () => {
    const car = feedCar({ colour: null });
    expect(selectFeedCars([car], "google-vehicle-ads", NO_RESTRICTIONS, NOW).sent).toEqual([car]);
    expect(selectFeedCars([car], "meta-vehicles", NO_RESTRICTIONS, NOW).reported[0].problems).toEqual(["no_colour"]);
  });
});
