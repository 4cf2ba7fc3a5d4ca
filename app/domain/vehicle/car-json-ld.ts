import type { CarStatus, CarType } from "~/domain/vehicle/car";
import { isPriced } from "~/domain/price-thresholds";
export type JsonLdCar = {
  year: number;
  make: string;
  model: string;
  badge: string | null;
  series: string | null;
  price: number;
  status: CarStatus;
  reserved: boolean;
  km: number;
  vin: string | null;
  body: string | null;
  fuel: string | null;
  trans: string | null;
  colour: string | null;
  carType: CarType;
  /** car, motorcycle or caravan: schema.org has Car and Motorcycle; a caravan is a plain Vehicle. */
  itemType: string;
};

const SCHEMA_TYPE: Record<string, string> = { motorcycle: "Motorcycle", caravan: "Vehicle" };

const AVAILABILITY = {
  sold: "https://schema.org/SoldOut",
  reserved: "https://schema.org/LimitedAvailability",
  available: "https://schema.org/InStock",
};

/** schema.org Car (Motorcycle, Vehicle for a caravan) with an offer, for search engines (price in AUD; availability from status and reservation). */
export function carJsonLd(car: JsonLdCar, url: string, image: string | null, sellerName: string) {
  const name = [car.year, car.make, car.model, car.badge].filter(Boolean).join(" ");
  return {
    "@context": "https://schema.org",
    "@type": SCHEMA_TYPE[car.itemType] ?? "Car",
    name,
    url,
    ...(image ? { image } : {}),
    brand: { "@type": "Brand", name: car.make },
    model: car.model,
    vehicleConfiguration: [car.badge, car.series].filter(Boolean).join(" ") || undefined,
    vehicleModelDate: String(car.year),
    mileageFromOdometer: { "@type": "QuantitativeValue", value: car.km, unitCode: "KMT" },
    ...(car.vin ? { vehicleIdentificationNumber: car.vin } : {}),
    ...(car.body ? { bodyType: car.body } : {}),
    ...(car.fuel ? { fuelType: car.fuel } : {}),
    ...(car.trans ? { vehicleTransmission: car.trans } : {}),
    ...(car.colour ? { color: car.colour } : {}),
    itemCondition: car.carType === "new" ? "https://schema.org/NewCondition" : "https://schema.org/UsedCondition",
    offers: {
      "@type": "Offer",
      priceCurrency: "AUD",
      ...(isPriced(car) ? { price: car.price } : {}),
      availability: car.status === "sold" ? AVAILABILITY.sold : car.reserved ? AVAILABILITY.reserved : AVAILABILITY.available,
      seller: { "@type": "AutoDealer", name: sellerName },
      url,
    },
  };
}
