import { existsSync, readdirSync, rmSync } from "node:fs";
import { mkdtempSync } from "node:fs";
import type { Server } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import express, { type NextFunction, type Request, type Response } from "express";
import pino from "pino";
import { pinoHttp } from "pino-http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/db/database";
import { migrate } from "~/db/migrate.server";
import { openDatabase } from "~/db/open-database.server";
import { isKnownMakeLogo } from "~/db/queries/image-keys.server";
import { writeManufacturers } from "~/demo/demo-queries.server";
import { IMAGE_FORMATS, IMAGE_WIDTHS } from "~/images/image-url";
import { storePhoto } from "~/stock-feed/feed-photos.server";
import type { FileStore } from "~/storage/file-store";
import { localFileStore } from "~/storage/local-file-store.server";
import { s3FileStore } from "~/storage/s3-file-store.server";
import sharp from "sharp";
import { handleUnexpectedError } from "../../server/api-errors";
import { type ImageHandlerOptions, imageHandler } from "../../server/images";
import { type HttpResponse, request } from "../support/http-request";
import { startTestS3, type TestS3 } from "../support/s3-server";

/**
 * /img (security findings 4, 9 and 18): only the variants pages use, only keys that exist, bounded
 * renders, never a 500 for a malformed key, and a cache directory that comes back when deleted.
 */

let db: Database;
const servers: Server[] = [];

async function serve(options: Partial<ImageHandlerOptions> = {}): Promise<{ port: number; dir: string }> {
  const dir = mkdtempSync(join(tmpdir(), "images-test-"));
  const app = express();
  app.use(pinoHttp({ logger: pino({ level: "silent" }) }));
  const handler = imageHandler(dir, {
    store: localFileStore(join(dir, "src")),
    isKnownLogo: (key) => isKnownMakeLogo(db, key),
    ...options,
  });
  app.get("/img/{*splat}", (req: Request, res: Response, next: NextFunction) => {
    handler(req, res).catch(next);
  });
  app.use(handleUnexpectedError);
  return new Promise((ok) => {
    const server = app.listen(0, "127.0.0.1", () => ok({ port: (server.address() as { port: number }).port, dir }));
    servers.push(server);
  });
}

const get = (port: number, path: string): Promise<HttpResponse> => request(port, "coastal-toyota.localhost", path);
const files = (dir: string): string[] =>
  existsSync(dir)
    ? readdirSync(dir, { recursive: true, withFileTypes: true })
        .filter((e) => e.isFile())
        .map((e) => e.name)
    : [];

beforeAll(async () => {
  db = await openDatabase({});
  await migrate(db);
  await writeManufacturers(db);
});
afterAll(async () => {
  for (const server of servers) {
    server.closeAllConnections();
    server.close();
  }
  await db?.close();
});

describe("/img keys", () => {
  it("serves car artwork, location types and the logos of makes in the manufacturers table", async () => {
    const { port } = await serve();
    for (const path of [
      "/img/car/suv/red/side?w=320",
      "/img/location/service?w=480",
      "/img/logo/make/toyota?w=96&fmt=png",
      "/img/logo/make/skoda?w=240&fmt=png",
    ]) {
      const res = await get(port, path);
      expect(res.status, path).toBe(200);
    }
  });

  it("answers a key that names nothing with 404, writes no source file and caches nothing", async () => {
    const { port, dir } = await serve();
    for (const path of [
      "/img/logo/make/zzz-attacker-25251",
      "/img/location/attacker-3872",
      "/img/car/suv/constructor/side",
      "/img/car/spaceship/red/side",
    ]) {
      const res = await get(port, path);
      expect(res.status, path).toBe(404);
    }
    expect(files(dir)).toEqual([]);
  });

  it("answers a malformed key with 400, never 500", async () => {
    const { port } = await serve();
    for (const path of [
      "/img/logo/make/-x",
      "/img/logo/make/a--b",
      `/img/logo/make/${"a".repeat(3000)}`,
      "/img/..%2F..%2Fetc%2Fpasswd",
      "/img/logo/make/a%00b",
    ]) {
      const res = await get(port, path);
      expect(res.status, path.slice(0, 60)).toBe(400);
    }
  });
});

describe("/img variants", () => {
  it("refuses widths, qualities and formats no page uses", async () => {
    const { port, dir } = await serve();
    for (const query of ["w=300", "w=2400", "w=16", "q=100", "q=1", "fmt=avif", "w=1200&q=90"]) {
      const res = await get(port, `/img/car/suv/red/side?${query}`);
      expect(res.status, query).toBe(400);
    }
    expect(files(dir)).toEqual([]);
  });

  it("holds at most 27 cached files for a key, however many URLs are asked for", async () => {
    const { port, dir } = await serve();
    for (const w of IMAGE_WIDTHS)
      for (const fmt of IMAGE_FORMATS) expect((await get(port, `/img/logo/make/kia?w=${w}&fmt=${fmt}&q=75`)).status).toBe(200);
    for (const w of [100, 101, 2000]) expect((await get(port, `/img/logo/make/kia?w=${w}`)).status).toBe(400);
    expect(files(join(dir, "cache"))).toHaveLength(27);
  });
});

describe("/img under pressure", () => {
  it("renders a bounded number at once and answers the overflow 503 with Retry-After", async () => {
    const { port } = await serve({ concurrency: 1, maxQueued: 1 });
    const paths = IMAGE_FORMATS.flatMap((fmt) => [1200, 900].map((w) => `/img/car/van/blue/front-34?w=${w}&fmt=${fmt}`));
    const answers = await Promise.all(paths.map((path) => get(port, path)));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(2);
    expect(statuses.filter((s) => s === 503).length).toBeGreaterThanOrEqual(1);
    expect(statuses.every((s) => s === 200 || s === 503)).toBe(true);
    for (const busy of answers.filter((a) => a.status === 503)) expect(Number(busy.headers["retry-after"])).toBeGreaterThan(0);
    // Once the queue drains, the refused ones are served.
    for (const path of paths) expect((await get(port, path)).status).toBe(200);
  });

  it("makes the cache directory again when it is deleted while the server runs (security finding 18)", async () => {
    const { port, dir } = await serve();
    expect((await get(port, "/img/car/suv/white/front-34?w=320")).status).toBe(200);
    rmSync(dir, { recursive: true, force: true });
    const res = await get(port, "/img/car/suv/white/front-34?w=480");
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toBe("image/webp");
    expect(files(join(dir, "cache"))).toHaveLength(1);
    // A cached file deleted between the check and the read is drawn again, not a 500.
    expect((await get(port, "/img/car/suv/white/front-34?w=320")).status).toBe(200);
  });
});

describe("/img of stored photos", () => {
  let s3: TestS3;
  let store: FileStore;
  let photo: Buffer;
  beforeAll(async () => {
    s3 = await startTestS3("img-photos");
    store = s3FileStore(s3.settings());
    photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#c33" } })
      .jpeg()
      .toBuffer();
  });
  afterAll(async () => {
    await s3?.stop();
  });

  it("serves a photo stored in the object store from every machine, each caching its own variants", async () => {
    const key = await storePhoto(store, photo);
    expect(key).toMatch(/^feed\/[0-9a-f]{64}$/);
    const one = await serve({ store });
    const two = await serve({ store });
    for (const { port, dir } of [one, two]) {
      const res = await get(port, `/img/${key}?w=320`);
      expect(res.status).toBe(200);
      expect(res.headers["content-type"]).toBe("image/webp");
      expect(files(join(dir, "cache"))).toHaveLength(1);
      // The original stays in the store: nothing is copied to the machine's source directory.
      expect(files(join(dir, "src"))).toEqual([]);
    }
  });

  it("answers 404 for a photo key the store does not hold, and 503 (not a 500) while the store cannot be reached", async () => {
    const { port } = await serve({ store });
    expect((await get(port, `/img/feed/${"0".repeat(64)}?w=320`)).status).toBe(404);
    const unreachable = await serve({ store: s3FileStore({ ...s3.settings(), endpoint: "http://127.0.0.1:9", region: "us-east-1" }) });
    const res = await get(unreachable.port, `/img/feed/${"1".repeat(64)}?w=320`);
    expect(res.status).toBe(503);
    expect(res.headers["retry-after"]).toBe("5");
  });

  it("stores a photo once by the hash of its bytes, and refuses what sharp cannot read or an SVG", async () => {
    const first = await storePhoto(store, photo);
    expect(await storePhoto(store, Buffer.from(photo))).toBe(first);
    await expect(storePhoto(store, Buffer.from("not a photo"))).rejects.toThrow("is not an image that can be read");
    await expect(storePhoto(store, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'))).rejects.toThrow(
      "is not an image that can be read",
    );
  });
});
