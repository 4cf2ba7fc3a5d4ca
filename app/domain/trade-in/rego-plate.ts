import { AUSTRALIAN_STATES, type StateCode } from "~/domain/australian-states";

export type PlateCheck = { ok: true; plate: string } | { ok: false; error: string };

/**
 * A slot in a standard plate: a fixed character, any letter, or any digit. The first format listed
 * for a state is its current general issue.
 *
 * Sources: Linkt's "standard licence plate number patterns" by state
 * (linkt.com.au, a guide for entering plates on toll accounts); Wikipedia, "Vehicle registration
 * plates of Australia" (current series table and state histories); WA Minister for Transport media
 * statement of 5 July 1997 (the 1AAA·000 series). Older series are kept where cars still carry them.
 */
type Slot = "A" | "9" | { fixed: string };
const L: Slot = "A";
const D: Slot = "9";
const fixed = (char: string): Slot => ({ fixed: char });

const STANDARD_FORMATS: Record<StateCode, Slot[][]> = {
  // AB·12·CD since 2004 (series now in the Ds); ABC·12D slimline; ABC·123 until July 2004.
  nsw: [
    [L, L, D, D, L, L],
    [L, L, L, D, D, L],
    [L, L, L, D, D, D],
  ],
  // 1AB·2CD since 2013 (the leading digit will roll over, so any digit); ABC·123 before.
  vic: [
    [D, L, L, D, L, L],
    [L, L, L, D, D, D],
  ],
  // 123·AB4 since September 2020; 123·ABC before.
  qld: [
    [D, D, D, L, L, D],
    [D, D, D, L, L, L],
  ],
  // S123·ABC now; ABC·123 before it.
  sa: [
    [fixed("S"), D, D, D, L, L, L],
    [L, L, L, D, D, D],
  ],
  // 1ABC·234 since July 1997; 6AB·123 (first digit 6 to 9) before.
  wa: [
    [D, L, L, L, D, D, D],
    [D, L, L, D, D, D],
  ],
  // A·12·BC now; AB·1234 from 1970 before it.
  tas: [
    [L, D, D, L, L],
    [L, L, D, D, D, D],
  ],
  // CA·12·BC since January 2011 (any first letter, as the series will move on from C); 123·456 before.
  nt: [
    [L, L, D, D, L, L],
    [D, D, D, D, D, D],
  ],
  // YAB·12C, and YAB·123 before it; ACT plates all start with Y.
  act: [
    [fixed("Y"), L, L, D, D, L],
    [fixed("Y"), L, L, D, D, D],
  ],
};

/** Personalised and custom plates: any letters and digits up to the state's longest plate. */
const MAX_PLATE_LENGTH: Record<StateCode, number> = { nsw: 6, vic: 6, qld: 6, sa: 7, wa: 7, tas: 6, nt: 6, act: 6 };

export const PLATE_EXAMPLES: Record<StateCode, string> = {
  nsw: "AB12CD",
  vic: "1AB2CD",
  qld: "123AB4",
  sa: "S123ABC",
  wa: "1ABC234",
  tas: "A12BC",
  nt: "CA12BC",
  act: "YAB12C",
};

const fitsFormat = (plate: string, format: Slot[]): boolean =>
  plate.length === format.length &&
  format.every((slot, i) => {
    const char = plate[i];
    if (slot === "A") return char >= "A" && char <= "Z";
    if (slot === "9") return char >= "0" && char <= "9";
    return char === slot.fixed;
  });

const isPersonalised = (plate: string, state: StateCode): boolean =>
  plate.length >= 1 && plate.length <= MAX_PLATE_LENGTH[state] && /^[A-Z0-9]+$/.test(plate);

/**
 * Checks a registration number as a shopper types it ("abc 12d", "1AB-2CD"). Every standard format
 * also fits the personalised rule, so in effect a plate is valid when it is 1 to the state's maximum
 * letters and digits; the formats are listed so the check and the demo plates agree on what a
 * state's plates look like.
 */
export function checkPlate(state: StateCode, input: string): PlateCheck {
  const plate = input.trim().toUpperCase().replace(/[\s-]/g, "");
  if (plate === "") return { ok: false, error: "Please enter your car's registration number." };
  if (STANDARD_FORMATS[state].some((format) => fitsFormat(plate, format)) || isPersonalised(plate, state)) return { ok: true, plate };
  return {
    ok: false,
    error: `That doesn't look like a ${AUSTRALIAN_STATES[state]} registration. Check the number, e.g. ${PLATE_EXAMPLES[state]}.`,
  };
}

/** The series now being issued, as far as demo plates need it: VIC and WA are still in their 1 series, NT in its C series. */
const DEMO_FORMATS: Record<StateCode, Slot[]> = {
  nsw: [L, L, D, D, L, L],
  vic: [fixed("1"), L, L, D, L, L],
  qld: [D, D, D, L, L, D],
  sa: [fixed("S"), D, D, D, L, L, L],
  wa: [fixed("1"), L, L, L, D, D, D],
  tas: [L, D, D, L, L],
  nt: [fixed("C"), L, D, D, L, L],
  act: [fixed("Y"), L, L, D, D, L],
};
// I, O and Q are left out of demo plates, as most states leave them out of new series (they read as 1 and 0).
const DEMO_LETTERS = "ABCDEFGHJKLMNPRSTUVWXYZ";

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/**
 * A plate in the state's current standard series for the demo vehicle registry. Seeds map one-to-one
 * onto the series' combinations (at least 1.2 million in every state), so seeds only repeat a plate
 * after that many; multiplying by a number with no factor in common with the count (near 0.618 of
 * it) shuffles them, so neighbouring seeds don't give neighbouring plates. A fractional seed is
 * truncated to a whole number.
 */
export function demoPlate(state: StateCode, seed: number): string {
  const format = DEMO_FORMATS[state];
  const radices = format.map((slot) => (slot === "A" ? DEMO_LETTERS.length : slot === "9" ? 10 : 1));
  const combinations = radices.reduce((a, b) => a * b, 1);
  let shuffle = Math.round(combinations * 0.618_034);
  while (gcd(shuffle, combinations) !== 1) shuffle++;
  const wholeSeed = Number.isFinite(seed) ? Math.trunc(seed) : 0;
  const position = ((wholeSeed % combinations) + combinations) % combinations;
  let index = (position * shuffle + shuffle) % combinations;
  let plate = "";
  for (let i = format.length - 1; i >= 0; i--) {
    const slot = format[i];
    const digit = index % radices[i];
    index = Math.floor(index / radices[i]);
    plate = (slot === "A" ? DEMO_LETTERS[digit] : slot === "9" ? String(digit) : slot.fixed) + plate;
  }
  return plate;
}
