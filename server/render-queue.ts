/**
 * A bounded work queue: at most `concurrency` jobs run at once, at most `maxQueued` wait, and a
 * job beyond that is refused at once (the caller answers 503 with Retry-After) instead of piling up.
 */
export type RenderQueue = {
  /** Runs `job` when a slot is free; null when the queue is full (the job never runs). */
  run<T>(job: () => Promise<T>): Promise<T> | null;
  readonly running: number;
  readonly waiting: number;
};

export function createRenderQueue(options: { concurrency: number; maxQueued: number }): RenderQueue {
  const concurrency = Math.max(1, Math.floor(options.concurrency));
  let running = 0;
  const waiting: (() => void)[] = [];
  const release = () => {
    running--;
    const next = waiting.shift();
    if (next) {
      running++;
      next();
    }
  };
  return {
    run<T>(job: () => Promise<T>): Promise<T> | null {
      if (running < concurrency) {
        running++;
        return Promise.resolve().then(job).finally(release);
      }
      if (waiting.length >= options.maxQueued) return null;
      return new Promise<void>((start) => waiting.push(start)).then(job).finally(release);
    },
    get running() {
      return running;
    },
    get waiting() {
      return waiting.length;
    },
  };
}
