import type { StockRestrictions } from "~/domain/stock-visibility";
import type { FeedCar, FeedSite } from "./feed-car";

/** A car every feed takes, with overrides: for the feeds' unit tests. */
export const feedCar = (overrides: Partial<FeedCar> = {}): FeedCar => ({
  id: 1,
  slug: "2023-toyota-hilux-sr5-c1",
  stocknum: "C1",
  vin: "1FADP5AU6DL536022",
  year: 2023,
  make: "Toyota",
  model: "HiLux",
  badge: "SR5",
  series: null,
  carType: "used",
  status: "in_stock",
  showOnDealerWebsite: true,
  certified: false,
  reserved: false,
  price: 45990,
  km: 12345,
  colour: "Glacier White",
  body: "Dual Cab Utility",
  simpleBody: "Ute",
  simpleFuel: "Diesel",
  simpleTransmission: "Automatic",
  drive: "4x4",
  itemType: "car",
  dealercomments: "One owner, full service history.",
  createdAt: new Date("2026-11-01T00:00:00Z"),
  photosCount: 2,
  images: ["demo/hilux-1", "demo/hilux-2"],
  dealership: {
    slug: "coastal-toyota-maroochydore",
    name: "Coastal Toyota",
    locationName: "Coastal Toyota Maroochydore",
    street: "1 Example Road",
    city: "Maroochydore",
    state: "QLD",
    postcode: "4558",
    lat: -26.65,
    lng: 153.09,
    phone: "0754000000",
  },
  ...overrides,
});

export const FEED_SITE: FeedSite = { origin: "https://www.example.com.au", name: "Coastal Toyota" };

export const NO_RESTRICTIONS: StockRestrictions = {
  carTypes: [],
  photoRequired: false,
  excludedMakes: [],
  excludedStockNumbers: [],
  certifiedOnly: false,
  inStockOnly: false,
  maxAgeDays: null,
};
