import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FileStore } from "~/storage/file-store";
import { localFileStore } from "~/storage/local-file-store.server";
import { s3FileStore } from "~/storage/s3-file-store.server";
import { startTestS3, type TestS3 } from "../support/s3-server";

/** The one contract both stores keep (app/storage/file-store.ts); the S3 one against a real S3-compatible server. */
let s3: TestS3;
beforeAll(async () => {
  s3 = await startTestS3("store-contract");
});
afterAll(async () => {
  await s3?.stop();
});

const all = async (files: AsyncIterable<{ key: string; size: number }>) => {
  const list: { key: string; size: number }[] = [];
  for await (const f of files) list.push(f);
  return list.sort((a, b) => a.key.localeCompare(b.key));
};

describe.each([
  { name: "local", open: (): FileStore => localFileStore(mkdtempSync(join(tmpdir(), "local-store-"))) },
  {
    name: "s3",
    open: (): FileStore => s3FileStore({ ...s3.settings(`run-${Date.now()}-${Math.random().toString(36).slice(2)}/`), listPageSize: 10 }),
  },
])("the $name file store", ({ name, open }) => {
  it("gives back the bytes put under a key, and null and false for a key never put", async () => {
    const store = open();
    expect(store.kind).toBe(name);
    const bytes = Buffer.from([0xff, 0xd8, 0xff, 0x00, 0x10, 0x80]);
    expect(await store.get("feed/abc123")).toBeNull();
    expect(await store.has("feed/abc123")).toBe(false);
    await store.put("feed/abc123", bytes, "image/jpeg");
    expect(await store.get("feed/abc123")).toEqual(bytes);
    expect(await store.has("feed/abc123")).toBe(true);
    await store.put("feed/abc123", Buffer.from("again"), "image/jpeg");
    expect((await store.get("feed/abc123"))?.toString()).toBe("again");
  });

  it("lists its keys under a prefix with their sizes, across more than one page of a listing", async () => {
    const store = open();
    const keys = Array.from({ length: 23 }, (_, i) => `feed/k${String(i).padStart(2, "0")}`);
    for (const [i, key] of keys.entries()) await store.put(key, Buffer.alloc(i + 1), "image/png");
    await store.put("other/one", Buffer.from("x"), "image/png");
    expect(await all(store.list("feed/"))).toEqual(keys.map((key, i) => ({ key, size: i + 1 })));
    expect((await all(store.list("feed/k1"))).map((f) => f.key)).toEqual(keys.slice(10, 20));
    expect((await all(store.list())).length).toBe(24);
    expect(await all(store.list("nothing/"))).toEqual([]);
  });

  it("refuses a key that could name something outside it", async () => {
    const store = open();
    for (const key of ["../escape", "feed/../../x", "/abs", "feed/x.svg"]) {
      await expect(store.put(key, Buffer.from("x"), "image/png"), key).rejects.toThrow(/Not a storage key/);
      await expect(store.get(key), key).rejects.toThrow(/Not a storage key/);
    }
  });
});

describe("the local file store", () => {
  it("lists only its keys: not the demo's drawn artwork or a write's temporary file beside them", async () => {
    const dir = mkdtempSync(join(tmpdir(), "local-store-"));
    mkdirSync(join(dir, "car", "suv"), { recursive: true });
    writeFileSync(join(dir, "car", "suv", "red.svg"), "<svg/>");
    mkdirSync(join(dir, "feed"));
    writeFileSync(join(dir, "feed", "abc.123.tmp"), "half");
    const store = localFileStore(dir);
    await store.put("feed/abc", Buffer.from("whole"), "image/png");
    expect(await all(store.list())).toEqual([{ key: "feed/abc", size: 5 }]);
  });
});

describe("the S3 file store", () => {
  it("keeps installations apart by prefix in one bucket", async () => {
    const a = s3FileStore(s3.settings("install-a/"));
    const b = s3FileStore(s3.settings("install-b/"));
    await a.put("feed/same", Buffer.from("a"), "image/png");
    expect(await b.get("feed/same")).toBeNull();
    expect(await all(b.list())).toEqual([]);
    expect(a.location).toBe("s3://store-contract/install-a/");
  });

  it("fails loudly, not as a missing file, when the bucket does not exist or the access key is unknown", async () => {
    await expect(s3FileStore({ ...s3.settings(), bucket: "no-such-bucket" }).get("feed/x")).rejects.toThrow(/bucket/i);
    await expect(
      s3FileStore({ ...s3.settings(), credentials: { accessKeyId: "NOBODY", secretAccessKey: "S3RVER" } }).get("feed/x"),
    ).rejects.toThrow(/Access Key/);
  });
});
