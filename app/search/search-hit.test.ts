import fc from "fast-check";
import { describe, expect, it } from "vitest";
// biome-ignore lint/style/noRestrictedImports: the generators are shared with search-index.test.ts and live in tests/support
import { carArb, NOW } from "../../tests/support/search-arbitraries";
import { cardHit, toSearchHit } from "./search-hit";

const ctx = { texts: { soldTagName: "Sold", newArrivalText: "Just arrived" }, justArrivedDays: 7, now: NOW, showPhone: true };

describe("cardHit: what a result card's page carries of a hit", () => {
  it("keeps the first photo only, leaves out the fields no card renders, and has every other field as the search API has it", () => {
    const notOnCard = ["certified", "stocknum", "sold_date_timestamp", "created_at", "simple_body", "body", "dealership_name"];
    fc.assert(
      fc.property(carArb(1), (car) => {
        const hit = toSearchHit(car, ctx);
        const card = cardHit(hit);
        expect(card.images).toEqual(hit.images.slice(0, 1));
        for (const field of notOnCard) expect(card).not.toHaveProperty(field);
        const rendered = Object.fromEntries(Object.entries(hit).filter(([field]) => !notOnCard.includes(field)));
        expect({ ...card, images: null }).toEqual({ ...rendered, images: null });
        // The count of photos the car has is still the car's, not the card's.
        expect(card.photos_count).toBe(car.images.length);
      }),
    );
  });
});
