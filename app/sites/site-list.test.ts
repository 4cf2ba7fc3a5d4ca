import { describe, expect, it } from "vitest";
import { MINIMAL_SITE_CONFIG } from "./minimal-site-config.fixture";
import { SiteConfigSchema } from "./site-config";
import { formatSiteList, siteListRows } from "./site-list";

const config = (slug: string, name: string, hosts: string[] = []) => SiteConfigSchema.parse({ ...MINIMAL_SITE_CONFIG, slug, name, hosts });

describe("site list", () => {
  it("joins each config with its counts and state, and lists a site row whose config is gone", () => {
    const rows = siteListRows(
      [config("zeta-cars", "Zeta Cars"), config("alpha-motors", "Alpha Motors", ["www.alpha.com.au"])],
      [
        { slug: "alpha-motors", dealerships: 2, cars: 140, disabled: true },
        { slug: "old-yard", dealerships: 1, cars: 3, disabled: false },
      ],
    );
    expect(rows).toEqual([
      {
        slug: "alpha-motors",
        name: "Alpha Motors",
        hosts: ["alpha-motors.localhost", "www.alpha.com.au"],
        dealerships: 2,
        cars: 140,
        state: "disabled",
      },
      { slug: "old-yard", name: "", hosts: [], dealerships: 1, cars: 3, state: "no config" },
      { slug: "zeta-cars", name: "Zeta Cars", hosts: ["zeta-cars.localhost"], dealerships: 0, cars: 0, state: "enabled" },
    ]);
  });

  it("prints a header and one aligned line a site, counts right-aligned, hosts last", () => {
    const lines = formatSiteList([
      {
        slug: "alpha-motors",
        name: "Alpha Motors",
        hosts: ["alpha-motors.localhost", "www.alpha.com.au"],
        dealerships: 2,
        cars: 140,
        state: "disabled",
      },
      { slug: "zeta", name: "Zeta", hosts: ["zeta.localhost"], dealerships: 12, cars: 7, state: "enabled" },
    ]);
    expect(lines).toEqual([
      "SLUG          NAME          STATE     DEALERSHIPS  CARS  HOSTS",
      "alpha-motors  Alpha Motors  disabled            2   140  alpha-motors.localhost, www.alpha.com.au",
      "zeta          Zeta          enabled            12     7  zeta.localhost",
    ]);
  });
});
