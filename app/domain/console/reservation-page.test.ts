import { describe, expect, it } from "vitest";
import { cursorOf } from "./keyset-cursor";
import { pageOf, parseReservationPage, reservationPageHref } from "./reservation-page";

/** Rows 0..n-1, newest first, a minute apart. */
const rows = (n: number, from = 0) =>
  Array.from({ length: n }, (_, i) => ({
    id: `00000000-0000-4000-8000-${String(from + i).padStart(12, "0")}`,
    createdAt: new Date(Date.UTC(2026, 10, 22, 2, 0) - (from + i) * 60_000),
  }));

describe("paging the reservations list", () => {
  it("reads the state and one cursor from the address, ignoring anything not a cursor", () => {
    const row = rows(1)[0] as { id: string; createdAt: Date };
    expect(parseReservationPage(new URLSearchParams(`state=active&after=${encodeURIComponent(cursorOf(row))}`))).toEqual({
      filter: "active",
      after: row,
    });
    expect(parseReservationPage(new URLSearchParams("before=' OR 1=1&state=bogus"))).toEqual({ filter: "all" });
    expect(parseReservationPage(new URLSearchParams(`after=${cursorOf(row)}&before=${cursorOf(row)}`))).toEqual({
      filter: "all",
      after: row,
    });
  });

  it("gives the first page an older link only when there are more rows than a page", () => {
    const full = pageOf(rows(101), {}, 100);
    expect(full.rows).toHaveLength(100);
    expect(full.newer).toBeNull();
    expect(full.older).toBe(cursorOf(rows(100)[99] as { id: string; createdAt: Date }));
    expect(pageOf(rows(100), {}, 100).older).toBeNull();
  });

  it("gives a page after a cursor a newer link back, and an older one if there is more", () => {
    const all = rows(250);
    const second = pageOf(all.slice(100, 201), { after: all[99] }, 100);
    expect(second.rows[0]).toBe(all[100]);
    expect(second.newer).toBe(cursorOf(all[100] as { id: string; createdAt: Date }));
    expect(second.older).toBe(cursorOf(all[199] as { id: string; createdAt: Date }));
    const last = pageOf(all.slice(200), { after: all[199] }, 100);
    expect(last.rows).toHaveLength(50);
    expect(last.older).toBeNull();
  });

  it("turns a page before a cursor (fetched oldest first) newest first, with a newer link only if there is more", () => {
    const all = rows(250);
    // Going back from the page that starts at row 200: rows 199, 198 ... fetched ascending.
    const fetched = all.slice(98, 200).reverse();
    const back = pageOf(fetched, { before: all[200] }, 100);
    expect(back.rows[0]).toBe(all[100]);
    expect(back.rows.at(-1)).toBe(all[199]);
    expect(back.newer).toBe(cursorOf(all[100] as { id: string; createdAt: Date }));
    expect(back.older).toBe(cursorOf(all[199] as { id: string; createdAt: Date }));
    const first = pageOf(all.slice(0, 100).reverse(), { before: all[100] }, 100);
    expect(first.rows[0]).toBe(all[0]);
    expect(first.newer).toBeNull();
  });

  it("links keep the state", () => {
    expect(reservationPageHref("all")).toBe("/dealer/reservations");
    expect(reservationPageHref("lapsed", { after: "2026-11-22T02:00:00.000Z~x" })).toBe(
      "/dealer/reservations?state=lapsed&after=2026-11-22T02%3A00%3A00.000Z%7Ex",
    );
    expect(reservationPageHref("all", { before: "c" })).toBe("/dealer/reservations?before=c");
  });
});
