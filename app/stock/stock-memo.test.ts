import { describe, expect, it } from "vitest";
import type { StockSearch } from "~/search/search-index";
import type { TenantSite } from "~/sites/tenant-site";
import { memoStock, STOCK_MEMO_MAX_AGE_MS } from "./stock-memo.server";

const fakeSearch = () => {
  const versions = new Map<number, number>();
  return {
    search: { version: (id: number) => versions.get(id) ?? 0 } as StockSearch,
    bump: (id: number) => versions.set(id, (versions.get(id) ?? 0) + 1),
  };
};
const site = (id: number) => ({ id }) as TenantSite;

describe("memoStock", () => {
  it("reuses a site's answer until its stock changes or it is older than the bound; never another site's", () => {
    const { search, bump } = fakeSearch();
    const a = site(1);
    const b = site(2);
    const now = new Date("2026-01-01T00:00:00Z");
    let computed = 0;
    const value = (s: TenantSite, when: Date) => memoStock(search, s, when, "k", () => `${s.id}:${++computed}`);
    expect(value(a, now)).toBe("1:1");
    expect(value(a, new Date(now.getTime() + 1000))).toBe("1:1");
    expect(value(b, now)).toBe("2:2");
    bump(1);
    expect(value(a, now)).toBe("1:3");
    expect(value(b, now)).toBe("2:2");
    expect(value(a, new Date(now.getTime() + STOCK_MEMO_MAX_AGE_MS + 1))).toBe("1:4");
    // A request from before the answer's time (a test's fixed clock) computes afresh too.
    expect(value(a, new Date(now.getTime() - STOCK_MEMO_MAX_AGE_MS))).toBe("1:5");
    // A site reloaded with new settings is a new object: nothing carries over.
    expect(value({ ...a }, now)).toBe("1:6");
  });
});
