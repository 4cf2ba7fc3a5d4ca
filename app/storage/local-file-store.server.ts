import { randomUUID } from "node:crypto";
import { mkdir, readdir, readFile, rename, stat, writeFile } from "node:fs/promises";
import { dirname, join, relative, sep } from "node:path";
import { assertStoreKey, type FileStore, isStoreKey, type StoredFile } from "./file-store";

const isMissing = (error: unknown) => ["ENOENT", "ENOTDIR"].includes((error as NodeJS.ErrnoException | null)?.code ?? "");

/**
 * Files under a directory, one file per key (`feed/{sha256}` is `{dir}/feed/{sha256}`): the single-machine default,
 * DATA_DIR/images/src as before issue 54. Files there that are not keys (the demo's drawn artwork, `*.svg`; a write's
 * temporary file) are not the store's and are never listed.
 */
export function localFileStore(dir: string): FileStore {
  const path = (key: string) => {
    assertStoreKey(key);
    return join(dir, key);
  };
  return {
    kind: "local",
    location: dir,
    async put(key, bytes) {
      const file = path(key);
      await mkdir(dirname(file), { recursive: true });
      // Two writers of the same key at once (the same photo in two rows) each need their own temporary file.
      const temp = `${file}.${process.pid}.${randomUUID()}.tmp`;
      await writeFile(temp, bytes);
      await rename(temp, file);
    },
    async get(key) {
      try {
        return await readFile(path(key));
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async has(key) {
      return (
        (await stat(path(key)).then(
          (s) => s.isFile(),
          (error) => {
            if (isMissing(error)) return false;
            throw error;
          },
        )) === true
      );
    },
    async *list(prefix = "") {
      // The prefix may end inside a name (`feed/ab`): read from the last whole folder it names.
      const from = join(dir, prefix.slice(0, prefix.lastIndexOf("/") + 1));
      const entries = await readdir(from, { recursive: true, withFileTypes: true }).catch((error) => {
        if (isMissing(error)) return [];
        throw error;
      });
      for (const entry of entries) {
        if (!entry.isFile()) continue;
        const key = relative(dir, join(entry.parentPath, entry.name)).split(sep).join("/");
        if (!isStoreKey(key) || !key.startsWith(prefix)) continue;
        const size = await stat(join(dir, key)).then(
          (s) => s.size,
          () => null,
        );
        if (size !== null) yield { key, size } satisfies StoredFile;
      }
    },
  };
}
