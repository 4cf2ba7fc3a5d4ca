import type { LenderEntry } from "~/domain/finance/finance-estimate";
export type CarStatus = "in_stock" | "coming_soon" | "sold";
/** A car as the shopper-facing pages read it (columns of `cars` and its child tables, camelCased). */
export type CarSummary = {
  id: number;
  slug: string;
  stocknum: string;
  year: number;
  make: string;
  model: string;
  badge: string | null;
  series: string | null;
  carType: "new" | "used" | "demo";
  status: CarStatus;
  soldAt: Date | null;
  reserved: boolean;
  certified: boolean;
  tag: string | null;
  price: number;
  beforePrice: number | null;
  preorder: boolean;
  priceType: string | null;
  km: number;
  simpleTransmission: string | null;
  simpleFuel: string | null;
  simpleBody: string | null;
  body: string | null;
  itemType: string;
  views: number;
  createdAt: Date;
  imageSrcs: string[];
  imageAlts: string[];
  locationName: string;
  city: string;
  state: string;
  weeklyRepayment: number | null;
};

export type CarDetail = CarSummary & {
  vin: string | null;
  nvic: string | null;
  regplate: string | null;
  regoExpiry: string | null;
  colour: string | null;
  interiorColour: string | null;
  drive: string | null;
  seats: number | null;
  doors: number | null;
  engineSize: string | null;
  fuel: string | null;
  trans: string | null;
  buildDate: string | null;
  complianceDate: string | null;
  dealercomments: string | null;
  specifications: Record<string, string | number>;
  variant: Record<string, string | number | null>;
  features: string[];
  showOnDealerWebsite: boolean;
  /** The dealer's history report file, when it attached one. */
  historyReportUrl: string | null;
  subscriptionPrice: number | null;
  media: CarMedia;
  /** The car's entry for the site's finance provider, when the lender gave one: its weekly estimate and disclaimer. */
  lender: LenderEntry | null;
  dealershipName: string;
  dealershipSlug: string;
  location: {
    id: number;
    name: string;
    slug: string;
    street: string;
    city: string;
    state: string;
    postcode: string;
    phone: string | null;
    isPrimary: boolean;
    timeZone: string;
    lat: number;
    lng: number;
  };
};

export type Hotspot = { id: number; description: string; positions: Record<string, { x: number; y: number }> };
/** Spin frames in order, hotspots by view, and videos by kind (stock slides, walkaround mode). */
export type CarMedia = {
  spin: { exterior: string[]; interior: string[] };
  hotspots: { exterior: Hotspot[]; interior: Hotspot[] };
  videos: { kind: "stock" | "walkaround" | "external"; url: string }[];
};

/**
 * The car as the car page receives it: no internal timestamps, the location's phone only through `PhoneDisplay`, and the
 * lender's entry only through the finance panel it makes.
 */
export type VehiclePageCar = Omit<CarDetail, "soldAt" | "createdAt" | "lender">;

/** The dealer's number: masked until revealed, and left out of the page on sites that mask it. */
export type PhoneDisplay = { masked: string; revealed: { phone: string; formatted: string } | null };
