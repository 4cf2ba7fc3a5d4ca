/**
 * Where uploaded and fetched files live (issue 54): a stock feed's photos, the console's uploads. One interface, two
 * implementations, chosen once at start-up (open-file-store.server.ts): a local directory (one machine) or an
 * S3-compatible object store (several machines behind one address see the same files). Keys are paths like
 * `feed/{sha256}`: lower-case words joined by hyphens, in segments joined by slashes (isStoreKey).
 */
export interface FileStore {
  /** `local` or `s3`, for logs and the move command. */
  readonly kind: "local" | "s3";
  /** Where it keeps files, for people: a directory, or `s3://bucket/prefix`. */
  readonly location: string;
  /** Stores the bytes under the key, replacing what was there; a reader never sees half a file. */
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The bytes stored under the key, or null when there are none. */
  get(key: string): Promise<Buffer | null>;
  has(key: string): Promise<boolean>;
  /** Every key under the prefix with its size in bytes, in no particular order. */
  list(prefix?: string): AsyncIterable<StoredFile>;
}

export type StoredFile = { key: string; size: number };

const SEGMENT = "[a-z0-9]+(?:-[a-z0-9]+)*";
const KEY = new RegExp(`^${SEGMENT}(?:/${SEGMENT})*$`);
export const MAX_STORE_KEY_LENGTH = 200;

/** A key names a file and nothing else: no dots (so no `..`), no leading slash, no upper case. */
export function isStoreKey(key: string): boolean {
  return key.length <= MAX_STORE_KEY_LENGTH && KEY.test(key);
}

export function assertStoreKey(key: string): void {
  if (!isStoreKey(key)) throw new Error(`Not a storage key: ${JSON.stringify(key.slice(0, MAX_STORE_KEY_LENGTH))}`);
}
