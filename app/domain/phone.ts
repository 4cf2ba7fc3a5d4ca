/**
 * Australian phone numbers, the one place they are read and written. Every boundary (a lead form,
 * the checkout, sign-in, the watchlist API) turns what the shopper typed into E.164, the form numbers
 * are stored and compared in, so a number written three ways is still one number.
 */

/** "+61412345678", "+61754431800", "+611300123456", "+61131888": only `parseAustralianPhone` makes one. */
export type E164Phone = string & { readonly __brand: "E164Phone" };

export const PHONE_MESSAGE = "Please enter an Australian phone number, like 0412 345 678 or 07 5443 1800.";
export const MOBILE_MESSAGE = "Please enter an Australian mobile number, like 0412 345 678.";

/** Longer than any way of writing an Australian number: not read at all. */
const MAX_TYPED = 40;

/**
 * A number a dealer can call back, in E.164: mobiles (04) and landlines (02, 03, 07, 08), written
 * with or without +61 (or 0061, or 61), spaces, dashes, dots or brackets; 1300 and 1800 numbers;
 * 13 short numbers. Null when it is not such a number.
 */
export function parseAustralianPhone(typed: string): E164Phone | null {
  if (typed.length > MAX_TYPED) return null;
  const compact = typed.trim().replace(/[\s\-().]/g, "");
  if (!/^\+?\d+$/.test(compact)) return null;
  const national = compact
    // The E.164 of a 1300, 1800 or 13 number has no trunk 0 to put back: it reads back as itself.
    .replace(/^(\+|00)61(?=1[38]00\d{6}$|13\d{4}$)/, "")
    .replace(/^(\+61|0061)/, "0")
    .replace(/^61(?=[2-478]\d{8}$)/, "0");
  if (/^0[2-478]\d{8}$/.test(national)) return `+61${national.slice(1)}` as E164Phone;
  if (/^1[38]00\d{6}$/.test(national) || /^13\d{4}$/.test(national)) return `+61${national}` as E164Phone;
  return null;
}

/** Only a mobile can receive a text (the sign-in code): a rule on the parsed number, not another parser. */
export const isAustralianMobile = (phone: E164Phone): boolean => /^\+614\d{8}$/.test(phone);

/** A number the shopper typed that must be a mobile, in E.164, or the message to show. */
export function parseAustralianMobile(typed: string): { ok: true; e164: E164Phone } | { ok: false; message: string } {
  const phone = parseAustralianPhone(typed);
  return phone && isAustralianMobile(phone) ? { ok: true, e164: phone } : { ok: false, message: MOBILE_MESSAGE };
}

/**
 * The national digits ("0412345678", "1300123456"): how a lead carries the shopper's number to the
 * dealer (ADF e-mail, webhook, CSV export, the leads list), unchanged since leads were first stored.
 */
export function nationalPhone(phone: E164Phone): string {
  const significant = phone.slice(3);
  return significant.startsWith("1") ? significant : `0${significant}`;
}

/**
 * The one display form, for pages and e-mails (spec: a +61 prefix becomes 0 and the digits are
 * grouped 2-4-4, '+61754431800' -> '07 5443 1800'). Takes dealer-entered numbers too, which are
 * not parsed on the way in; anything else is shown as written.
 */
export function formatPhone(raw: string): string {
  const digits = raw
    .replace(/[^\d+]/g, "")
    .replace(/^\+61/, "0")
    .replace(/^61(?=\d{9}$)/, "0")
    .replace(/\D/g, "");
  if (digits.length !== 10) return raw.trim();
  return `${digits.slice(0, 2)} ${digits.slice(2, 6)} ${digits.slice(6)}`;
}

/** The tel: link keeps the international form so it dials from anywhere. */
export function phoneHref(raw: string): string {
  const digits = raw.replace(/[^\d+]/g, "");
  return `tel:${digits.startsWith("0") ? `+61${digits.slice(1)}` : digits}`;
}

/** "0412 *** 678": enough for the shopper to recognise their number on a page someone else may see. */
export function maskMobile(phone: string): string {
  const n = phone.replace(/^\+61/, "");
  return `0${n.slice(0, 3)} *** ${n.slice(6)}`;
}
