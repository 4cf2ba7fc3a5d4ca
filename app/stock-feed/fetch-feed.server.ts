import { createHash } from "node:crypto";
import type { IncomingMessage } from "node:http";
import { FEED_BODY_LIMIT_BYTES } from "./feed-limits";
import { guardedGet, RefusedAddressError } from "./guarded-get.server";
import type { AddressRule } from "./photo-address";

export type FetchedFeed = {
  status: number;
  etag: string | null;
  lastModified: string | null;
  contentType: string | null;
  /** Empty on a 304 or an error status. */
  body: Buffer;
  contentSha256: string | null;
};

export type FetchFeedOptions = {
  headers: Record<string, string>;
  allowAddress: AddressRule;
  /** Whether plain http:// may be fetched (tests' local servers); a redirect to http is refused otherwise. */
  allowPlainHttp: boolean;
  timeoutMs?: number;
  maxBytes?: number;
};

const MAX_REDIRECTS = 3;

/**
 * A scheduled pull's GET of the dealer's feed, with the same bounds as a posted feed: at most FEED_BODY_LIMIT_BYTES,
 * one timeout for the whole exchange, a few redirects (each to https, each through the address rule). Throws an
 * Error whose message can be shown to the dealer.
 */
export async function fetchFeed(url: string, options: FetchFeedOptions): Promise<FetchedFeed> {
  const timeoutMs = options.timeoutMs ?? 60_000;
  const signal = AbortSignal.timeout(timeoutMs);
  const headers = { Accept: "text/csv, application/json", "User-Agent": "dealer-platform-stock-feed", ...options.headers };
  let target = new URL(url);
  for (let hop = 0; ; hop++) {
    if (target.protocol !== "https:" && !(options.allowPlainHttp && target.protocol === "http:"))
      throw new Error(`The feed's address must be https:// (it led to a ${target.protocol} address).`);
    const response = await guardedGet(target, { allowAddress: options.allowAddress, signal, headers }).catch((error: Error) => {
      if (error instanceof RefusedAddressError) throw new Error(`The feed's address ${error.message}.`);
      throw new Error(signal.aborted ? `No answer within ${timeoutMs / 1000} s.` : `The feed could not be fetched (${error.message}).`);
    });
    const status = response.statusCode ?? 0;
    if (status >= 300 && status < 400 && status !== 304 && response.headers.location) {
      response.resume();
      if (hop >= MAX_REDIRECTS) throw new Error(`The feed's address redirects more than ${MAX_REDIRECTS} times.`);
      target = new URL(response.headers.location, target);
      continue;
    }
    try {
      return await readAnswer(response, options.maxBytes ?? FEED_BODY_LIMIT_BYTES);
    } catch (error) {
      throw signal.aborted ? new Error(`No answer within ${timeoutMs / 1000} s.`) : error;
    } finally {
      response.destroy();
    }
  }
}

async function readAnswer(response: IncomingMessage, maxBytes: number): Promise<FetchedFeed> {
  const status = response.statusCode ?? 0;
  const header = (name: string) => {
    const value = response.headers[name];
    return typeof value === "string" && value ? value : null;
  };
  const answer = { status, etag: header("etag"), lastModified: header("last-modified"), contentType: header("content-type") };
  if (status < 200 || status > 299) {
    response.resume();
    return { ...answer, body: Buffer.alloc(0), contentSha256: null };
  }
  const tooLarge = `The feed is larger than ${maxBytes.toLocaleString("en-AU")} bytes.`;
  if (Number(response.headers["content-length"] ?? 0) > maxBytes) throw new Error(tooLarge);
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of response) {
    total += (chunk as Buffer).length;
    if (total > maxBytes) throw new Error(tooLarge);
    chunks.push(chunk as Buffer);
  }
  const body = Buffer.concat(chunks);
  return { ...answer, body, contentSha256: createHash("sha256").update(body).digest("hex") };
}
