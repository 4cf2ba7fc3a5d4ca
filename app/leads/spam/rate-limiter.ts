/**
 * A sliding one-minute window per key (client address and site). In memory: each server process
 * counts its own, which bounds a burst at the limit times the process count.
 */
export class RateLimiter {
  private readonly hits = new Map<string, number[]>();
  constructor(private readonly windowMs = 60_000) {}

  /** Records a hit; returns the seconds to wait when over the limit, else 0. */
  take(key: string, limit: number, now: number): number {
    const recent = (this.hits.get(key) ?? []).filter((t) => now - t < this.windowMs);
    if (recent.length >= limit) {
      this.hits.set(key, recent);
      return Math.max(1, Math.ceil((recent[0] + this.windowMs - now) / 1000));
    }
    recent.push(now);
    this.hits.set(key, recent);
    if (this.hits.size > 10_000) this.sweep(now);
    return 0;
  }

  private sweep(now: number) {
    for (const [key, times] of this.hits) if (times.every((t) => now - t >= this.windowMs)) this.hits.delete(key);
  }
}
