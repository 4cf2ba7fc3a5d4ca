import { describe, expect, it } from "vitest";
import { carJsonLd, type JsonLdCar } from "./car-json-ld";

const car: JsonLdCar = {
  year: 2024,
  make: "Toyota",
  model: "HiLux",
  badge: "SR5",
  series: "GUN126R",
  price: 63990,
  status: "in_stock",
  reserved: false,
  km: 12000,
  vin: "MR0HA3CD100000001",
  body: "Dual Cab Ute",
  fuel: "Diesel",
  trans: "6 Speed Automatic",
  colour: "Glacier White",
  carType: "used",
  itemType: "car",
};

describe("schema.org Car", () => {
  it("describes the car and its offer in AUD with kilometres", () => {
    const ld = carJsonLd(car, "https://x.test/cars/a", "https://x.test/img/a", "Coastal Toyota");
    expect(ld).toMatchObject({
      "@type": "Car",
      brand: { name: "Toyota" },
      model: "HiLux",
      vehicleConfiguration: "SR5 GUN126R",
      vehicleModelDate: "2024",
      mileageFromOdometer: { value: 12000, unitCode: "KMT" },
      vehicleIdentificationNumber: "MR0HA3CD100000001",
      bodyType: "Dual Cab Ute",
      fuelType: "Diesel",
      vehicleTransmission: "6 Speed Automatic",
      color: "Glacier White",
    });
    expect(ld.offers).toMatchObject({ priceCurrency: "AUD", price: 63990, availability: "https://schema.org/InStock" });
  });
  it("types a motorcycle as Motorcycle and a caravan as Vehicle, not Car", () => {
    expect(carJsonLd({ ...car, itemType: "motorcycle" }, "u", null, "d")["@type"]).toBe("Motorcycle");
    expect(carJsonLd({ ...car, itemType: "caravan" }, "u", null, "d")["@type"]).toBe("Vehicle");
    expect(carJsonLd(car, "u", null, "d")["@type"]).toBe("Car");
  });
  it("marks reserved cars limited and sold cars sold out", () => {
    expect(carJsonLd({ ...car, reserved: true }, "u", null, "d").offers.availability).toBe("https://schema.org/LimitedAvailability");
    expect(carJsonLd({ ...car, status: "sold" }, "u", null, "d").offers.availability).toBe("https://schema.org/SoldOut");
  });
  it("leaves the price out when the car has none to show", () => {
    expect(carJsonLd({ ...car, price: 0 }, "u", null, "d").offers).not.toHaveProperty("price");
  });
});
