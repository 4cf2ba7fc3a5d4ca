import { describe, expect, it } from "vitest";
import { COPIED_TOAST_MS, copiedToastText, shareLinks } from "./share-links";

describe("share links", () => {
  it("share the site URL plus /cars/{slug} to each network", () => {
    const links = shareLinks("https://www.coastaltoyota.com.au/cars/2024-toyota-hilux-sr5-x1", "2024 Toyota HiLux SR5");
    expect(links.map((l) => l.network)).toEqual(["Facebook", "Twitter", "WhatsApp", "Email", "SMS"]);
    expect(links[0].href).toBe(
      "https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fwww.coastaltoyota.com.au%2Fcars%2F2024-toyota-hilux-sr5-x1",
    );
    expect(links[3].href).toBe(
      "mailto:?subject=2024%20Toyota%20HiLux%20SR5&body=2024%20Toyota%20HiLux%20SR5%20https%3A%2F%2Fwww.coastaltoyota.com.au%2Fcars%2F2024-toyota-hilux-sr5-x1",
    );
    expect(links[4].href.startsWith("sms:?&body=")).toBe(true);
  });
});

describe("the copy notice as a toast (vehicle spec section 2, one brand)", () => {
  it("names the car and lasts 3 s", () => {
    expect(copiedToastText("2024 Toyota HiLux")).toBe("Copied 2024 Toyota HiLux to your clipboard!");
    expect(COPIED_TOAST_MS).toBe(3000);
  });
});
