/**
 * `npm run storage:move -- [--from DIR] [--dry-run]`
 * Copies the local file store (DATA_DIR/images/src, or --from DIR) into the object store the environment names
 * (STORAGE=s3 and the S3_* variables, as the servers will run with): the step before switching a machine from the
 * local directory to the bucket (docs/operations.md#stored-files). Idempotent and resumable: a file the bucket holds
 * already with the same size is skipped, so running it again after a stop or a failure finishes the job. Prints what
 * it did; exits 1 when any file could not be copied. Safe beside running servers: nothing is deleted, keys never change.
 */
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { parseEnv } from "~/lib/env.server";
import { copyFiles } from "~/storage/copy-files.server";
import { localFileStore } from "~/storage/local-file-store.server";
import { localStoreDir, openFileStore } from "~/storage/open-file-store.server";

const USAGE = "Usage: npm run storage:move -- [--from DIR] [--dry-run]   (with STORAGE=s3 and S3_BUCKET, S3_ENDPOINT, ... set)";
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { from: { type: "string" }, "dry-run": { type: "boolean", default: false } },
});
if (positionals.length) {
  console.error(USAGE);
  process.exit(2);
}
const env = parseEnv(process.env);
if (env.STORAGE !== "s3") {
  console.error(`storage:move copies into the object store: set STORAGE=s3 and its S3_* variables.\n${USAGE}`);
  process.exit(2);
}
const from = localFileStore(resolve(values.from ?? localStoreDir(env.DATA_DIR)));
const to = openFileStore(env);
const dryRun = values["dry-run"];
const started = Date.now();
const report = await copyFiles(from, to, {
  dryRun,
  onFile: (key, outcome) => {
    if (outcome !== "skipped") console.log(`${outcome === "copied" ? (dryRun ? "would copy" : "copied") : "FAILED"} ${key}`);
  },
});
const mb = (report.bytes / 1_048_576).toFixed(1);
console.log(
  `${dryRun ? "Would copy" : "Copied"} ${report.copied} files (${mb} MB) from ${from.location} to ${to.location}; ` +
    `${report.skipped} already there; ${report.failed.length} failed; ${((Date.now() - started) / 1000).toFixed(1)} s.`,
);
for (const { key, reason } of report.failed) console.error(`  ${key}: ${reason}`);
if (report.failed.length) {
  console.error("Run it again to copy the failed files: the ones copied are skipped.");
  process.exitCode = 1;
}
