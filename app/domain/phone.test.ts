import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  type E164Phone,
  formatPhone,
  isAustralianMobile,
  MOBILE_MESSAGE,
  maskMobile,
  nationalPhone,
  parseAustralianMobile,
  parseAustralianPhone,
} from "./phone";

const e164 = (typed: string) => parseAustralianPhone(typed) as E164Phone;

describe("Australian phone numbers, in E.164", () => {
  it("reads mobiles and landlines with or without +61, spaces, dashes, dots or brackets", () => {
    expect(parseAustralianPhone("0412 345 678")).toBe("+61412345678");
    expect(parseAustralianPhone("+61 412 345 678")).toBe("+61412345678");
    expect(parseAustralianPhone("61412345678")).toBe("+61412345678");
    expect(parseAustralianPhone("0061 412 345 678")).toBe("+61412345678");
    expect(parseAustralianPhone("(07) 5443-1800")).toBe("+61754431800");
    expect(parseAustralianPhone("07.5443.1800")).toBe("+61754431800");
    expect(parseAustralianPhone("61 2 9876 5432")).toBe("+61298765432");
  });

  it("reads 1300, 1800 and 13 numbers, which have no trunk 0", () => {
    expect(parseAustralianPhone("1300 123 456")).toBe("+611300123456");
    expect(parseAustralianPhone("1800 123 456")).toBe("+611800123456");
    expect(parseAustralianPhone("131 888")).toBe("+61131888");
  });

  it("refuses what a dealer cannot call back", () => {
    for (const bad of ["12345", "0512 345 678", "+1 415 555 0100", "04123456789", "0412 345 67x", "", "0".repeat(41)])
      expect(parseAustralianPhone(bad), bad).toBeNull();
  });

  it("reads its own E.164 back unchanged, so a stored number parses to itself", () => {
    const typed = fc.constantFrom("0412 345 678", "(07) 5443 1800", "1300 123 456", "131 888", "+61 2 9876 5432");
    fc.assert(fc.property(typed, (t) => parseAustralianPhone(e164(t)) === e164(t)));
  });

  it("gives the national digits dealers have always received", () => {
    expect(nationalPhone(e164("+61 412 345 678"))).toBe("0412345678");
    expect(nationalPhone(e164("(07) 5443-1800"))).toBe("0754431800");
    expect(nationalPhone(e164("1300 123 456"))).toBe("1300123456");
    expect(nationalPhone(e164("131 888"))).toBe("131888");
  });

  it("shows every spelling of one number the same way (2-4-4)", () => {
    for (const typed of ["0754431800", "+61754431800", "07 5443 1800"]) expect(formatPhone(e164(typed))).toBe("07 5443 1800");
  });
});

describe("mobile only, as a rule on the E.164 number", () => {
  it("reads the ways Australians write a mobile, into one E.164 form", () => {
    for (const typed of ["0412 345 678", "0412345678", "+61 412 345 678", "61412345678", "(04) 1234 5678", " 0412-345-678 "])
      expect(parseAustralianMobile(typed), typed).toEqual({ ok: true, e164: "+61412345678" });
  });

  it("refuses landlines, 1300 numbers, other countries and junk with one clear message", () => {
    for (const typed of ["07 5443 1800", "1300 123 456", "+1 415 555 2671", "0412 345 67", "hello", "", "0".repeat(40)])
      expect(parseAustralianMobile(typed), typed).toEqual({ ok: false, message: MOBILE_MESSAGE });
    expect(isAustralianMobile(e164("07 5443 1800"))).toBe(false);
  });

  it("masks the middle digits", () => {
    expect(maskMobile("+61412345678")).toBe("0412 *** 678");
  });
});
