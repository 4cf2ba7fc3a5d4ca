import { describe, expect, it } from "vitest";
import { cutDisclaimer, manufacturerMatches, OFFER_DISCLAIMER_CUT, offerPath, offerPriceText, offerSavingText, offerStatus } from "./offer";
import type { Offer } from "./offer";
import { offerJsonLd } from "./offer-json-ld";

const sampleOffer = (o: Partial<Offer> = {}): Offer => ({
  id: 1,
  dealershipId: 1,
  dealershipSlug: "coastal-toyota-maroochydore",
  dealershipName: "Coastal Toyota",
  make: "Toyota",
  model: "HiLux",
  body: "ute",
  categories: ["new"],
  title: "HiLux SR5 drive away deal",
  summary: "A HiLux SR5 4x4 at a drive away price.",
  description: "",
  price: 61990,
  priceType: "drive_away",
  saving: null,
  imageSrc: null,
  imageAlt: "",
  disclaimer: "",
  startsOn: "2026-11-01",
  endsOn: "2026-11-30",
  timeZone: "Australia/Brisbane",
  cta: null,
  ...o,
});

describe("offer expiry by the dealership's calendar", () => {
  const offer = { startsOn: "2026-11-01", endsOn: "2026-11-30", timeZone: "Australia/Sydney" };

  it("runs from midnight on its first day to midnight after its last, in the dealership's zone", () => {
    // 30 November, 11:59 pm in Sydney (AEDT, UTC+11) is 12:59 pm UTC: still on.
    expect(offerStatus(offer, new Date("2026-11-30T12:59:00Z"))).toBe("current");
    // A minute after midnight on 1 December in Sydney: ended, although it is still 30 November in UTC.
    expect(offerStatus(offer, new Date("2026-11-30T13:01:00Z"))).toBe("ended");
    // 1 November, 12:30 am in Sydney is still 31 October in UTC: already on.
    expect(offerStatus(offer, new Date("2026-10-31T13:30:00Z"))).toBe("current");
    expect(offerStatus(offer, new Date("2026-10-31T12:30:00Z"))).toBe("upcoming");
  });

  it("counts the same instant differently in Perth and Brisbane", () => {
    // 1 December 2026, 00:30 in Brisbane (UTC+10) is 30 November, 10:30 pm in Perth (UTC+8).
    const instant = new Date("2026-11-30T14:30:00Z");
    expect(offerStatus({ ...offer, timeZone: "Australia/Brisbane" }, instant)).toBe("ended");
    expect(offerStatus({ ...offer, timeZone: "Australia/Perth" }, instant)).toBe("current");
  });

  it("is current on a one-day offer's only day", () => {
    expect(
      offerStatus({ startsOn: "2026-11-22", endsOn: "2026-11-22", timeZone: "Australia/Brisbane" }, new Date("2026-11-22T02:00:00Z")),
    ).toBe("current");
  });
});

describe("offer disclaimer cut (vehicle spec section 9: 100 characters)", () => {
  const long =
    "Offer available on new HiLux SR5 double cab 4x4 automatic models purchased and delivered between 1 November and 30 November 2026 while stocks last.";

  it("shows a disclaimer of 100 characters or fewer whole", () => {
    const exactly = "x".repeat(OFFER_DISCLAIMER_CUT);
    expect(cutDisclaimer(exactly)).toEqual({ shown: exactly, rest: "" });
    expect(cutDisclaimer("  Short terms apply.  ")).toEqual({ shown: "Short terms apply.", rest: "" });
  });

  it("cuts a longer one at the last space within 100 characters, keeping every word", () => {
    const { shown, rest } = cutDisclaimer(long);
    expect(OFFER_DISCLAIMER_CUT).toBe(100);
    expect(shown.length).toBeLessThanOrEqual(100);
    expect(shown).toBe("Offer available on new HiLux SR5 double cab 4x4 automatic models purchased and delivered between 1");
    expect(rest).toBe("November and 30 November 2026 while stocks last.");
    expect(`${shown} ${rest}`).toBe(long);
  });

  it("cuts at exactly 100 characters when there is no space to cut at", () => {
    const word = "y".repeat(150);
    expect(cutDisclaimer(word)).toEqual({ shown: word.slice(0, 100), rest: word.slice(100) });
  });
});

describe("offer addresses and prices", () => {
  it("puts the manufacturer in the path when the offer is about one make", () => {
    expect(offerPath({ id: 12, make: "Isuzu UTE" })).toBe("/offers/isuzu-ute/12");
    expect(offerPath({ id: 12, make: "Škoda" })).toBe("/offers/skoda/12");
    expect(offerPath({ id: 7, make: null })).toBe("/offers/7");
  });

  it("matches the manufacturer in the path only to the offer's own make", () => {
    expect(manufacturerMatches({ make: "Isuzu UTE" }, "isuzu-ute")).toBe(true);
    expect(manufacturerMatches({ make: "Toyota" }, "Toyota")).toBe(true);
    expect(manufacturerMatches({ make: "Toyota" }, "mazda")).toBe(false);
    expect(manufacturerMatches({ make: null }, "toyota")).toBe(false);
  });

  it("writes prices the Australian way with what they include", () => {
    expect(offerPriceText({ price: 45990, priceType: "drive_away" })).toBe("$45,990 drive away");
    expect(offerPriceText({ price: 299, priceType: "from" })).toBe("From $299");
    expect(offerPriceText({ price: 52990, priceType: "plus_orc" })).toBe("$52,990 + ORC");
    expect(offerPriceText({ price: 12499, priceType: "drive_away", body: "motorcycle" })).toBe("$12,499 ride away");
    expect(offerPriceText({ price: 79990, priceType: "drive_away", body: "caravan" })).toBe("$79,990 on road");
    expect(offerPriceText({ price: null, priceType: "drive_away" })).toBeNull();
    expect(offerSavingText({ saving: 3000 })).toBe("Save $3,000");
    expect(offerSavingText({ saving: null })).toBeNull();
  });
});

describe("offer JSON-LD", () => {
  it("is a schema.org Offer with its price, validity and seller", () => {
    const ld = offerJsonLd(
      sampleOffer({ price: 45990 }),
      "https://x.test/offers/toyota/1",
      "https://x.test/img/a",
      new Date("2026-11-22T02:00:00Z"),
    );
    expect(ld).toMatchObject({
      "@type": "Offer",
      name: "HiLux SR5 drive away deal",
      url: "https://x.test/offers/toyota/1",
      priceCurrency: "AUD",
      price: 45990,
      validFrom: "2026-11-01",
      validThrough: "2026-11-30",
      availability: "https://schema.org/InStock",
      seller: { "@type": "AutoDealer", name: "Coastal Toyota" },
      itemOffered: { "@type": "Car", name: "Toyota HiLux", brand: { name: "Toyota" }, model: "HiLux" },
    });
  });

  it("says an ended offer is discontinued and leaves out a price it does not have", () => {
    const ld = offerJsonLd(sampleOffer({ price: null, make: null, model: null }), "u", null, new Date("2026-12-02T02:00:00Z"));
    expect(ld.availability).toBe("https://schema.org/Discontinued");
    expect(ld).not.toHaveProperty("price");
    expect(ld).not.toHaveProperty("image");
    expect(ld.itemOffered).toEqual({ "@type": "Service", name: "HiLux SR5 drive away deal" });
  });
});
