import { EventEmitter } from "node:events";
import type { NextFunction, Request, Response } from "express";
import { describe, expect, it } from "vitest";
import { admission } from "./admission";

/** Just enough of Express's request and response for the middleware: `close()` is the connection closing. */
function fakeExchange() {
  const socket = Object.assign(new EventEmitter(), { writable: true });
  const res = Object.assign(new EventEmitter(), {
    destroyed: false,
    finished: false,
    socket,
    // As Node's own: the socket closes, then the response says so (once).
    close() {
      socket.writable = false;
      socket.emit("close");
      res.emit("close");
    },
    statusCode: 200,
    headers: {} as Record<string, string>,
    body: undefined as unknown,
    status(code: number) {
      this.statusCode = code;
      return this;
    },
    set(headers: Record<string, string>) {
      Object.assign(this.headers, headers);
      return this;
    },
    type() {
      return this;
    },
    json(body: unknown) {
      this.body = body;
      return this;
    },
    send(body: unknown) {
      this.body = body;
      return this;
    },
  });
  const req = { destroyed: false, path: "/", log: { warn: () => {} } };
  return { req: req as unknown as Request, res: res as unknown as Response & typeof res };
}

describe("admission", () => {
  it("works on at most `concurrency` requests at once and admits the rest in arrival order", () => {
    const admit = admission({ concurrency: 2, maxQueue: 10, maxWaitMs: 10_000 });
    const started: number[] = [];
    const exchanges = Array.from({ length: 4 }, () => fakeExchange());
    for (const [i, { req, res }] of exchanges.entries()) admit(req, res, (() => started.push(i)) as NextFunction);
    expect(started).toEqual([0, 1]);
    exchanges[1].res.close();
    expect(started).toEqual([0, 1, 2]);
    exchanges[0].res.close();
    expect(started).toEqual([0, 1, 2, 3]);
  });

  it("turns a request away with 503 and Retry-After when the queue is full, or after waiting too long", () => {
    let clock = 0;
    const admit = admission({ concurrency: 1, maxQueue: 1, maxWaitMs: 1000, now: () => clock });
    const [a, b, c] = [fakeExchange(), fakeExchange(), fakeExchange()];
    const next = (() => {}) as NextFunction;
    admit(a.req, a.res, next);
    admit(b.req, b.res, next);
    admit(c.req, c.res, next);
    expect(c.res.statusCode).toBe(503);
    expect(c.res.headers["Retry-After"]).toBeDefined();
    clock = 1001;
    a.res.close();
    expect(b.res.statusCode).toBe(503);
  });

  it("frees the slot of a request whose connection had already closed when it was admitted", async () => {
    const admit = admission({ concurrency: 1, maxQueue: 5, maxWaitMs: 10_000 });
    const [a, b] = [fakeExchange(), fakeExchange()];
    const started: string[] = [];
    // Closed before admission saw it (while an earlier middleware awaited): no 'close' comes after this.
    a.res.close();
    admit(a.req, a.res, (() => started.push("a")) as NextFunction);
    admit(b.req, b.res, (() => started.push("b")) as NextFunction);
    await new Promise((resolve) => setImmediate(resolve));
    expect(started).toEqual(["a", "b"]);
  });

  it("frees a slot once when a request both finishes and closes", () => {
    const admit = admission({ concurrency: 1, maxQueue: 5, maxWaitMs: 10_000 });
    const [a, b, c] = [fakeExchange(), fakeExchange(), fakeExchange()];
    const started: string[] = [];
    admit(a.req, a.res, (() => started.push("a")) as NextFunction);
    admit(b.req, b.res, (() => started.push("b")) as NextFunction);
    admit(c.req, c.res, (() => started.push("c")) as NextFunction);
    a.res.emit("finish");
    a.res.close();
    expect(started).toEqual(["a", "b"]);
  });

  it("skips a request whose shopper gave up while it waited", () => {
    const admit = admission({ concurrency: 1, maxQueue: 5, maxWaitMs: 10_000 });
    const [a, b, c] = [fakeExchange(), fakeExchange(), fakeExchange()];
    const started: string[] = [];
    admit(a.req, a.res, (() => started.push("a")) as NextFunction);
    admit(b.req, b.res, (() => started.push("b")) as NextFunction);
    admit(c.req, c.res, (() => started.push("c")) as NextFunction);
    b.res.destroyed = true;
    a.res.close();
    expect(started).toEqual(["a", "c"]);
  });
});
