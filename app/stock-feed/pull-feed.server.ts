import type { Database } from "~/db/database";
import type { TenantSite } from "~/sites/tenant-site";
import type { FileStore } from "~/storage/file-store";
import { conditionalHeaders, type FeedPullStatus, pullChange, pullFormat } from "./feed-pull";
import { claimDuePulls, type FeedPullRow, type PullCheck, recordPullCheck } from "./feed-pull-queries.server";
import { recordUnreadableFeed, runStockFeed } from "./feed-runs.server";
import { decryptFeedSecret } from "./feed-secret.server";
import { fetchFeed } from "./fetch-feed.server";
import { ImportInProgressError } from "./import-lock.server";
import { type AddressRule, publicAddressesOnly } from "./photo-address";
import { parseFeed } from "./parse-feed";
import { findDealershipSlug } from "./stock-feed-queries.server";

export type PullDeps = {
  db: Database;
  store: FileStore;
  /** The platform's secret, which the pulls' credentials are encrypted under (feed-secret.server.ts). */
  secret: string;
  now: Date;
  /** Which addresses may be fetched (feeds and their photos); public only but in tests that serve from 127.0.0.1. */
  allowAddress?: AddressRule;
  allowPlainHttp?: boolean;
  timeoutMs?: number;
};

export type PullResult = { status: FeedPullStatus; message: string | null; runId: number | null };

/**
 * One pull of a dealership's feed: asks with the validators of the last import (If-None-Match, If-Modified-Since),
 * and imports only a body that changed (pullChange: a 304, or the same SHA-256 as the last imported body, is
 * unchanged). An import is a feed run like any other (source pull); an unchanged answer is recorded as checked only.
 * Another import of the dealership running (any process): busy, tried again at the next interval.
 */
export async function pullFeed(deps: PullDeps, site: TenantSite, pull: FeedPullRow, staffId: string | null = null): Promise<PullResult> {
  const result = await pullOnce(deps, site, pull, staffId).catch((error: Error): PullResult & { validators?: PullCheck["validators"] } =>
    error instanceof ImportInProgressError
      ? { status: "busy", message: error.message, runId: null }
      : { status: "failed", message: error.message, runId: null },
  );
  await recordPullCheck(deps.db, site.id, pull.dealershipId, { checkedAt: deps.now, ...result });
  return { status: result.status, message: result.message, runId: result.runId };
}

async function pullOnce(
  deps: PullDeps,
  site: TenantSite,
  pull: FeedPullRow,
  staffId: string | null,
): Promise<PullResult & { validators?: PullCheck["validators"] }> {
  const slug = await findDealershipSlug(deps.db, site.id, pull.dealershipId);
  if (!slug) return { status: "failed", message: "The dealership is no longer on the site.", runId: null };
  const fetched = await fetchFeed(pull.url, {
    headers: { ...conditionalHeaders(pull), ...credentialHeaders(deps.secret, pull) },
    allowAddress: deps.allowAddress ?? publicAddressesOnly,
    allowPlainHttp: deps.allowPlainHttp ?? false,
    timeoutMs: deps.timeoutMs,
  });
  const change = pullChange(fetched, pull);
  if (change === "unchanged") return { status: "unchanged", message: null, runId: null };
  if (typeof change === "object") return { status: "failed", message: `The feed's server ${change.failed}.`, runId: null };
  const validators = { etag: fetched.etag, lastModified: fetched.lastModified, contentSha256: fetched.contentSha256 ?? "" };
  const origin = { source: "pull" as const, staffId };
  const parsed = parseFeed(fetched.body.toString("utf8"), pullFormat(fetched.contentType, pull.format));
  if (!parsed.ok) {
    const runId = await recordUnreadableFeed(deps.db, site, pull.dealershipId, {
      mode: pull.mode,
      dryRun: false,
      now: deps.now,
      error: parsed.error,
      origin,
    });
    return { status: "failed", message: parsed.error, runId, validators };
  }
  const { runId, report } = await runStockFeed(deps.db, site, slug, parsed.rows, {
    origin,
    now: deps.now,
    mode: pull.mode,
    lock: "fail",
    photos: { store: deps.store, filesDir: null, allowAddress: deps.allowAddress },
  });
  return { status: "changed", message: report.held ? report.held.message : null, runId, validators };
}

function credentialHeaders(secret: string, pull: FeedPullRow): Record<string, string> {
  if (pull.authKind === "none") return {};
  const value = pull.authSecret ? decryptFeedSecret(secret, pull.authSecret) : "";
  if (value === null) throw new Error("The saved password or token cannot be read; enter it again in the feed's settings.");
  if (pull.authKind === "basic") return { Authorization: `Basic ${Buffer.from(`${pull.authUser ?? ""}:${value}`).toString("base64")}` };
  return pull.authHeader ? { [pull.authHeader]: value } : {};
}

/**
 * The scheduler's minute: claims the pulls due across every site (claimDuePulls: each by one process only) and pulls
 * them one after another. A pull whose site is not served here (disabled) is skipped until its next time.
 */
export async function runDuePulls(
  deps: Omit<PullDeps, "now">,
  sites: readonly TenantSite[],
  now: Date,
  onResult?: (site: TenantSite, pull: FeedPullRow, result: PullResult) => void,
): Promise<number> {
  const due = await claimDuePulls(deps.db, now, 20);
  for (const pull of due) {
    const site = sites.find((s) => s.id === pull.siteId);
    if (!site) continue;
    const result = await pullFeed({ ...deps, now }, site, pull);
    onResult?.(site, pull, result);
  }
  return due.length;
}
