/**
 * Australian numbers a dealer can call back: mobiles (04) and landlines (02, 03, 07, 08), written
 * with or without +61, spaces, dashes or brackets; 1300 and 1800 numbers; 13 short numbers.
 * Returns the national form (0412345678), or null when it is not such a number.
 */
export function normaliseAustralianPhone(input: string): string | null {
  const compact = input.trim().replace(/[\s\-().]/g, "");
  if (!/^\+?\d+$/.test(compact)) return null;
  const national = compact
    .replace(/^\+61/, "0")
    .replace(/^61(?=[2-478]\d{8}$)/, "0")
    .replace(/^0061/, "0");
  if (/^0[2-478]\d{8}$/.test(national)) return national;
  if (/^1[38]00\d{6}$/.test(national)) return national;
  if (/^13\d{4}$/.test(national)) return national;
  return null;
}

export const PHONE_MESSAGE = "Please enter an Australian phone number, like 0412 345 678 or 07 5443 1800.";
