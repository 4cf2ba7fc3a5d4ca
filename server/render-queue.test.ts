import { describe, expect, it } from "vitest";
import { createRenderQueue } from "./render-queue";

const deferred = () => {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
};

describe("render queue", () => {
  it("runs at most `concurrency` jobs, queues `maxQueued` more and refuses the rest", async () => {
    const queue = createRenderQueue({ concurrency: 2, maxQueued: 1 });
    const gates = [deferred(), deferred(), deferred()];
    let started = 0;
    const jobs = gates.map((gate, i) =>
      queue.run(async () => {
        started++;
        await gate.promise;
        return i;
      }),
    );
    expect(jobs.every((job) => job !== null)).toBe(true);
    expect(queue.run(async () => 99)).toBeNull();
    await new Promise((r) => setTimeout(r, 0));
    expect(started).toBe(2);
    expect(queue.waiting).toBe(1);
    gates[0].resolve();
    await jobs[0];
    await new Promise((r) => setTimeout(r, 0));
    expect(started).toBe(3);
    gates[1].resolve();
    gates[2].resolve();
    expect(await Promise.all(jobs)).toEqual([0, 1, 2]);
    expect(queue.running).toBe(0);
  });

  it("frees the slot when a job fails", async () => {
    const queue = createRenderQueue({ concurrency: 1, maxQueued: 0 });
    await expect(queue.run(() => Promise.reject(new Error("sharp failed")))).rejects.toThrow("sharp failed");
    expect(await queue.run(async () => "next")).toBe("next");
  });
});
