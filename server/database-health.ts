import type { Queryable } from "~/db/database";
import { pingDatabase } from "~/db/queries/health.server";

export type DatabaseHealth = {
  /** Whether the database answered recently: from the last probe, or a probe made now if there is none yet. */
  check(): Promise<boolean>;
  /** A request just failed to reach the database: report it down until a probe gets through again. */
  markDown(): void;
};

/**
 * The database's health, probed in the background (pingDatabase every `intervalMs`), so /healthz
 * answers from memory: a health check neither waits behind the queries of a busy server nor adds
 * one. A failed request marks it down at once; the next successful probe brings it back.
 */
export function watchDatabaseHealth(
  db: Queryable,
  options: { intervalMs: number; timeoutMs: number; onChange?: (healthy: boolean, error?: unknown) => void },
): DatabaseHealth {
  let last: { healthy: boolean; at: number } | null = null;
  const record = (healthy: boolean, error?: unknown) => {
    if (last && last.healthy !== healthy) options.onChange?.(healthy, error);
    last = { healthy, at: Date.now() };
  };
  let probing: Promise<boolean> | null = null;
  const probe = () => {
    probing ??= pingDatabase(db, options.timeoutMs).then(
      () => {
        record(true);
        return true;
      },
      (error) => {
        record(false, error);
        return false;
      },
    );
    return probing.finally(() => {
      probing = null;
    });
  };
  const timer = setInterval(() => void probe(), options.intervalMs);
  // The probe never keeps a process alive (tests, shutdown).
  timer.unref();
  return {
    check: () => (last && Date.now() - last.at < options.intervalMs * 3 ? Promise.resolve(last.healthy) : probe()),
    markDown: () => record(false),
  };
}
