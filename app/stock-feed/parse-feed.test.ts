import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { validateFeedRows } from "./feed-row";
import { carStartLines, MAX_FEED_ROWS, parseFeed, readFeed } from "./parse-feed";

/** The bytes of `text` as the chunks a socket might deliver, split at `cuts` (inside a character too). */
async function* chunked(text: string, cuts: readonly number[] = []) {
  const bytes = new TextEncoder().encode(text);
  let start = 0;
  for (const cut of [...new Set(cuts)].sort((a, b) => a - b).filter((c) => c > 0 && c < bytes.length)) {
    yield bytes.subarray(start, cut);
    start = cut;
  }
  yield bytes.subarray(start);
}

describe("parseFeed", () => {
  it("reads CSV lists and spec columns into the JSON shape, with each row's line", () => {
    const csv = 'stock_number,car_type,year,make,model,price,photos,spec.Engine\nA1,used,2021,Toyota,HiLux,45990,"a.jpg|b.jpg",2.8L\n';
    const parsed = parseFeed(csv, "csv");
    expect(parsed).toMatchObject({
      ok: true,
      rows: [{ line: 2, values: { photos: ["a.jpg", "b.jpg"], specifications: { Engine: "2.8L" } } }],
    });
  });

  it("reads CSV spin columns into views and lender columns into one entry per provider (a name may hold dots)", () => {
    const csv =
      "stock_number,spin.exterior,spin.interior,lender.youx.interest_rate,lender.youx.payment_week,lender.Acme Pty. Ltd.comparison_rate,lender.empty.balloon\n" +
      "A1,e1.jpg|e2.jpg,i1.jpg,8.99,119,9.49,\n";
    expect(parseFeed(csv, "csv")).toMatchObject({
      ok: true,
      rows: [
        {
          values: {
            spin: { exterior: ["e1.jpg", "e2.jpg"], interior: ["i1.jpg"] },
            lenders: [
              { provider: "youx", interest_rate: "8.99", payment_week: "119" },
              { provider: "Acme Pty. Ltd", comparison_rate: "9.49" },
            ],
          },
        },
      ],
    });
  });

  it("rejects a CSV row whose cell count differs from the header, and keeps the rest", () => {
    const csv = "stock_number,car_type,year,make,model,price\nA1,used,2021,Toyota,HiLux\nB2,used,2020,Mazda,CX-5,30000\n";
    const parsed = parseFeed(csv, "csv");
    if (!parsed.ok) throw new Error(parsed.error);
    const { valid, rejected } = validateFeedRows(parsed.rows);
    expect(valid.map((v) => v.row.stock_number)).toEqual(["B2"]);
    expect(rejected).toEqual([{ line: 2, stockNumber: "A1", field: "row", reason: "has a different number of cells from the header" }]);
  });

  it("reports each invalid field with its line, in both formats", () => {
    const json =
      '{\n  "cars": [\n    { "stock_number": "A1", "car_type": "used", "year": 2021, "make": "Toyota", "model": "HiLux", "price": 45990 },\n    {\n      "stock_number": "B2", "car_type": "old", "year": 2021, "make": "Mazda", "model": "CX-5", "price": "lots"\n    }\n  ]\n}';
    const parsed = parseFeed(json, "json");
    if (!parsed.ok) throw new Error(parsed.error);
    expect(validateFeedRows(parsed.rows).rejected).toEqual([
      { line: 4, stockNumber: "B2", field: "car_type", reason: "must be new, used or demo" },
      { line: 4, stockNumber: "B2", field: "price", reason: "must be a number" },
    ]);
  });

  it("refuses a file that cannot be read at all", () => {
    expect(parseFeed("{ not json", "json").ok).toBe(false);
    expect(parseFeed('{ "cars": 3 }', "json").ok).toBe(false);
    expect(parseFeed('a,b\n"unclosed,1\n', "csv").ok).toBe(false);
  });

  it("finds the line each car starts on, ignoring brackets inside strings and other keys", () => {
    expect(carStartLines('{"mode":"full","note":"[{",\n"cars":[\n{"a":[1,{"b":2}]},\n\n{"c":"}"}]}')).toEqual([3, 5]);
  });
});

describe("readFeed", () => {
  const csv =
    '\uFEFFstock_number,car_type,year,make,model,price,features,spec.Engine\r\nA1,used,2021,Škoda,Octávia,45990,"Sunroof|Tow, Bar",2.0L\r\n\r\nB2,used,2020,Mazda\r\nC3,new,2026,Citroën,C5 ✓,39990,,\n';

  it("reads a CSV in chunks, cut anywhere (inside a character too), into the same rows as the whole text", async () => {
    const whole = parseFeed(csv, "csv");
    expect(whole).toMatchObject({ ok: true, rows: [{ line: 2 }, { line: 4, problem: expect.any(String) }, { line: 5 }] });
    const length = new TextEncoder().encode(csv).length;
    await fc.assert(
      fc.asyncProperty(fc.array(fc.integer({ min: 1, max: length - 1 }), { maxLength: 12 }), async (cuts) => {
        expect(await readFeed(chunked(csv, cuts), "csv")).toEqual(whole);
      }),
    );
  });

  it("reads a JSON feed in chunks the same as the whole text", async () => {
    const json = '{"mode":"partial","cars":[\n{"stock_number":"A1","model":"Octávia ✓"}]}';
    expect(await readFeed(chunked(json, [5, 47, 48, 49]), "json")).toEqual(parseFeed(json, "json"));
  });

  it("refuses a CSV that cannot be read, and stops reading one past the row limit", async () => {
    expect(await readFeed(chunked('a,b\n"unclosed,1\n'), "csv")).toEqual({ ok: false, error: expect.stringContaining("cannot be read") });
    let sent = 0;
    async function* endless() {
      yield new TextEncoder().encode("stock_number\n");
      for (;;) {
        sent++;
        yield new TextEncoder().encode("A1\n".repeat(1000));
      }
    }
    expect(await readFeed(endless(), "csv")).toEqual({ ok: false, error: "A feed may hold at most 100,000 rows." });
    expect(sent).toBeLessThan(MAX_FEED_ROWS / 1000 + 20);
  });
});
