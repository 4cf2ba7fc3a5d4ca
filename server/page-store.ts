export type Entry = {
  body: Buffer;
  /** The nonce the page was rendered with: each copy served gets the response's own instead. */
  nonce: string;
  /** The app's headers for the page, its Cache-Control, Vary and ETag among them. */
  headers: [string, string | number | string[]][];
  expires: number;
  bytes: number;
};

/**
 * The page cache's copies, least recently used dropped first once they pass `maxBytes`; a page larger than a
 * quarter of that is not kept (it would push out many others).
 */
export class PageStore {
  private readonly entries = new Map<string, Entry & { siteKey: string }>();
  private bytes = 0;

  constructor(
    private readonly maxBytes: number,
    private readonly now: () => number,
  ) {}

  /** The page's copy while it is fresh (and now the most recently used), or null. */
  fresh(key: string): Entry | null {
    const entry = this.entries.get(key);
    if (!entry) return null;
    if (entry.expires <= this.now()) {
      this.drop(key);
      return null;
    }
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry;
  }

  store(key: string, siteKey: string, entry: Entry) {
    if (entry.bytes > this.maxBytes / 4) return;
    this.drop(key);
    this.entries.set(key, { ...entry, siteKey });
    this.bytes += entry.bytes;
    // Map order is insertion order, and a hit re-inserts: the first entries are the least recently used.
    for (const oldest of this.entries.keys()) {
      if (this.bytes <= this.maxBytes) break;
      this.drop(oldest);
    }
  }

  dropSite(siteKey: string) {
    for (const [key, entry] of this.entries) if (entry.siteKey === siteKey) this.drop(key);
  }

  size() {
    return { entries: this.entries.size, bytes: this.bytes };
  }

  private drop(key: string) {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.bytes -= entry.bytes;
    this.entries.delete(key);
  }
}
