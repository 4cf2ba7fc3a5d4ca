import type { Database } from "~/db/database";
import { claimDue, markDead, markDelivered, scheduleRetry } from "./delivery-queries.server";
import { retryDelayMs, shouldGiveUp } from "./retry-schedule";
import type { Senders } from "./senders.server";

export type WorkerOptions = {
  batchSize?: number;
  /** How long a claimed job is hidden from other workers; a worker that dies mid-send frees it after this. */
  leaseMs?: number;
  firstRetryMs?: number;
  giveUpMs?: number;
  now?: () => Date;
  onError?: (error: unknown, deliveryId: string) => void;
};

/** Sends every job that is due now; returns how many were delivered. */
export async function deliverDue(db: Database, senders: Senders, options: WorkerOptions = {}): Promise<number> {
  const now = options.now?.() ?? new Date();
  const jobs = await claimDue(db, options.batchSize ?? 20, options.leaseMs ?? 120_000, now);
  let delivered = 0;
  await Promise.all(
    jobs.map(async (job) => {
      try {
        if (job.target.channel === "email") await senders.email(job.lead, job.target);
        else if (job.target.channel === "shopper-email") await senders.shopperEmail(job.lead, job.target);
        else if (job.target.channel === "shopper-sms") await senders.shopperSms(job.lead, job.target);
        else if (job.target.channel === "staff-email") await senders.staffEmail(job.lead, job.target);
        else await senders.webhook(job.lead, job.target);
        await markDelivered(db, job.id, new Date());
        delivered += 1;
      } catch (error) {
        options.onError?.(error, job.id);
        const message = error instanceof Error ? error.message : String(error);
        const failedAt = options.now?.() ?? new Date();
        if (shouldGiveUp(new Date(job.since), failedAt, options.giveUpMs)) {
          await markDead(db, job.id, message);
        } else {
          const retryAt = new Date(failedAt.getTime() + retryDelayMs(job.attempts, Math.random, options.firstRetryMs));
          await scheduleRetry(db, job.id, retryAt, message);
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
