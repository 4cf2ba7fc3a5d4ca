import { contentTypeOf } from "./content-type";
import type { FileStore } from "./file-store";

export type CopyReport = {
  /** Files copied, and their bytes. */
  copied: number;
  bytes: number;
  /** Files the target held already with the same size: copied by an earlier run, or stored there since. */
  skipped: number;
  failed: { key: string; reason: string }[];
};

/**
 * Copies every file of one store into another (`npm run storage:move`: the local directory into the object store).
 * Idempotent and resumable: the target's keys and sizes are listed first, and a key it holds with the same size is
 * skipped, so a run stopped half-way (or failed on some files) is finished by running it again. Keys are immutable
 * (named by their hash), so the same size means the same file. Nothing is deleted from either store.
 */
export async function copyFiles(
  from: FileStore,
  to: FileStore,
  options: { dryRun?: boolean; concurrency?: number; onFile?: (key: string, outcome: "copied" | "skipped" | "failed") => void } = {},
): Promise<CopyReport> {
  const there = new Map<string, number>();
  for await (const file of to.list()) there.set(file.key, file.size);
  const report: CopyReport = { copied: 0, bytes: 0, skipped: 0, failed: [] };
  const files = from.list()[Symbol.asyncIterator]();
  const worker = async () => {
    for (let next = await files.next(); !next.done; next = await files.next()) {
      const { key, size } = next.value;
      if (there.get(key) === size) {
        report.skipped++;
        options.onFile?.(key, "skipped");
        continue;
      }
      try {
        if (!options.dryRun) {
          const bytes = await from.get(key);
          // Gone since it was listed (a write's file replaced, say): nothing to copy.
          if (!bytes) continue;
          await to.put(key, bytes, contentTypeOf(bytes));
        }
        report.copied++;
        report.bytes += size;
        options.onFile?.(key, "copied");
      } catch (error) {
        report.failed.push({ key, reason: (error as Error).message });
        options.onFile?.(key, "failed");
      }
    }
  };
  await Promise.all(Array.from({ length: options.concurrency ?? 4 }, worker));
  return report;
}
