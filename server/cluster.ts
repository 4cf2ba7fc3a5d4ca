/**
 * Several server processes on one machine (WEB_CONCURRENCY): node:cluster, the primary holding the port and handing
 * connections to its workers, each a whole platform (its own pool, search index and page cache). PostgreSQL only
 * (the env schema refuses more than one with PGlite, whose data directory one process opens).
 *
 * - Workers start one after another: migrations, the site sync and the first-run demo seed then run in one process
 *   at a time, never concurrently.
 * - Every worker LISTENs for stock and site changes itself, so each index and page cache follows every change.
 * - The lead outbox is safe in every worker (jobs are claimed FOR UPDATE SKIP LOCKED); the hourly purge and the
 *   5-minute reservation upkeep run in worker 0 only (`runsSingletonJobs`), so a lead for a paid hold is not sent twice.
 * - A worker that dies is started again with its number; SIGTERM/SIGINT to the primary stops every worker
 *   gracefully (each finishes its requests) and the primary exits when they have.
 */
import cluster, { type Worker } from "node:cluster";
import { availableParallelism } from "node:os";
import type { Logger } from "pino";

const WORKER_INDEX = "DEALER_WORKER_INDEX";

export function workerCount(setting: number | "auto"): number {
  return setting === "auto" ? availableParallelism() : setting;
}

/** True in the primary of a cluster of `count` workers; false in a worker or a single process. */
export function isClusterPrimary(count: number): boolean {
  return count > 1 && cluster.isPrimary;
}

/** Whether this process runs the jobs that must run once per deployment: a single process, or worker 0. */
export function runsSingletonJobs(): boolean {
  return !cluster.isWorker || process.env[WORKER_INDEX] === "0";
}

/** This process's worker number within the cluster (0 in a single process). */
export function workerIndex(): number {
  return Number(process.env[WORKER_INDEX] ?? 0);
}

/** The primary: starts `count` workers one at a time, restarts any that dies, stops them all on SIGTERM/SIGINT. */
export async function runPrimary(count: number, logger: Logger, shutdownMs: number): Promise<void> {
  let stopping = false;
  const workers = new Map<number, Worker>();
  const fork = (index: number) =>
    new Promise<void>((resolve, reject) => {
      const worker = cluster.fork({ [WORKER_INDEX]: String(index) });
      workers.set(index, worker);
      let listening = false;
      worker.once("listening", () => {
        listening = true;
        resolve();
      });
      worker.once("exit", (code, signal) => {
        workers.delete(index);
        if (stopping) {
          if (!workers.size) process.exit(0);
          return;
        }
        if (!listening) {
          reject(new Error(`worker ${index} exited with ${code ?? signal} before it was ready`));
          return;
        }
        logger.error({ worker: index, code, signal }, "server worker died; starting another");
        setTimeout(() => fork(index).catch((err) => logger.error({ err }, "server worker did not start again")), 1000);
      });
    });
  const stop = () => {
    if (stopping) return;
    stopping = true;
    logger.info({ workers: workers.size }, "shutting down the server workers");
    for (const worker of workers.values()) worker.process.kill("SIGTERM");
    if (!workers.size) process.exit(0);
    setTimeout(() => process.exit(1), shutdownMs).unref();
  };
  process.once("SIGTERM", stop);
  process.once("SIGINT", stop);
  for (let index = 0; index < count && !stopping; index++) await fork(index);
}
