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

/** Discovery spec section 9: "the manufacturer directory keeps 10 results and offers 10". */
export const DIRECTORY_CLIENT_CACHE_SIZE = 10;

/**
 * A route's answer to `request` (its path and query the key): the one `cache` holds from the last `maxAgeMs`, else
 * `load`'s, stored as the newest. Every cached clientLoader answers this way: the stock search's, and those of
 * `cachedClientLoader`. The cache holds each key's own answer, so the type the caller names is the one stored.
 */
export async function cachedAnswer<T>(cache: ResponseCache<unknown>, request: Request, load: () => Promise<T>, now = Date.now): Promise<T> {
  const url = new URL(request.url);
  const key = `${url.pathname}${url.search}`;
  const known = cache.get(key, now());
  if (known !== undefined) return known as T;
  const answer = await load();
  cache.set(key, answer, now());
  return answer;
}

/**
 * A clientLoader for a route whose answers the browser keeps, `size` of them, for a minute (the offers search and the
 * manufacturer directory): going back to a search seen a moment ago answers from memory, not from the server.
 */
export function cachedClientLoader(size: number, maxAgeMs = CLIENT_CACHE_MAX_AGE_MS) {
  const cache = new ResponseCache<unknown>(size, maxAgeMs);
  return <T>({ request, serverLoader }: { request: Request; serverLoader: () => Promise<T> }) => cachedAnswer(cache, request, serverLoader);
}
