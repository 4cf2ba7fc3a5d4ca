import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const DIR = "docs/decisions";
const records = readdirSync(DIR).filter((f) => /^\d{3}-.+\.md$/.test(f));

/** Decision records are dated, have a status, and are all in the index a newcomer reads first. */
describe("decision records", () => {
  it("are numbered once each", () => {
    const numbers = records.map((f) => f.slice(0, 3));
    expect(new Set(numbers).size).toBe(numbers.length);
  });

  it.each(records)("%s has its number in its title, a date and a status", (file) => {
    const [title, , dated] = readFileSync(join(DIR, file), "utf8").split("\n");
    expect(title).toMatch(new RegExp(`^# ${file.slice(0, 3)}: \\S`));
    expect(dated).toMatch(/^Date: \d{4}-\d{2}-\d{2} · Status: \S/);
  });

  it("are every one listed in the index", () => {
    const index = readFileSync(join(DIR, "README.md"), "utf8");
    for (const file of records) expect(index, file).toContain(`](${file})`);
  });
});
