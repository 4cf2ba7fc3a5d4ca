import { createElement as h } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { VehiclePageCar } from "~/domain/vehicle/car";
import { INSTANT_MESSAGE_NOTE } from "~/domain/vehicle/instant-message";
import { EnquiryButtons } from "./price-and-dealer";

const car = { id: 7, status: "in_stock" } as VehiclePageCar;
const render = (chat: string | null) =>
  renderToString(h(EnquiryButtons, { car, title: "2022 Toyota Corolla", chat, hideTestDrive: false }));

describe("Instant Message (a stand-in for the spec's chat assistant, decision 030)", () => {
  it("says beside the button, and in its name, that it opens the enquiry form", () => {
    const html = render(INSTANT_MESSAGE_NOTE);
    expect(html).toContain(">Instant Message</a>");
    expect(html).toContain(`aria-label="Instant Message: ${INSTANT_MESSAGE_NOTE}"`);
    expect(html).toContain(`<p class="text-xs text-muted">${INSTANT_MESSAGE_NOTE}</p>`);
    expect(INSTANT_MESSAGE_NOTE).toMatch(/enquiry form/);
  });
  it("is not shown where the site has no chat setting", () => {
    expect(render(null)).not.toContain("Instant Message");
  });
});
