/** How long a remembered search answer is used: a minute, since a price or a sale can change meanwhile. */
export const CLIENT_CACHE_MAX_AGE_MS = 60_000;

/**
 * Discovery spec sections 7 and 9: search results are cached on the client; "the stock search cache
 * size is configured and drops the oldest first" (the directory and offers searches keep 10). A
 * bounded first-in-first-out map of answers by request: when full, the answer stored longest ago goes.
 * Entries also expire after `maxAgeMs`, because prices and sold cars change while a shopper browses.
 * Pure: the caller passes `now` (milliseconds).
 */
export class ResponseCache<T> {
  private entries = new Map<string, { value: T; storedAt: number }>();

  constructor(
    private size: number,
    private readonly maxAgeMs: number,
  ) {}

  get(key: string, now: number): T | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (now - entry.storedAt > this.maxAgeMs) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  /** Stores an answer as the newest; past the size, the oldest are dropped first. */
  set(key: string, value: T, now: number): void {
    this.entries.delete(key);
    this.entries.set(key, { value, storedAt: now });
    this.trim();
  }

  /** The configured size can arrive with the first answer (it is the site's setting). */
  resize(size: number): void {
    this.size = Math.max(0, Math.floor(size));
    this.trim();
  }

  keys(): string[] {
    return [...this.entries.keys()];
  }

  private trim(): void {
    // A Map iterates in insertion order, so its first key is the oldest.
    while (this.entries.size > this.size) this.entries.delete(this.entries.keys().next().value as string);
  }
}
