import { describe, expect, it } from "vitest";
import { parseStoredDetails, pickShopperDetails, prefillFrom } from "./shopper-details";

describe("stored shopper details (discovery spec section 3: name, last_name, email, phone, postcode)", () => {
  it("keeps only the five details, trimmed and filled in", () => {
    expect(
      pickShopperDetails({
        name: " Ann ",
        last_name: "Lee",
        email: "ann@example.com",
        phone: "0412 345 678",
        postcode: "",
        message: "Hi",
        state: "qld",
      }),
    ).toEqual({ name: "Ann", last_name: "Lee", email: "ann@example.com", phone: "0412 345 678" });
  });

  it("fills only the fields a form has and the shopper left empty", () => {
    const stored = { name: "Ann", last_name: "Lee", email: "ann@example.com", phone: "0412 345 678", postcode: "4000" };
    // A form without a postcode field, with an e-mail already typed.
    expect(prefillFrom(stored, { name: "", last_name: "", email: "a@b.co", phone: "", message: "" })).toEqual({
      name: "Ann",
      last_name: "Lee",
      phone: "0412 345 678",
    });
  });

  it("reads back nothing from a missing, broken or foreign value", () => {
    expect(parseStoredDetails(null)).toBeNull();
    expect(parseStoredDetails("{not json")).toBeNull();
    expect(parseStoredDetails('{"card":"4242"}')).toBeNull();
    expect(parseStoredDetails('{"name":"Ann","card":"4242"}')).toEqual({ name: "Ann" });
  });
});
