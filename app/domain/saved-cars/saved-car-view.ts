import type { CarStatus, CarType } from "~/domain/vehicle/car";

/**
 * One car as the favourites and compare pages show it, fresh from the server: the browser's own
 * record may be weeks old, so price and status come from here (a sold car is marked sold).
 */
export type SavedCarView = {
  id: number;
  slug: string;
  path: string;
  /** '2024 Toyota Corolla' */
  name: string;
  badge: string | null;
  series: string | null;
  carType: CarType;
  itemType: string;
  status: CarStatus;
  reserved: boolean;
  price: number;
  beforePrice: number | null;
  preorder: boolean;
  priceType: string | null;
  /** The weekly finance estimate as the result cards show it (the lender's figure, else the quote engine's); null for none. */
  weekly: number | null;
  year: number;
  km: number;
  body: string | null;
  fuel: string | null;
  transmission: string | null;
  engine: string | null;
  drive: string | null;
  seats: number | null;
  colour: string | null;
  features: string[];
  /** Where the car is: 'Maroochydore, QLD'. */
  location: string;
  image: { src: string; alt: string } | null;
};
