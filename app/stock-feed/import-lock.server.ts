import type { Database } from "~/db/database";
import { lockDealershipImport } from "./stock-feed-queries.server";

/**
 * One import at a time per dealership. Two feeds for the same dealership planned at once would each
 * compare against the stock as it was before either wrote: a full feed would not mark sold the cars
 * the other one just created, and each would report changes the other undid. So an import holds
 * this lock from planning to its last batch.
 *
 * PostgreSQL: a transaction-scoped advisory lock keyed by the dealership id, held by a transaction
 * that stays open (on a pool connection of its own) while the import's batches commit on others, so
 * every process that imports (servers, `npm run stock:import`) queues on it; the lock goes with the
 * transaction, even when the process dies. PGlite: one process owns the database and all its queries
 * share one session, where advisory locks do not exclude each other, so an in-process queue per
 * dealership does the same job. That queue lives on globalThis: the server bundle and the modules
 * tests and scripts load are separate copies of this file, and the route's database is a wrapper of
 * the one the process opened, yet they must all see the same queue.
 */

export class ImportInProgressError extends Error {
  constructor() {
    super("Another stock feed for this dealership is being imported; send this one again when it has finished.");
    this.name = "ImportInProgressError";
  }
}

/** `wait`: queue behind an import already running (the CLI). `fail`: throw ImportInProgressError at once (HTTP answers 409). */
export type LockMode = "wait" | "fail";

type Queues = Map<number, Promise<unknown>>;
const shared = globalThis as { __stockFeedImportQueues?: { pglite: Queues; postgres: WeakMap<Database, Queues> } };
shared.__stockFeedImportQueues ??= { pglite: new Map(), postgres: new WeakMap() };
const registry = shared.__stockFeedImportQueues;

/** PGlite: one queue per process. PostgreSQL: one per pool (the advisory lock is what excludes; see withImportLock). */
function queuesOf(db: Database): Queues {
  if (db.kind === "pglite") return registry.pglite;
  const queues = registry.postgres.get(db) ?? new Map<number, Promise<unknown>>();
  registry.postgres.set(db, queues);
  return queues;
}

export function withImportLock<T>(db: Database, dealershipId: number, mode: LockMode, work: () => Promise<T>): Promise<T> {
  // The in-process queue comes first on PostgreSQL too: a process then holds at most one pool
  // connection per dealership waiting for the advisory lock, so waiting imports cannot take every
  // connection of the pool from the import they wait for.
  return inProcess(db, dealershipId, mode, () => (db.kind === "postgres" ? advisory(db, dealershipId, mode, work) : work()));
}

function advisory<T>(db: Database, dealershipId: number, mode: LockMode, work: () => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    if (!(await lockDealershipImport(tx, dealershipId, mode === "wait"))) throw new ImportInProgressError();
    return work();
  });
}

async function inProcess<T>(db: Database, dealershipId: number, mode: LockMode, work: () => Promise<T>): Promise<T> {
  const held = queuesOf(db);
  const running = held.get(dealershipId);
  if (running && mode === "fail") throw new ImportInProgressError();
  const run = (running ?? Promise.resolve()).then(work);
  const tail = run.catch(() => {});
  held.set(dealershipId, tail);
  try {
    return await run;
  } finally {
    if (held.get(dealershipId) === tail) held.delete(dealershipId);
  }
}
