import fc from "fast-check";
import { describe, expect, it } from "vitest";
// biome-ignore lint/style/noRestrictedImports: the generators are shared with search-index.test.ts and live in tests/support
import { carArb, NOW } from "../../tests/support/search-arbitraries";
import { cardHit, toSearchHit } from "./search-hit";

const ctx = { texts: { soldTagName: "Sold", newArrivalText: "Just arrived" }, justArrivedDays: 7, now: NOW, showPhone: true };

describe("cardHit: what a result card's page carries of a hit", () => {
  it("keeps the first photo only, and every other field as the search API has it", () => {
    fc.assert(
      fc.property(carArb(1), (car) => {
        const hit = toSearchHit(car, ctx);
        const card = cardHit(hit);
        expect(card.images).toEqual(hit.images.slice(0, 1));
        expect({ ...card, images: null }).toEqual({ ...hit, images: null });
        // The count of photos the car has is still the car's, not the card's.
        expect(card.photos_count).toBe(car.images.length);
      }),
    );
  });
});
