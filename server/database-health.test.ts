import { describe, expect, it } from "vitest";
import { watchDatabaseHealth } from "./database-health";

const fakeDb = () => {
  const state = { up: true, queries: 0 };
  return {
    state,
    db: {
      query: async () => {
        state.queries++;
        if (!state.up) throw new Error("connection refused");
        return [];
      },
    },
  };
};
const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe("watchDatabaseHealth", () => {
  it("answers from the last probe without querying again", async () => {
    const { db, state } = fakeDb();
    const changes: boolean[] = [];
    const health = watchDatabaseHealth(db, { intervalMs: 10_000, timeoutMs: 500, onChange: (healthy) => changes.push(healthy) });
    expect(await health.check()).toBe(true);
    const after = state.queries;
    expect(await health.check()).toBe(true);
    expect(await health.check()).toBe(true);
    expect(state.queries).toBe(after);
    health.markDown();
    expect(await health.check()).toBe(false);
    expect(changes).toEqual([false]);
  });

  it("notices the database going away and coming back by itself", async () => {
    const { db, state } = fakeDb();
    const health = watchDatabaseHealth(db, { intervalMs: 20, timeoutMs: 500 });
    expect(await health.check()).toBe(true);
    state.up = false;
    await wait(80);
    expect(await health.check()).toBe(false);
    state.up = true;
    await wait(80);
    expect(await health.check()).toBe(true);
  });

  it("reports a database that does not answer within the timeout as down", async () => {
    const health = watchDatabaseHealth({ query: () => new Promise(() => {}) }, { intervalMs: 10_000, timeoutMs: 30 });
    expect(await health.check()).toBe(false);
  });
});
