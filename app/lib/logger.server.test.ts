import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { createLogger, serializeError } from "./logger.server";

const driverError = () =>
  Object.assign(new Error("insert failed"), { code: "23505", detail: "Key (email)=(ann@example.com)", params: ["Ann", "0412345678"] });

describe("error serializer", () => {
  it("keeps type, message, code and stack, never a driver's parameters or detail", () => {
    const out = serializeError(driverError());
    expect(out).toMatchObject({ type: "Error", message: "insert failed", code: "23505" });
    expect(Object.keys(out).sort()).toEqual(["code", "message", "stack", "type"]);
    expect(JSON.stringify(out)).not.toMatch(/ann@example|0412345678|Ann"/);
  });
  it("takes what pino-std-serializers made of an error (pino-http passes that) and plain values", () => {
    const plain = { type: "DatabaseError", message: "boom", stack: "at x", params: ["secret"], detail: "secret" };
    expect(serializeError(plain)).toEqual({ type: "DatabaseError", message: "boom", code: undefined, stack: "at x" });
    expect(serializeError("text")).toEqual({ message: "text" });
  });
  it("is what the app logger writes", () => {
    const lines: string[] = [];
    const logger = createLogger(
      "info",
      new Writable({
        write(chunk, _e, done) {
          lines.push(String(chunk));
          done();
        },
      }),
    );
    logger.error({ err: driverError() }, "failed");
    expect(lines.join("")).toContain("insert failed");
    expect(lines.join("")).not.toContain("ann@example.com");
  });
});
