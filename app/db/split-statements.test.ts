import { describe, expect, it } from "vitest";
import { splitStatements } from "./migrate.server";

describe("splitStatements", () => {
  it("splits plain DDL on statement-ending semicolons and drops comments", () => {
    expect(splitStatements("-- a table\nCREATE TABLE a (id int);\nCREATE INDEX a_idx ON a (id);\n")).toEqual([
      "CREATE TABLE a (id int)",
      "CREATE INDEX a_idx ON a (id)",
    ]);
  });

  it("keeps a dollar-quoted function body whole, semicolons at its line ends and all", () => {
    const fn = "CREATE FUNCTION f() RETURNS trigger LANGUAGE plpgsql AS $$\nBEGIN\n  PERFORM 1;\n  RETURN NULL;\nEND\n$$";
    expect(splitStatements(`${fn};\nCREATE TRIGGER t AFTER INSERT ON a FOR EACH STATEMENT EXECUTE FUNCTION f();\n`)).toEqual([
      fn,
      "CREATE TRIGGER t AFTER INSERT ON a FOR EACH STATEMENT EXECUTE FUNCTION f()",
    ]);
  });
});
