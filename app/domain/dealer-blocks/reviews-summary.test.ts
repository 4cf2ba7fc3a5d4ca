import { describe, expect, it } from "vitest";
import { displayedAverage, ratingLabel } from "./reviews-summary";

describe("the reviews summary's figures", () => {
  it("reads the spec's sample as 'Rated 4.7 out of 5 from 1,062 reviews'", () =>
    expect(ratingLabel(4.7, 1062)).toBe("Rated 4.7 out of 5 from 1,062 reviews"));
  it("rounds the average to one decimal, so stars and words agree", () => {
    expect(displayedAverage(4.66)).toBe(4.7);
    expect(displayedAverage(4.24)).toBe(4.2);
    expect(ratingLabel(5, 1)).toBe("Rated 5.0 out of 5 from 1 review");
  });
});
