import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { request } from "../support/http-request";
import { type Listening, listenApp, requireFreshBuild, type SeededPlatform, seededPlatform } from "../support/seeded-app";

requireFreshBuild();

const NOW = new Date("2026-11-22T02:00:00Z");
/** The page's hydration data: the one script that carries it, and whether the script that ends it comes straight after. */
const handoff = (html: string) => {
  const data =
    /<script nonce="[^"]+">window\.__reactRouterContext\.streamController\.enqueue\(("(?:[^"\\]|\\.)*")\);<\/script>(<script nonce="[^"]+">window\.__reactRouterContext\.streamController\.close\(\);<\/script>)?/g;
  const scripts = [...html.matchAll(data)];
  return { scripts: scripts.length, text: JSON.parse(scripts[0]?.[1] ?? '""') as string, closedAtOnce: Boolean(scripts[0]?.[2]) };
};
// React's streaming renderer sends a Suspense boundary that finished after the rest of the page later, with a script that moves it into place.
const BOUNDARY_SENT_LATER = "$RC(";

/** app/entry.server.tsx: pages rendered in one piece, or streamed when something in them suspends (decision 022). */
describe("page rendering", () => {
  let platform: SeededPlatform;
  let app: Listening;
  let host: string;
  let carPath: string;

  beforeAll(async () => {
    platform = await seededPlatform({ now: NOW, totalCars: 40 });
    app = await listenApp(platform, { now: NOW });
    host = `coastal-toyota.localhost:${app.port}`;
    const site = platform.sites.find((s) => s.slug === "coastal-toyota");
    const [car] = await platform.db.query<{ slug: string }>(
      "SELECT slug FROM cars WHERE site_id = $1 AND show_on_dealer_website ORDER BY id LIMIT 1",
      [site?.id],
    );
    carPath = `/cars/${car.slug}`;
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await platform?.db.close();
  });

  // First in this file: the car page's favourite and compare toggles are a lazy component whose code this process has not loaded yet.
  it("streams a page whose component's code is not loaded yet, and the page is whole", async () => {
    const page = await request(app.port, host, carPath);
    expect(page.status).toBe(200);
    expect(page.body).toContain(BOUNDARY_SENT_LATER);
    expect(page.body).toContain("♡ Favourite");
    expect(page.body).not.toContain("<!--$!-->");
    expect(handoff(page.body).text).toContain('"routes/car"');
  });

  it("renders the same page in one piece once the code is loaded", async () => {
    const page = await request(app.port, host, carPath);
    expect(page.status).toBe(200);
    expect(page.body).not.toContain(BOUNDARY_SENT_LATER);
    expect(page.body).not.toContain("<!--$?-->");
    expect(page.body).toContain("♡ Favourite");
    expect(handoff(page.body).text).toContain('"routes/car"');
  });

  it("sends a search page's hydration data in one script, ended at once", async () => {
    const page = await request(app.port, host, "/search");
    expect(page.status).toBe(200);
    expect(page.body.startsWith("<!DOCTYPE html>")).toBe(true);
    const { scripts, text, closedAtOnce } = handoff(page.body);
    expect(scripts).toBe(1);
    expect(closedAtOnce).toBe(true);
    expect(text).toContain('"routes/search"');
    expect(text).toContain('"root"');
  });
});
