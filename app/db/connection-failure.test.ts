import { describe, expect, it } from "vitest";
import { isConnectionFailure } from "./connection-failure";

const withCode = (code: string, message = "x") => Object.assign(new Error(message), { code });

describe("isConnectionFailure", () => {
  it.each([
    ["a refused connection", withCode("ECONNREFUSED", "connect ECONNREFUSED 127.0.0.1:5432")],
    ["a reset socket", withCode("ECONNRESET")],
    ["the server shutting down (57P01)", withCode("57P01", "terminating connection due to administrator command")],
    ["the server starting up (57P03)", withCode("57P03", "the database system is starting up")],
    ["a connection exception (08006)", withCode("08006")],
    ["a connection pg-pool lost", new Error("Connection terminated unexpectedly")],
    ["a connect that timed out", new Error("timeout exceeded when trying to connect")],
    ["several addresses refused", new AggregateError([withCode("ECONNREFUSED"), withCode("ECONNREFUSED")], "")],
  ])("is true for %s", (_name, error) => {
    expect(isConnectionFailure(error)).toBe(true);
  });

  it.each([
    ["a unique violation", withCode("23505", "duplicate key value")],
    ["a syntax error", withCode("42601")],
    ["a statement timeout (57014)", withCode("57014", "canceling statement due to statement timeout")],
    ["a plain error", new Error("boom")],
    ["a string", "ECONNREFUSED"],
    ["nothing", undefined],
  ])("is false for %s", (_name, error) => {
    expect(isConnectionFailure(error)).toBe(false);
  });
});
