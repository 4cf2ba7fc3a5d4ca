import { isStateCode } from "~/domain/australian-states";
import { demoPlate } from "~/domain/trade-in/rego-plate";
import { vinCheckDigit } from "~/domain/vehicle/vin";
import type { Rng } from "./rng";

export { isValidVin, vinCheckDigit } from "~/domain/vehicle/vin";

const VIN_CHARS = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"; // no I, O or Q
// ISO 3779 model-year codes: 2010 = A ... 2030 = Y, skipping I, O, Q, U, Z and 0.
const YEAR_CODES = "ABCDEFGHJKLMNPRSTVWXY123456789";

export function modelYearCode(year: number): string {
  return YEAR_CODES[(year - 2010 + YEAR_CODES.length * 10) % YEAR_CODES.length];
}

export function makeVin(rng: Rng, wmi: string, year: number): string {
  const randomChars = (n: number) => Array.from({ length: n }, () => rng.pick([...VIN_CHARS])).join("");
  const plant = rng.pick([..."ABCDEFGHJKLMNPRSTUVWXYZ"]);
  const serial = String(rng.int(0, 999999)).padStart(6, "0");
  const draft = `${wmi}${randomChars(5)}0${modelYearCode(year)}${plant}${serial}`;
  return `${draft.slice(0, 8)}${vinCheckDigit(draft)}${draft.slice(9)}`;
}

/** NVIC: the Glass's six-character vehicle code Australian lenders and insurers quote. */
export function makeNvic(rng: Rng): string {
  const letters = "ABCDEFGHJKLMNPRSTUVWXYZ";
  return `${rng.int(0, 9)}${rng.pick([...letters])}${rng.pick([...letters])}${rng.pick([...letters])}${rng.int(10, 99)}`;
}

/** A plate in the state's current standard series (the trade-in valuation finds the car by it). */
export function makeRegoPlate(rng: Rng, state: string): string {
  const code = state.toLowerCase();
  if (!isStateCode(code)) throw new Error(`Not an Australian state: ${state}`);
  return demoPlate(code, rng.int(0, 999_999_999));
}
