import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isValidVin, vinCheckDigit, vinProblem } from "./vin";

const VIN_CHAR = fc.constantFrom(..."ABCDEFGHJKLMNPRSTUVWXYZ0123456789");
const vinBody = fc.array(VIN_CHAR, { minLength: 17, maxLength: 17 }).map((chars) => chars.join(""));
/** A VIN with its check digit written in. */
const validVin = vinBody.map((draft) => `${draft.slice(0, 8)}${vinCheckDigit(draft)}${draft.slice(9)}`);

describe("VIN check (ISO 3779)", () => {
  it("accepts the worked example whose check digit is X, and a real Ford VIN", () => {
    expect(vinCheckDigit("1M8GDM9AXKP042788")).toBe("X");
    expect(vinProblem("1M8GDM9AXKP042788")).toBeNull();
    expect(vinProblem("1FADP5AU6DL536022")).toBeNull();
  });

  it("reports a VIN whose check digit does not match", () => {
    expect(vinProblem("1FADP5AU7DL536022")).toBe("check_digit");
  });

  it("reports a missing VIN and one of the wrong shape (I, O and Q are never used; 17 characters)", () => {
    expect(vinProblem(null)).toBe("missing");
    expect(vinProblem("  ")).toBe("missing");
    expect(vinProblem("1FADP5AU6DL53602")).toBe("malformed");
    expect(vinProblem("1FADP5AU6DL53602O")).toBe("malformed");
  });

  it("reads a lower-case VIN with spaces around it as the dealer meant it", () => {
    expect(vinProblem(" 1fadp5au6dl536022 ")).toBeNull();
  });

  it("passes every VIN with its check digit written in", () => {
    fc.assert(fc.property(validVin, (vin) => vinProblem(vin) === null && isValidVin(vin)));
  });

  it("reports every VIN with any other character in position 9", () => {
    fc.assert(
      fc.property(validVin, fc.constantFrom(..."0123456789X"), (vin, digit) => {
        fc.pre(digit !== vin[8]);
        return vinProblem(`${vin.slice(0, 8)}${digit}${vin.slice(9)}`) === "check_digit";
      }),
    );
  });

  it("reports any single changed character but one of the same value (A and J both count 1)", () => {
    fc.assert(
      fc.property(validVin, fc.integer({ min: 0, max: 16 }), VIN_CHAR, (vin, at, c) => {
        fc.pre(at !== 8 && c !== vin[at]);
        const changed = `${vin.slice(0, at)}${c}${vin.slice(at + 1)}`;
        // Two characters with the same transliterated value (A and J are both 1) leave the sum, and so the digit, as it was.
        const same = vinCheckDigit(changed) === vinCheckDigit(vin);
        return same || vinProblem(changed) === "check_digit";
      }),
    );
  });
});
