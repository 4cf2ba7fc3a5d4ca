import { randomBytes } from "node:crypto";
import type { EventEmitter } from "node:events";
import { get, type Server } from "node:http";
import { brotliDecompressSync } from "node:zlib";
import { writeReadableStreamToWritable } from "@react-router/node";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { compressResponses } from "./compress";

const CHUNKS = 24;
const CHUNK_BYTES = 64 * 1024;

/** A page streamed the way React Router streams one: its writer waits with res.once("drain") whenever a write says so. */
function streamedPage(counts: number[]) {
  const app = express();
  app.use(compressResponses());
  app.get("/", async (_req, res) => {
    res.type("html");
    res.flushHeaders();
    // compression's res.on("drain") answers with the zlib stream itself: a way to count its listeners.
    const zlib = res.on("drain", () => {}) as unknown as EventEmitter;
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ === CHUNKS) controller.close();
        else controller.enqueue(randomBytes(CHUNK_BYTES));
      },
    });
    await writeReadableStreamToWritable(body, res);
    counts.push(zlib.listenerCount("drain") - 1);
  });
  return app;
}

function fetchBytes(port: number, encoding: string): Promise<{ encoding: string | undefined; body: Buffer }> {
  return new Promise((resolve, reject) => {
    get({ host: "127.0.0.1", port, path: "/", headers: { "accept-encoding": encoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => resolve({ encoding: res.headers["content-encoding"], body: Buffer.concat(chunks) }));
    }).on("error", reject);
  });
}

describe("compressed responses", () => {
  const counts: number[] = [];
  let server: Server;
  let port: number;
  beforeAll(async () => {
    server = streamedPage(counts).listen(0, "127.0.0.1");
    await new Promise((ok) => server.once("listening", ok));
    port = (server.address() as { port: number }).port;
  });
  afterAll(() => new Promise<void>((done) => server.close(() => done())));

  it("leaves no spent drain listener on the brotli stream of a long streamed page", async () => {
    const warnings: Error[] = [];
    const onWarning = (warning: Error) => warnings.push(warning);
    process.on("warning", onWarning);
    try {
      const page = await fetchBytes(port, "br");
      expect(page.encoding).toBe("br");
      expect(brotliDecompressSync(page.body).length).toBe(CHUNKS * CHUNK_BYTES);
      // Incompressible 64 KiB chunks fill the stream's buffer on every write: the writer waited many times.
      expect(counts[0]).toBe(0);
      await new Promise((r) => setTimeout(r, 10));
      expect(warnings.filter((w) => w.name === "MaxListenersExceededWarning")).toEqual([]);
    } finally {
      process.off("warning", onWarning);
    }
  });

  it("uses gzip for a client that does not take brotli", async () => {
    expect((await fetchBytes(port, "gzip, deflate")).encoding).toBe("gzip");
  });
});
