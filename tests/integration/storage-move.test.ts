import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { storePhoto } from "~/stock-feed/feed-photos.server";
import { copyFiles } from "~/storage/copy-files.server";
import type { FileStore } from "~/storage/file-store";
import { localFileStore } from "~/storage/local-file-store.server";
import { localStoreDir } from "~/storage/open-file-store.server";
import { s3FileStore } from "~/storage/s3-file-store.server";
import { startTestS3, type TestS3 } from "../support/s3-server";

/** Moving a machine's local photos into the object store (issue 54): idempotent, resumable, and says what it did. */
let s3: TestS3;
let dataDir: string;
let local: FileStore;
let keys: string[];

const photo = (i: number) =>
  sharp({ create: { width: 16 + i, height: 12, channels: 3, background: { r: i * 8, g: 40, b: 90 } } })
    .png()
    .toBuffer();
const keysOf = async (store: FileStore) => {
  const list: string[] = [];
  for await (const f of store.list()) list.push(f.key);
  return list.sort();
};

beforeAll(async () => {
  s3 = await startTestS3("move-target");
  dataDir = mkdtempSync(join(tmpdir(), "storage-move-"));
  local = localFileStore(localStoreDir(dataDir));
  keys = [];
  for (let i = 0; i < 12; i++) keys.push(await storePhoto(local, await photo(i)));
  keys.sort();
  // The demo's drawn artwork lives beside the photos; every machine draws it for itself, so it is not moved.
  mkdirSync(join(localStoreDir(dataDir), "car", "suv", "red"), { recursive: true });
  writeFileSync(join(localStoreDir(dataDir), "car", "suv", "red", "side.svg"), "<svg/>");
});
afterAll(async () => {
  await s3?.stop();
});

describe("copyFiles", () => {
  it("copies what the target lacks, skips what it holds with the same size, and copies again a file of another size", async () => {
    const target = s3FileStore(s3.settings("resume/"));
    // An earlier run that stopped after three files, one of them cut short.
    for (const key of keys.slice(0, 3)) await target.put(key, (await local.get(key)) as Buffer, "image/png");
    await target.put(keys[2], Buffer.from("cut short"), "image/png");
    const first = await copyFiles(local, target);
    expect(first).toMatchObject({ copied: 10, skipped: 2, failed: [] });
    expect(await keysOf(target)).toEqual(keys);
    for (const key of keys) expect(await target.get(key)).toEqual(await local.get(key));
    expect(await copyFiles(local, target)).toMatchObject({ copied: 0, skipped: 12, failed: [] });
  });

  it("reports the files it could not copy, and a second run copies just those", async () => {
    const bucket = s3FileStore(s3.settings("failing/"));
    const refused = new Set(keys.slice(4, 6));
    // The bucket refusing two uploads (a quota, a dropped connection): a store in front of the real one.
    const flaky: FileStore = {
      ...bucket,
      list: (prefix) => bucket.list(prefix),
      put: (key, bytes, type) => (refused.has(key) ? Promise.reject(new Error("SlowDown")) : bucket.put(key, bytes, type)),
    };
    const first = await copyFiles(local, flaky);
    expect(first.copied).toBe(10);
    expect(first.failed.sort((a, b) => a.key.localeCompare(b.key))).toEqual([...refused].map((key) => ({ key, reason: "SlowDown" })));
    expect(await copyFiles(local, bucket)).toMatchObject({ copied: 2, skipped: 10, failed: [] });
  });

  it("copies nothing in a dry run", async () => {
    const target = s3FileStore(s3.settings("dry/"));
    expect(await copyFiles(local, target, { dryRun: true })).toMatchObject({ copied: 12, failed: [] });
    expect(await keysOf(target)).toEqual([]);
  });
});

describe("npm run storage:move", () => {
  const run = (env: Record<string, string>) =>
    new Promise<{ code: number | null; out: string; err: string }>((resolve) => {
      const child = spawn(process.execPath, ["--import", "tsx", "scripts/storage-move.ts"], {
        env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: "warn", ...env },
        stdio: ["ignore", "pipe", "pipe"],
      });
      let out = "";
      let err = "";
      child.stdout.on("data", (d) => (out += d));
      child.stderr.on("data", (d) => (err += d));
      child.on("close", (code) => resolve({ code, out, err }));
    });

  it("copies the data directory's photos into the bucket, then finds them all there", async () => {
    const env = s3.env("cli/");
    const first = await run(env);
    expect(first.code, first.err).toBe(0);
    for (const key of keys) expect(first.out).toContain(`copied ${key}\n`);
    expect(first.out).toMatch(/Copied 12 files \(0\.0 MB\) from .*images\/src to s3:\/\/move-target\/cli\/; 0 already there; 0 failed;/);
    const again = await run(env);
    expect(again.code).toBe(0);
    expect(again.out).toMatch(/^Copied 0 files \(0\.0 MB\) from .* to s3:\/\/move-target\/cli\/; 12 already there; 0 failed;/);
    expect(await keysOf(s3FileStore(s3.settings("cli/")))).toEqual(keys);
  }, 60_000);

  it("refuses to run without an object store to copy into", async () => {
    const res = await run({ STORAGE: "local" });
    expect(res.code).toBe(2);
    expect(res.err).toContain("set STORAGE=s3");
  }, 30_000);
});
