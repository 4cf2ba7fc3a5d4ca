import type { Database } from "~/db/database";
import type { DeliveryTarget } from "~/sites/site-config";
import type { LeadRecord } from "~/leads/lead-record";
import { retryDelayMs, shouldGiveUp } from "./retry-schedule";
import type { Senders } from "./senders.server";

/** `since` is when this delivery began: the lead's time, or when an operator replayed it. */
type Claimed = { id: string; target: DeliveryTarget; attempts: number; lead: LeadRecord; since: Date };

export type WorkerOptions = {
  batchSize?: number;
  /** How long a claimed job is hidden from other workers; a worker that dies mid-send frees it after this. */
  leaseMs?: number;
  firstRetryMs?: number;
  giveUpMs?: number;
  now?: () => Date;
  onError?: (error: unknown, deliveryId: string) => void;
};

/**
 * Claims due jobs with FOR UPDATE SKIP LOCKED, so any number of server processes can run workers
 * without two sending the same job, and pushes each one's next attempt out by the lease first, so
 * a crash mid-send means a retry later, never a lost delivery.
 */
async function claimDue(db: Database, batchSize: number, leaseMs: number, now: Date): Promise<Claimed[]> {
  return db.query<Claimed>(
    `UPDATE lead_deliveries d
        SET attempts = d.attempts + 1, next_attempt_at = $3::timestamptz + ($2::float8 * interval '1 millisecond')
       FROM leads l
      WHERE l.id = d.lead_id
        AND d.id IN (SELECT id FROM lead_deliveries WHERE status = 'pending' AND next_attempt_at <= $3::timestamptz
                      ORDER BY next_attempt_at LIMIT $1 FOR UPDATE SKIP LOCKED)
      RETURNING d.id::text AS id, d.target, d.attempts, l.payload AS lead, d.created_at AS since`,
    [batchSize, leaseMs, now],
  );
}

/** Sends every job that is due now; returns how many were delivered. */
export async function deliverDue(db: Database, senders: Senders, options: WorkerOptions = {}): Promise<number> {
  const now = options.now?.() ?? new Date();
  const jobs = await claimDue(db, options.batchSize ?? 20, options.leaseMs ?? 120_000, now);
  let delivered = 0;
  await Promise.all(
    jobs.map(async (job) => {
      try {
        if (job.target.channel === "email") await senders.email(job.lead, job.target);
        else await senders.webhook(job.lead, job.target);
        await db.query("UPDATE lead_deliveries SET status = 'delivered', delivered_at = $2, last_error = NULL WHERE id = $1", [
          job.id,
          new Date(),
        ]);
        delivered += 1;
      } catch (error) {
        options.onError?.(error, job.id);
        const message = error instanceof Error ? error.message : String(error);
        const failedAt = options.now?.() ?? new Date();
        if (shouldGiveUp(new Date(job.since), failedAt, options.giveUpMs)) {
          await db.query("UPDATE lead_deliveries SET status = 'dead', last_error = $2 WHERE id = $1", [job.id, message]);
        } else {
          const retryAt = new Date(failedAt.getTime() + retryDelayMs(job.attempts, Math.random, options.firstRetryMs));
          await db.query("UPDATE lead_deliveries SET next_attempt_at = $2, last_error = $3 WHERE id = $1", [job.id, retryAt, message]);
        }
      }
    }),
  );
  return delivered;
}

/** Polls the outbox, and runs at once when woken after a new lead. */
export function startDeliveryWorker(db: Database, senders: Senders, options: WorkerOptions & { pollMs?: number } = {}) {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  const run = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      do {
        again = false;
        try {
          while ((await deliverDue(db, senders, options)) > 0 && !stopped) {}
        } catch (error) {
          options.onError?.(error, "claim");
        }
      } while (again && !stopped);
    })().finally(() => {
      running = null;
    });
  };
  timer = setInterval(run, options.pollMs ?? 5_000);
  timer.unref();
  run();
  return {
    wake: run,
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      await running;
    },
  };
}
