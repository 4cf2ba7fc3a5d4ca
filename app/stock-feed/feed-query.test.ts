import { describe, expect, it } from "vitest";
import { parseFeedQuery } from "./feed-query";

const parse = (query: string) => parseFeedQuery(new URLSearchParams(query));

describe("parseFeedQuery", () => {
  it("reads mode, confirm and dryRun", () => {
    expect(parse("")).toEqual({ ok: true, query: { mode: null, confirm: false, dryRun: false } });
    expect(parse("mode=partial&dryRun=1")).toEqual({ ok: true, query: { mode: "partial", confirm: false, dryRun: true } });
    expect(parse("mode=full&confirm=1")).toEqual({ ok: true, query: { mode: "full", confirm: true, dryRun: false } });
  });

  it.each([
    ["mode[]=partial", 'Unknown query parameter "mode[]"'],
    ["mode[a]=partial", 'Unknown query parameter "mode[a]"'],
    ["Mode=partial", 'Unknown query parameter "Mode"'],
    ["__proto__=1", 'Unknown query parameter "__proto__"'],
    ["mode=full&mode=partial", "mode may be given once"],
    ["confirm=1&confirm=1", "confirm may be given once"],
    ["mode=", 'mode must be "full" or "partial"'],
    ["mode=FULL", 'mode must be "full" or "partial"'],
    ["confirm=true", "confirm must be 1"],
    ["confirm=", "confirm must be 1"],
    ["dryRun=0", "dryRun must be 1"],
  ])("refuses %s", (query, error) => {
    expect(parse(query)).toEqual({ ok: false, error: expect.stringContaining(error) });
  });
});
