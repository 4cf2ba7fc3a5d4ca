import { describe, expect, it } from "vitest";
import { addToList, inList, LIST_RULES, parseList, removeFromList, type SavedCar, type ViewedCar } from "./saved-lists";

const saved = (id: number): SavedCar => ({
  id,
  name: `2024 Toyota Corolla ${id}`,
  slug: `2024-toyota-corolla-${id}`,
  make: "Toyota",
  model: "Corolla",
  primary_image_url: `/img/cars/hatch-${id}.svg?w=480`,
});
const viewed = (id: number): ViewedCar => ({
  id,
  stocknum: `S${id}`,
  make: "Toyota",
  model: "RAV4",
  body: "SUV 5dr",
  simple_body: "SUV",
  slug: `2023-toyota-rav4-${id}`,
  year: 2023,
  primary_image_url: null,
});
const ids = (list: { id: number }[]) => list.map((r) => r.id);
const range = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

describe("reading a stored list", () => {
  it("reads what was written", () => {
    const list = [saved(3), saved(1)];
    expect(parseList("favourites", JSON.stringify(list))).toEqual(list);
    expect(parseList("viewed", JSON.stringify([viewed(2)]))).toEqual([viewed(2)]);
  });

  it("treats nothing stored, broken JSON and a non-list as an empty list", () => {
    for (const raw of [null, "", "{not json", '{"id":1}', "42", "null", '"favourites"'])
      expect(parseList("favourites", raw), String(raw)).toEqual([]);
  });

  it("keeps the good entries when some are not records", () => {
    const raw = JSON.stringify([
      saved(1),
      null,
      "car",
      { ...saved(2), id: "2" },
      { ...saved(3), id: -3 },
      { ...saved(4), id: 2_147_483_648 },
      { ...saved(5), slug: "../../admin" },
      { ...saved(6), name: "" },
      saved(7),
    ]);
    expect(ids(parseList("favourites", raw))).toEqual([1, 7]);
  });

  it("keeps an entry with a foreign or missing photo, without the photo", () => {
    const raw = JSON.stringify([
      { ...saved(1), primary_image_url: "https://evil.example/x.png" },
      { ...saved(2), primary_image_url: 'javascript:alert("x")' },
      { ...saved(3), primary_image_url: undefined },
    ]);
    expect(parseList("favourites", raw).map((r) => r.primary_image_url)).toEqual([null, null, null]);
  });

  it("keeps each car once, the first entry winning", () => {
    const raw = JSON.stringify([saved(1), saved(2), { ...saved(1), name: "Older copy" }]);
    expect(parseList("compare", raw).map((r) => [r.id, r.name])).toEqual([
      [1, "2024 Toyota Corolla 1"],
      [2, "2024 Toyota Corolla 2"],
    ]);
  });

  it("cuts an oversized list to its bound", () => {
    expect(parseList("compare", JSON.stringify(range(9).map(saved)))).toHaveLength(4);
    expect(parseList("viewed", JSON.stringify(range(30).map(viewed)))).toHaveLength(20);
    expect(parseList("favourites", JSON.stringify(range(80).map(saved)))).toHaveLength(LIST_RULES.favourites.limit);
  });
});

describe("adding and removing", () => {
  it("compares at most 4 cars, in the order chosen, and refuses a fifth", () => {
    let list: SavedCar[] = [];
    for (const id of [5, 2, 9, 4]) {
      const outcome = addToList("compare", list, saved(id));
      expect(outcome.added).toBe(true);
      list = outcome.list;
    }
    expect(ids(list)).toEqual([5, 2, 9, 4]);
    expect(addToList("compare", list, saved(11))).toEqual({ list, added: false, full: true });
  });

  it("adding a car already chosen keeps its place and refreshes its record, even when the list is full", () => {
    const list = [5, 2, 9, 4].map(saved);
    const outcome = addToList("compare", list, { ...saved(2), name: "2024 Toyota Corolla Ascent" });
    expect(outcome.added).toBe(true);
    expect(outcome.list.map((r) => r.name)).toEqual([
      "2024 Toyota Corolla 5",
      "2024 Toyota Corolla Ascent",
      "2024 Toyota Corolla 9",
      "2024 Toyota Corolla 4",
    ]);
  });

  it("puts the newest favourite first and refuses one past the bound", () => {
    const list = addToList("favourites", [saved(1), saved(2)], saved(3)).list;
    expect(ids(list)).toEqual([3, 1, 2]);
    const full = range(LIST_RULES.favourites.limit).map(saved);
    expect(addToList("favourites", full, saved(999)).added).toBe(false);
  });

  it("keeps the 20 latest viewed cars, newest first, a car seen again moving to the front", () => {
    let list: ViewedCar[] = [];
    for (const id of range(25)) list = addToList("viewed", list, viewed(id)).list;
    expect(ids(list)).toEqual(range(25).reverse().slice(0, 20));
    list = addToList("viewed", list, viewed(10)).list;
    expect(ids(list).slice(0, 3)).toEqual([10, 25, 24]);
    expect(ids(list)).toHaveLength(20);
    expect(new Set(ids(list)).size).toBe(20);
  });

  it("removes a car and tells whether one is in a list", () => {
    const list = [saved(1), saved(2)];
    expect(ids(removeFromList(list, 1))).toEqual([2]);
    expect(removeFromList(list, 7)).toEqual(list);
    expect(inList(list, 2)).toBe(true);
    expect(inList(list, 3)).toBe(false);
    expect(inList(null, 2)).toBe(false);
  });
});
