import { describe, expect, it } from "vitest";
import { collapseSoldRuns } from "./search-hit";

const h = (id: number, sold: boolean) => ({ id, sold });

describe("sold collapsing", () => {
  it("keeps only the first of each run of consecutive sold cars", () => {
    const hits = [h(1, false), h(2, true), h(3, true), h(4, true), h(5, false), h(6, true), h(7, false), h(8, true), h(9, true)];
    expect(collapseSoldRuns(hits).map((x) => x.id)).toEqual([1, 2, 5, 6, 7, 8]);
  });
  it("shows every car when every result is sold", () => {
    expect(collapseSoldRuns([h(1, true), h(2, true)]).map((x) => x.id)).toEqual([1, 2]);
  });
  it("leaves lists without sold cars alone", () => {
    expect(collapseSoldRuns([h(1, false), h(2, false)]).map((x) => x.id)).toEqual([1, 2]);
  });
});
