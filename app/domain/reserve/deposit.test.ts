import { describe, expect, it } from "vitest";
import { depositOf } from "./deposit";

describe("depositOf", () => {
  it("gives the amount charged and the label shown from the one setting in cents", () => {
    expect(depositOf({ reservations: { depositCents: 20_000 } })).toEqual({ amount: 20_000, label: "$200" });
    expect(depositOf({ reservations: { depositCents: 150_050 } })).toEqual({ amount: 150_050, label: "$1,500.50" });
  });
});
