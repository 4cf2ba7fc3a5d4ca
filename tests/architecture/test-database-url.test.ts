import { describe, expect, it } from "vitest";
import { testDatabaseUrl } from "../support/test-database-url";

describe("the tests' PostgreSQL rule", () => {
  it("fails under CI when no PostgreSQL server is named, rather than skip its tests", () => {
    expect(() => testDatabaseUrl({ CI: "true" })).toThrow(/CI runs the PostgreSQL tests: set TEST_DATABASE_URL/);
  });
  it("runs without PostgreSQL off CI, and with the server named anywhere", () => {
    expect(testDatabaseUrl({})).toBeUndefined();
    expect(testDatabaseUrl({ CI: "true", TEST_DATABASE_URL: "postgres://ci/db" })).toBe("postgres://ci/db");
  });
});
