import { isStateCode } from "~/domain/australian-states";
import { demoPlate } from "~/domain/trade-in/rego-plate";
import type { Rng } from "./rng";

const VIN_CHARS = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"; // no I, O or Q
const VIN_VALUES: Record<string, number> = {
  A: 1,
  B: 2,
  C: 3,
  D: 4,
  E: 5,
  F: 6,
  G: 7,
  H: 8,
  J: 1,
  K: 2,
  L: 3,
  M: 4,
  N: 5,
  P: 7,
  R: 9,
  S: 2,
  T: 3,
  U: 4,
  V: 5,
  W: 6,
  X: 7,
  Y: 8,
  Z: 9,
};
const VIN_WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];
// ISO 3779 model-year codes: 2010 = A ... 2030 = Y, skipping I, O, Q, U, Z and 0.
const YEAR_CODES = "ABCDEFGHJKLMNPRSTVWXY123456789";

export function vinCheckDigit(vin: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) {
    const c = vin[i];
    const value = /\d/.test(c) ? Number(c) : VIN_VALUES[c];
    sum += value * VIN_WEIGHTS[i];
  }
  const remainder = sum % 11;
  return remainder === 10 ? "X" : String(remainder);
}

export function isValidVin(vin: string): boolean {
  return /^[A-HJ-NPR-Z0-9]{17}$/.test(vin) && vinCheckDigit(vin) === vin[8];
}

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
