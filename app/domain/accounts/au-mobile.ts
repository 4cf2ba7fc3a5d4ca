import { parsePhoneNumberFromString } from "libphonenumber-js/min";

export const MOBILE_MESSAGE = "Please enter an Australian mobile number, like 0412 345 678.";

/**
 * An Australian mobile number as typed ("0412 345 678", "+61 412 345 678", "61412345678") in
 * E.164, the one form it is stored and compared in, and as Australians write it. Landlines and
 * other countries' numbers cannot receive the sign-in code here.
 */
export function parseAustralianMobile(input: string): { ok: true; e164: string; display: string } | { ok: false; message: string } {
  const trimmed = input.trim();
  if (trimmed.length > 30) return { ok: false, message: MOBILE_MESSAGE };
  const parsed = parsePhoneNumberFromString(trimmed, "AU");
  if (parsed?.countryCallingCode !== "61" || !/^4\d{8}$/.test(parsed.nationalNumber)) return { ok: false, message: MOBILE_MESSAGE };
  const n = parsed.nationalNumber;
  return { ok: true, e164: `+61${n}`, display: `0${n.slice(0, 3)} ${n.slice(3, 6)} ${n.slice(6)}` };
}

/** "0412 *** 678": enough for the shopper to recognise their number on a page someone else may see. */
export function maskMobile(e164: string): string {
  const n = e164.replace(/^\+61/, "");
  return `0${n.slice(0, 3)} *** ${n.slice(6)}`;
}

/**
 * The forms a signed-in shopper's mobile (E.164) takes where a form kept it as typed, minus spaces
 * and punctuation (a reservation's phone): "+61412345678", "0412345678" and "61412345678". Their
 * reservations are the ones whose number is any of these.
 */
export function mobileAsTyped(e164: string): string[] {
  const national = e164.replace(/^\+61/, "");
  return [e164, `0${national}`, `61${national}`];
}
