import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { leadEventId } from "./lead-forms";
import { type LeadFormRules, STATE_MESSAGE, TERMS_MESSAGE, validateLead } from "./lead-schema";

const rules = (overrides: Partial<LeadFormRules> = {}): LeadFormRules => ({
  kind: "vehicle",
  dealershipSlugs: ["coastal"],
  locationIds: [],
  requireTerms: false,
  messageOptional: false,
  ...overrides,
});
const good = { form: "vehicle", name: "Charlotte", email: "charlotte@example.com.au", phone: "0412 345 678", message: "Hi" };
const errors = (raw: Record<string, unknown>, r = rules()) => {
  const result = validateLead(raw, r);
  return result.ok ? {} : result.fields;
};

describe("lead validation (discovery and vehicle spec section 5)", () => {
  it("passes a complete enquiry and keeps the phone in national form, with the opt-in the form's ticked box sends", () => {
    const result = validateLead({ ...good, opt_in: ["false", "true"] }, rules());
    expect(result.ok && result.lead).toMatchObject({ phone: "0412345678", opt_in: true, terms_conditions: false });
  });
  it("keeps the visit's source with the lead, and drops a bad source value instead of refusing the lead (issue 56)", () => {
    const result = validateLead({ ...good, utm_source: " google ", utm_campaign: "x".repeat(201), source_referrer: { host: 1 } }, rules());
    expect(result.ok && result.lead).toMatchObject({ utm_source: "google", utm_campaign: null, source_referrer: null, utm_term: null });
  });
  it("names every missing contact field", () => {
    expect(errors({ form: "vehicle" })).toMatchObject({
      name: "Please enter your first name.",
      email: "Please enter your email address.",
      phone: "Please enter your phone number.",
      message: "Please enter your message.",
    });
  });
  it("requires the message unless the site or the form makes it optional", () => {
    expect(errors({ ...good, message: "" }).message).toBe("Please enter your message.");
    expect(errors({ ...good, message: "" }, rules({ messageOptional: true })).message).toBeUndefined();
    expect(errors({ ...good, message: "", form: "test-drive" }, rules({ kind: "test-drive" })).message).toBeUndefined();
  });
  it("shows and requires the category only on a general enquiry", () => {
    expect(errors({ ...good, form: "general" }, rules({ kind: "general" })).category).toBe("Please choose what your enquiry is about.");
    expect(errors({ ...good, form: "general", category: "Made up" }, rules({ kind: "general" })).category).toBe(
      "Please choose one of the listed enquiry types.",
    );
    expect(errors({ ...good, form: "general", category: "General Enquiry", postcode: "4000" }, rules({ kind: "general" }))).toEqual({});
    expect(errors(good).category).toBeUndefined();
  });
  it("requires a preferred dealership when there is more than one, from the list", () => {
    const two = rules({ dealershipSlugs: ["a", "b"] });
    expect(errors(good, two).dealership_slug).toBe("Please choose your preferred dealership.");
    expect(errors({ ...good, dealership_slug: "c" }, two).dealership_slug).toBe("Please choose one of the listed dealerships.");
    expect(errors({ ...good, dealership_slug: "b" }, two)).toEqual({});
  });
  it("requires the website location when the select is shown", () => {
    const shown = rules({ locationIds: [3, 4] });
    expect(errors(good, shown).location_id).toBe("Please choose a location.");
    expect(errors({ ...good, location_id: "9" }, shown).location_id).toBe("Please choose one of the listed locations.");
    expect(errors({ ...good, location_id: "4" }, shown)).toEqual({});
  });
  it("requires the terms box where configured, with the spec's message", () => {
    expect(errors(good, rules({ requireTerms: true })).terms_conditions).toBe(TERMS_MESSAGE);
    expect(TERMS_MESSAGE).toBe("*You must agree to the terms of use before submitting.");
    expect(errors({ ...good, terms_conditions: "on" }, rules({ requireTerms: true }))).toEqual({});
  });
  it("requires the postcode on the forms that ask for it", () => {
    expect(errors({ ...good, form: "finance" }, rules({ kind: "finance" })).postcode).toBe(
      "Invalid postcode. Please enter a 4-digit number.",
    );
    expect(errors({ ...good, form: "finance", postcode: "4000", state: "qld" }, rules({ kind: "finance" }))).toEqual({});
  });
  it("takes a postcode of exactly 4 digits, no separators", () => {
    expect(errors({ ...good, postcode: "4 000" }).postcode).toBe("Invalid postcode. Please enter a 4-digit number.");
    expect(errors({ ...good, postcode: "40000" }).postcode).toBe("Invalid postcode. Please enter a 4-digit number.");
    expect(errors({ ...good, postcode: "4000" })).toEqual({});
  });
  it("reads the opt-in box: a hidden 'false' then the ticked value", () => {
    const optIn = (v: unknown) => {
      const r = validateLead({ ...good, opt_in: v }, rules());
      return r.ok && r.lead.opt_in;
    };
    expect(optIn(["false", "true"])).toBe(true);
    expect(optIn("false")).toBe(false);
    // No box at all (the deposit and order leads, an API client): no consent (security review d9f523c, finding 7).
    expect(optIn(undefined)).toBe(false);
  });
  it("keeps Rego optional and accepts a test drive time only as a slot", () => {
    expect(errors({ ...good, Rego: "" })).toEqual({});
    expect(errors({ ...good, form: "test-drive", dateTime: "tomorrow" }, rules({ kind: "test-drive" })).dateTime).toBe(
      "Please choose a date and time from the list.",
    );
  });
  it("never throws, whatever it is given", () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.anything()), (raw) => {
        expect(() => validateLead(raw, rules())).not.toThrow();
      }),
    );
  });
});

describe("lead event ids (vehicle spec section 9)", () => {
  const newCar = { carType: "new" as const, tag: null };
  const usedCar = { carType: "used" as const, tag: null };
  it("uses 14/15 for new/used enquiries, 17/48 for test drives, 9 finance, 51 careers, 22 otherwise", () => {
    expect(leadEventId("vehicle", newCar)).toBe(14);
    expect(leadEventId("vehicle", usedCar)).toBe(15);
    expect(leadEventId("test-drive", newCar)).toBe(17);
    expect(leadEventId("test-drive", { carType: "used", tag: "Test Drive Only" })).toBe(17);
    expect(leadEventId("test-drive", usedCar)).toBe(48);
    expect(leadEventId("finance", null)).toBe(9);
    expect(leadEventId("career", null)).toBe(51);
    expect(leadEventId("general", null)).toBe(22);
  });
});

describe("the finance form's State field (discovery spec section 9: form state)", () => {
  const finance = { ...good, form: "finance", postcode: "4000" };
  const financeRules = rules({ kind: "finance" });

  it("is required on the finance form and takes a state or territory code", () => {
    expect(errors(finance, financeRules)).toEqual({ state: STATE_MESSAGE });
    expect(errors({ ...finance, state: "qld" }, financeRules)).toEqual({});
    expect(errors({ ...finance, state: "nt" }, financeRules)).toEqual({});
    expect(errors({ ...finance, state: "QLD" }, financeRules)).toEqual({ state: STATE_MESSAGE });
    expect(errors({ ...finance, state: "xyz" }, financeRules)).toEqual({ state: STATE_MESSAGE });
  });

  it("is not asked on other forms", () => {
    expect(errors(good)).toEqual({});
  });
});
