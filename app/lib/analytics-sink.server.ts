import type { Queryable } from "~/db/database";
import { type AnalyticsEventInput, insertAnalyticsEvents } from "~/db/queries/analytics.server";

/** Where POST /api/events puts a site's batch. */
export type AnalyticsSink = {
  /** "stored" once written, "queued" when it waits for the next write. */
  add(siteId: number, events: readonly AnalyticsEventInput[]): Promise<"stored" | "queued">;
  /** Writes whatever is waiting; resolves when it is stored (or dropped after a failure). */
  flush(): Promise<void>;
};

/** Each batch stored as it arrives, in one statement (tests; and any caller that must see its rows at once). */
export const directAnalytics = (db: Queryable): AnalyticsSink => ({
  add: async (siteId, events) => {
    await insertAnalyticsEvents(db, siteId, events);
    return "stored";
  },
  flush: async () => {},
});

/**
 * Batches wait in memory and are written every `flushMs`, each site's in one statement: a busy site
 * makes a few writes a second instead of one a request, so analytics cannot crowd out shoppers'
 * pages (on the embedded database every write runs on the server's own thread). Each batch is still
 * stored whole or not at all. The price: events from the last `flushMs` are lost if the process is
 * killed, and a write that fails drops what it held (logged): analytics, never leads. At most
 * `maxWaiting` events wait; beyond that new batches are refused (the endpoint answers 503).
 */
export function bufferedAnalytics(
  db: Queryable,
  options: { flushMs: number; maxWaiting: number; onError: (error: unknown, dropped: number) => void },
): AnalyticsSink & { stop(): Promise<void> } {
  let waiting = new Map<number, AnalyticsEventInput[]>();
  let count = 0;
  let writing: Promise<void> = Promise.resolve();
  const flush = () => {
    const batch = waiting;
    waiting = new Map();
    count = 0;
    writing = writing.then(async () => {
      for (const [siteId, events] of batch) {
        try {
          await insertAnalyticsEvents(db, siteId, events);
        } catch (error) {
          options.onError(error, events.length);
        }
      }
    });
    return writing;
  };
  const timer = setInterval(() => {
    if (count) void flush();
  }, options.flushMs);
  timer.unref();
  return {
    async add(siteId, events) {
      if (count + events.length > options.maxWaiting) throw new AnalyticsBusyError();
      const list = waiting.get(siteId) ?? [];
      list.push(...events);
      waiting.set(siteId, list);
      count += events.length;
      return "queued";
    },
    flush,
    async stop() {
      clearInterval(timer);
      await flush();
    },
  };
}

export class AnalyticsBusyError extends Error {}
