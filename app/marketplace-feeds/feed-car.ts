import type { CarFacts } from "~/domain/vehicle/car";
import type { OfferFacts } from "~/domain/stock-visibility";

/** The marketplaces this platform writes catalogue feeds for (decision 051). */
export const MARKETPLACES = ["google-vehicle-ads", "meta-vehicles"] as const;
export type Marketplace = (typeof MARKETPLACES)[number];

/** Where a car is: its dealership and the location that holds it (a feed's store and address). */
export type FeedDealership = {
  slug: string;
  name: string;
  locationName: string;
  street: string;
  city: string;
  state: string;
  postcode: string;
  lat: number;
  lng: number;
  phone: string | null;
};

/** One car as the feeds read it: what decides whether the site offers it, and what a marketplace is sent. */
export type FeedCar = OfferFacts &
  Pick<
    CarFacts,
    | "id"
    | "slug"
    | "vin"
    | "year"
    | "model"
    | "badge"
    | "series"
    | "price"
    | "km"
    | "colour"
    | "body"
    | "simpleBody"
    | "simpleFuel"
    | "simpleTransmission"
    | "drive"
    | "itemType"
    | "dealercomments"
    | "reserved"
  > & {
    /** Image keys in display order (served at /img/{key}). */
    images: string[];
    dealership: FeedDealership;
  };

/** What the feed knows of the site beyond its cars: where its pages live and what it is called. */
export type FeedSite = { origin: string; name: string };
