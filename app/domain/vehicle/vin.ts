/**
 * Vehicle identification numbers (ISO 3779): 17 characters, no I, O or Q, with a check digit in position 9
 * worked out from the other sixteen (weights 8 7 6 5 4 3 2 10 0 9 8 7 6 5 4 3 2, remainder of 11, 10 written X).
 * The check digit is mandatory for North American VINs and often unused on Australian-market cars; the
 * marketplace feeds still ask for it because Google validates VINs against the NHTSA standard (decision 051).
 */

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
const VIN_SHAPE = /^[A-HJ-NPR-Z0-9]{17}$/;

/** The check digit a VIN of the right shape should carry in position 9. */
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

/** What is wrong with a VIN, or null when it is one a marketplace accepts. */
export type VinProblem = "missing" | "malformed" | "check_digit";

/** Upper-cased and trimmed (dealers' systems send both cases), then checked for shape and check digit. */
export function vinProblem(raw: string | null | undefined): VinProblem | null {
  const vin = (raw ?? "").trim().toUpperCase();
  if (vin === "") return "missing";
  if (!VIN_SHAPE.test(vin)) return "malformed";
  return vinCheckDigit(vin) === vin[8] ? null : "check_digit";
}

/** Whether the VIN, as it is written, has the ISO 3779 shape and its check digit matches. */
export const isValidVin = (vin: string): boolean => VIN_SHAPE.test(vin) && vinCheckDigit(vin) === vin[8];
