import { describe, expect, it } from "vitest";
import { readLocationDetailsForm } from "./location-details-form";

const form = (fields: Record<string, string>) => {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.append(k, v);
  return f;
};
const GOOD = {
  street: "120 Maroochydore Road",
  city: "Maroochydore",
  state: "QLD",
  postcode: "4558",
  phone: "07 5443 1800",
  landlinePhone: "",
  email: "",
  lat: "-26.6608",
  lng: "153.0805",
};

describe("readLocationDetailsForm", () => {
  it("reads an address with its phone in E.164 and its pin", () => {
    expect(readLocationDetailsForm(form(GOOD))).toEqual({
      ok: true,
      details: {
        street: "120 Maroochydore Road",
        city: "Maroochydore",
        state: "QLD",
        postcode: "4558",
        phone: "+61754431800",
        landlinePhone: null,
        email: null,
        position: { lat: -26.6608, lng: 153.0805 },
      },
    });
  });

  it("leaves the pin to the postcode when both coordinates are empty, and refuses one alone", () => {
    const none = readLocationDetailsForm(form({ ...GOOD, lat: "", lng: "" }));
    expect(none.ok && none.details.position).toBeNull();
    expect(readLocationDetailsForm(form({ ...GOOD, lng: "" }))).toEqual({
      ok: false,
      errors: { lng: "Enter both coordinates, or neither for the postcode's centre." },
    });
  });

  it("names each wrong field: a pin outside Australia, a phone, a postcode, a state, script as an e-mail", () => {
    expect(
      readLocationDetailsForm(form({ ...GOOD, lat: "51.5", phone: "12345", postcode: "455", state: "XX", email: "<script>", street: "" })),
    ).toEqual({
      ok: false,
      errors: {
        street: "Enter the street address.",
        state: "Choose the state or territory.",
        postcode: "Enter the 4-digit postcode.",
        phone: "Please enter an Australian phone number, like 0412 345 678 or 07 5443 1800.",
        email: "Enter an e-mail address, like sales@dealership.com.au.",
        lat: "Enter the latitude in Australia, between -44 and -9, like -26.6608.",
      },
    });
  });
});
