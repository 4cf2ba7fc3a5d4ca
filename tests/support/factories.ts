import type { CarStatus, CarType } from "~/domain/vehicle/car";
/**
 * Data factories for the end-to-end tests. The e2e server's embedded database can only be opened by the server,
 * so cars are made through its test-only endpoint (server/test-fixtures.ts, mounted because playwright.config.ts
 * sets E2E_FIXTURES=true). A test makes the cars it changes or needs with particular properties, on the
 * `e2e-motors` site that only tests write to, and deletes them afterwards; the `makeCar` fixture in
 * tests/e2e/fixtures.ts does both. Tests that only read the seeded demo sites need none of this.
 */
import { type APIRequestContext, expect } from "@playwright/test";
import { TEST_SITE } from "./e2e-sites";

export { TEST_SITE };

const PORT = Number(process.env.E2E_PORT ?? 4317);
const base = `http://127.0.0.1:${PORT}`;

export type CarOptions = {
  /** Which seeded car to copy: its dealership, location, photos, spin frames and finance rows come along. */
  like?: {
    site?: string;
    carType?: CarType;
    status?: CarStatus;
    itemType?: string;
    /** Only a car with (true) or without (false) 360 spin frames. */
    spin?: boolean;
    /** Only a car with (true) or without (false) videos. */
    videos?: boolean;
    minPhotos?: number;
  };
  /** Child rows to leave out of the copy. */
  without?: ("videos" | "spin" | "hotspots" | "features" | "lenders")[];
  /** Column overrides on the cars row, e.g. `{ dealercomments: "...", price: 30000 }`. */
  set?: Record<string, unknown>;
  /** Wait until the site's search finds the car (default true; false for a car search does not show). */
  searchable?: boolean;
};

/** What the site's own search API says about the car, plus its id and stock number. */
export type TestCar = {
  id: number;
  site: string;
  slug: string;
  stocknum: string;
  path: string;
  name: string;
  photos_count: number;
  [field: string]: unknown;
};

export async function createCar(request: APIRequestContext, site: string = TEST_SITE, options: CarOptions = {}): Promise<TestCar> {
  const res = await request.post(`${base}/__test/cars`, { data: { site, like: options.like, without: options.without, set: options.set } });
  expect(res.status(), await res.text()).toBe(201);
  const car = (await res.json()) as { id: number; slug: string; stocknum: string; site: string; path: string };
  if (options.searchable === false) return { ...car, name: "", photos_count: 0 };
  // The index rebuilds on the stock_changed notification; the stock number is a search token.
  let hit: Record<string, unknown> | undefined;
  await expect
    .poll(
      async () => {
        const found = await request.get(`${base}/api/search?query=${car.stocknum}`, { headers: { host: `${site}.localhost:${PORT}` } });
        hit = ((await found.json()) as { hits: Record<string, unknown>[] }).hits.find((h) => h.slug === car.slug);
        return Boolean(hit);
      },
      { message: `car ${car.stocknum} in ${site}'s search` },
    )
    .toBe(true);
  return { ...(hit as object), ...car } as TestCar;
}

export async function deleteCar(request: APIRequestContext, car: Pick<TestCar, "site" | "slug">): Promise<void> {
  const res = await request.delete(`${base}/__test/cars/${car.site}/${car.slug}`);
  expect([204, 404]).toContain(res.status());
}
