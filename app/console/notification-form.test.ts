import { describe, expect, it } from "vitest";
import { fieldErrors } from "~/domain/field-errors";
import { readNotificationForm } from "./notification-form";

const form = (fields: [string, string][]) => {
  const data = new FormData();
  for (const [k, v] of fields) data.append(k, v);
  return readNotificationForm(data);
};

describe("the notification recipients form", () => {
  it("reads an address with its forms, or every form, kept lower-case", () => {
    const some = form([
      ["intent", "add"],
      ["dealership", "coastal-toyota"],
      ["email", " Sales@Coastal.Example "],
      ["forms", "test-drive"],
      ["forms", "vehicle"],
      ["forms", "vehicle"],
    ]);
    expect(some.success && some.data).toEqual({
      intent: "add",
      dealership: "coastal-toyota",
      email: "sales@coastal.example",
      forms: ["test-drive", "vehicle"],
    });
    const all = form([
      ["intent", "change"],
      ["recipientId", "12"],
      ["email", "a@b.example"],
      ["allForms", "1"],
      ["forms", "service"],
    ]);
    expect(all.success && all.data).toEqual({ intent: "change", recipientId: "12", email: "a@b.example", forms: null });
  });

  it("names what to fix: the address, no forms ticked, a form that is not one, the recipient", () => {
    const none = form([
      ["intent", "add"],
      ["dealership", "coastal-toyota"],
      ["email", "not an address"],
    ]);
    expect(!none.success && fieldErrors(none.error)).toEqual({
      email: "Enter an e-mail address, like sales@dealership.com.au.",
      forms: "Tick the forms this address gets, or All forms.",
    });
    const odd = form([
      ["intent", "change"],
      ["recipientId", "1; drop"],
      ["email", "a@b.example"],
      ["forms", "spam"],
    ]);
    expect(!odd.success && fieldErrors(odd.error)).toEqual({ recipientId: "Choose a recipient.", forms: "Choose forms from the list." });
    const unknown = form([["intent", "note"]]);
    expect(!unknown.success && fieldErrors(unknown.error)).toEqual({ intent: "Choose to add, change or remove a recipient." });
  });
});
