import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { lockDataDir } from "./data-dir-lock.server";
import { openDatabase } from "./open-database.server";

describe("one process per embedded database (security findings 21, 22)", () => {
  it("refuses a second opener while the first holds the folder, and frees it on close", async () => {
    const dir = join(mkdtempSync(join(tmpdir(), "lock-")), "pglite");
    const first = await openDatabase({ dataDir: dir });
    // Another process holding it is what the server and a CLI run look like; this process stands in for it.
    const holder = spawn(process.execPath, ["-e", "setTimeout(() => {}, 30000)"]);
    try {
      writeFileSync(`${dir}.lock`, String(holder.pid));
      await expect(openDatabase({ dataDir: dir })).rejects.toThrow(`is in use by process ${holder.pid}`);
    } finally {
      holder.kill();
    }
    writeFileSync(`${dir}.lock`, `${process.pid}:`);
    await first.close();
    expect(existsSync(`${dir}.lock`)).toBe(false);
  });

  it("takes over a lock left by a process that died", () => {
    const dir = join(mkdtempSync(join(tmpdir(), "lock-")), "pglite");
    writeFileSync(`${dir}.lock`, "2147483646");
    const unlock = lockDataDir(dir);
    expect(readFileSync(`${dir}.lock`, "utf8")).toMatch(new RegExp(`^${process.pid}:`));
    unlock();
    expect(existsSync(`${dir}.lock`)).toBe(false);
  });

  it("takes over a lock whose process id now belongs to another process (the id was reused)", () => {
    const dir = join(mkdtempSync(join(tmpdir(), "lock-")), "pglite");
    const other = spawn(process.execPath, ["-e", "setTimeout(() => {}, 30000)"]);
    try {
      writeFileSync(`${dir}.lock`, `${other.pid}:1`);
      const unlock = lockDataDir(dir);
      unlock();
    } finally {
      other.kill();
    }
  });

  it("says plainly when the folder cannot be created", () => {
    // A plain file where a parent folder should be: as unusable as a read-only disk, and portable to test.
    const file = join(mkdtempSync(join(tmpdir(), "lock-")), "not-a-folder");
    writeFileSync(file, "");
    expect(() => lockDataDir(join(file, "pglite"))).toThrow("Cannot create the embedded database folder");
  });
});
