/** A saved car as the garage and the watchlist page show it. */
export type SavedCarView = {
  carId: number;
  name: string;
  href: string;
  listed: boolean;
  price: string | null;
  km: string;
  image: { src: string; alt: string } | null;
  badge: "Sold" | "Reserved" | null;
  priceChange: { direction: "down" | "up"; was: string; by: string } | null;
  savedOn: string;
};

/** My Garage as its page shows it: amounts and dates already formatted for the site. */
export type GarageView = {
  siteName: string;
  heading: string;
  phone: string;
  saved: SavedCarView[];
  reservations: { id: string; car: string; status: string; deposit: string; heldUntil: string | null; href: string | null }[];
  valuations: {
    id: string;
    vehicle: string;
    plate: string;
    estimate: string | null;
    validUntil: string | null;
    expired: boolean;
    href: string;
  }[];
  passkeys: { id: string; added: string; lastUsed: string | null }[];
};
