import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { SERVER_NODE_OPTIONS } from "./build-freshness";

describe("the server's Node options", () => {
  it("are the ones `npm start` runs the server with, so the tests and benches measure what production runs", () => {
    const start = (JSON.parse(readFileSync("package.json", "utf8")) as { scripts: { start: string } }).scripts.start;
    const run = /exec node (.*) build\/server-main\.js$/.exec(start);
    expect(run?.[1].split(" ")).toEqual(SERVER_NODE_OPTIONS);
  });
});
