import { describe, expect, it } from "vitest";
import { perSiteList } from "./live-sites";
import type { TenantSite } from "./tenant-site";

const site = (slug: string) => ({ slug }) as TenantSite;

describe("perSiteList", () => {
  it("works a value out once per site list and again when the list is replaced", () => {
    const sites = { current: [site("a")] as readonly TenantSite[] };
    let runs = 0;
    const slugs = perSiteList(sites, (list) => {
      runs++;
      return list.map((s) => s.slug);
    });
    expect(slugs()).toEqual(["a"]);
    expect(slugs()).toEqual(["a"]);
    expect(runs).toBe(1);
    sites.current = [site("a"), site("b")];
    expect(slugs()).toEqual(["a", "b"]);
    expect(runs).toBe(2);
  });
});
