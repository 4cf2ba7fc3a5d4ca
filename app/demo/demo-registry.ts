import type { StateCode } from "~/domain/australian-states";

/**
 * Plates anyone can try on the demo sites' trade-in pages (README): one that always gets an
 * estimate (the network's most-compared used car is copied onto it at seeding), and one too old
 * for an online estimate. Personalised plates, so they cannot clash with a standard series.
 */
export const DEMO_PLATES = {
  estimate: { state: "nsw" as StateCode, plate: "TRADE1" },
  tooOld: { state: "vic" as StateCode, plate: "OLDCAR" },
};

export const TOO_OLD_DEMO_CAR = {
  vin: "6G1EK5EU0CL123456",
  year: 2012,
  make: "Holden",
  model: "Commodore",
  badge: "SV6",
  body: "Sedan",
  colour: "Red",
};
