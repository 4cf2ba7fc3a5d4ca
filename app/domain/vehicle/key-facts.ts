import { CAR_TYPE_LABEL } from "./car-name";
import type { CarDetail } from "~/domain/vehicle/car";
import { formatDate, formatKm } from "~/domain/format";

export type Fact = [label: string, value: string | number];

type FactCar = Pick<
  CarDetail,
  | "carType"
  | "itemType"
  | "km"
  | "trans"
  | "body"
  | "fuel"
  | "engineSize"
  | "drive"
  | "seats"
  | "colour"
  | "buildDate"
  | "complianceDate"
  | "regplate"
  | "stocknum"
  | "vin"
>;

/** Drops empty rows: the vehicle spec hides a specification that has no value. */
export const presentFacts = (rows: [string, string | number | null | undefined][]): Fact[] =>
  rows.filter((r): r is Fact => r[1] !== null && r[1] !== undefined && r[1] !== "");

/** The car's key information, in the order the vehicle page, print page and brochure show it. */
export function carKeyFacts(car: FactCar, regoLabel: string | null): Fact[] {
  return presentFacts([
    ["Condition", CAR_TYPE_LABEL[car.carType]],
    ["Kilometres", car.itemType === "caravan" ? null : formatKm(car.km)],
    ["Transmission", car.trans],
    ["Body", car.body],
    ["Fuel", car.fuel],
    ["Engine", car.engineSize],
    ["Drive", car.drive],
    ["Seats", car.seats],
    ["Colour", car.colour],
    ["Build date", car.buildDate ? formatDate(car.buildDate) : null],
    ["Compliance date", car.complianceDate ? formatDate(car.complianceDate) : null],
    ["Registration", car.regplate ? `${car.regplate}${regoLabel ? ` (${regoLabel})` : ""}` : regoLabel],
    ["Stock no.", car.stocknum],
    ["VIN", car.vin],
  ]);
}
