import { describe, expect, it } from "vitest";
import type { Queryable } from "~/db/database";
import { AnalyticsBusyError, bufferedAnalytics } from "./analytics-sink.server";

/** Records each INSERT: its site and how many events it carried. */
function recordingDb(fail = false) {
  const writes: { siteId: number; events: number }[] = [];
  const db: Queryable = {
    query: async (_sql, params) => {
      if (fail) throw new Error("database down");
      writes.push({ siteId: params?.[0] as number, events: (JSON.parse(params?.[1] as string) as unknown[]).length });
      return [];
    },
  };
  return { db, writes };
}
const event = { event_id: 49, name: "search_page_view" };

describe("bufferedAnalytics", () => {
  it("queues batches and writes each site's in one statement", async () => {
    const { db, writes } = recordingDb();
    const sink = bufferedAnalytics(db, { flushMs: 60_000, maxWaiting: 100, onError: () => {} });
    expect(await sink.add(1, [event, event])).toBe("queued");
    await sink.add(2, [event]);
    await sink.add(1, [event]);
    expect(writes).toEqual([]);
    await sink.stop();
    expect(writes).toEqual([
      { siteId: 1, events: 3 },
      { siteId: 2, events: 1 },
    ]);
  });

  it("refuses a batch beyond the waiting limit, and reports what a failed write dropped", async () => {
    const { db } = recordingDb(true);
    const dropped: number[] = [];
    const sink = bufferedAnalytics(db, { flushMs: 60_000, maxWaiting: 3, onError: (_e, n) => dropped.push(n) });
    await sink.add(1, [event, event]);
    await expect(sink.add(1, [event, event])).rejects.toBeInstanceOf(AnalyticsBusyError);
    await sink.flush();
    expect(dropped).toEqual([2]);
    // Room again after the write.
    expect(await sink.add(1, [event])).toBe("queued");
    await sink.stop();
  });

  it("writes on its own every flushMs", async () => {
    const { db, writes } = recordingDb();
    const sink = bufferedAnalytics(db, { flushMs: 20, maxWaiting: 100, onError: () => {} });
    await sink.add(7, [event]);
    await new Promise((r) => setTimeout(r, 80));
    expect(writes).toEqual([{ siteId: 7, events: 1 }]);
    await sink.stop();
  });
});
