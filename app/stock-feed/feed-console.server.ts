import type { AppLoadContext } from "react-router";
import type { Database } from "~/db/database";
import { recordAudit } from "~/db/queries/audit.server";
import type { TenantSite } from "~/sites/tenant-site";
import type { FileStore } from "~/storage/file-store";
import type { PullForm } from "./feed-pull";
import { findFeedPull, listFeedPulls, makePullDue, saveFeedPull } from "./feed-pull-queries.server";
import { deleteFeedKey, findFeedRun, heldFeedRows, listFeedDealerships, listFeedRuns, markHeldRunApplied } from "./feed-run-queries.server";
import { runStockFeed } from "./feed-runs.server";
import { encryptFeedSecret } from "./feed-secret.server";
import { rotateFeedKey } from "./feed-keys.server";
import { ImportInProgressError } from "./import-lock.server";
import { type AddressRule, publicOrLoopbackForTests } from "./photo-address";
import { type PullResult, pullFeed } from "./pull-feed.server";
import { findDealershipId } from "./stock-feed-queries.server";

/** The console's feed pages' use cases (decision 048). The route has checked the person's role (the `feeds` resource). */
export type FeedConsoleDeps = {
  db: Database;
  now: Date;
  store: FileStore;
  secret: string;
  /** Tests only: feeds and their photos served from 127.0.0.1 over plain http. */
  allowLoopback?: boolean;
  allowAddress?: AddressRule;
};
/** The deps from the request's load context. */
export function feedConsoleDeps(context: AppLoadContext): FeedConsoleDeps {
  const loopback = context.console.loopbackFeedsForTests ?? false;
  return {
    db: context.db,
    now: context.now,
    store: context.storage,
    secret: context.console.secret,
    allowLoopback: loopback,
    allowAddress: loopback ? publicOrLoopbackForTests : undefined,
  };
}

export type FeedActor = { site: TenantSite; staffId: string; email: string };
export type Outcome<T = object> = ({ ok: true; done: string } & T) | { ok: false; status: number; message: string };

const RUNS_A_PAGE = 25;

/** Every dealership's key state and pull schedule, and a page of the site's runs, newest first. */
export async function loadFeedsPage(db: Database, site: TenantSite, requestedPage: number) {
  const page = Math.max(1, Math.floor(requestedPage) || 1);
  const [dealerships, pulls, runs] = await Promise.all([
    listFeedDealerships(db, site.id),
    listFeedPulls(db, site.id),
    listFeedRuns(db, site.id, { limit: RUNS_A_PAGE, offset: (page - 1) * RUNS_A_PAGE }),
  ]);
  return {
    dealerships: dealerships.map((d) => {
      const pull = pulls.find((p) => p.dealershipId === d.id);
      return {
        slug: d.slug,
        name: d.name,
        key: d.keyCreatedAt ? { createdAt: new Date(d.keyCreatedAt), keyId: d.keyId } : null,
        pull: pull ? publicPull(pull) : null,
      };
    }),
    runs: runs.rows,
    count: runs.count,
    page,
    pages: Math.max(1, Math.ceil(runs.count / RUNS_A_PAGE)),
  };
}

/** A schedule as a page may show it: whether a credential is kept, never what it is. */
function publicPull(pull: NonNullable<Awaited<ReturnType<typeof findFeedPull>>>) {
  const { authSecret, ...rest } = pull;
  return { ...rest, hasSecret: Boolean(authSecret) };
}

export async function loadFeedSettings(db: Database, site: TenantSite, slug: string) {
  const all = await listFeedDealerships(db, site.id);
  const dealership = all.find((d) => d.slug === slug);
  if (!dealership) return null;
  const pull = await findFeedPull(db, site.id, dealership.id);
  return {
    dealership: { slug: dealership.slug, name: dealership.name },
    key: dealership.keyCreatedAt ? { createdAt: new Date(dealership.keyCreatedAt), keyId: dealership.keyId } : null,
    pull: pull ? publicPull(pull) : null,
  };
}

export const loadFeedRun = (db: Database, site: TenantSite, id: string) => findFeedRun(db, site.id, id);

/**
 * Applies a held full feed: its stored rows, confirmed, under the dealership's import lock (not waiting: a feed
 * arriving meanwhile answers first). A new run (source console) records what it did; the held one names it and
 * drops its rows, so it cannot be applied twice. Audited.
 */
export async function applyHeldRun(deps: FeedConsoleDeps, actor: FeedActor, runId: string): Promise<Outcome<{ runId?: number }>> {
  const held = await findFeedRun(deps.db, actor.site.id, runId);
  if (!held) return { ok: false, status: 404, message: "There is no such feed run." };
  const rows = held.status === "held" && held.mode === "full" ? await heldFeedRows(deps.db, actor.site.id, runId) : null;
  if (!rows)
    return { ok: false, status: 409, message: "This run is not a held feed waiting to be applied (it may have been applied already)." };
  try {
    const { runId: applied, report } = await runStockFeed(deps.db, actor.site, held.dealershipSlug, rows, {
      origin: { source: "console", staffId: actor.staffId, appliesRunId: runId },
      now: deps.now,
      mode: "full",
      confirmed: true,
      lock: "fail",
      photos: { store: deps.store, filesDir: null, allowAddress: deps.allowAddress },
    });
    await deps.db.transaction(async (tx) => {
      await markHeldRunApplied(tx, actor.site.id, runId, applied);
      await recordAudit(tx, {
        siteId: actor.site.id,
        actor: { staffId: actor.staffId, email: actor.email },
        at: deps.now,
        action: "feed.apply_held",
        resource: "feed_run",
        resourceId: runId,
        after: { appliedRunId: applied, created: report.created, updated: report.updated, sold: report.sold },
      });
    });
    return { ok: true, done: `Feed applied: ${report.created} created, ${report.updated} updated, ${report.sold} sold.`, runId: applied };
  } catch (error) {
    if (error instanceof ImportInProgressError) return { ok: false, status: 409, message: error.message };
    throw error;
  }
}

/** Saves a dealership's pull schedule; a new credential is encrypted, an empty one keeps the stored one. Audited (no secret in it). */
export async function savePullSchedule(deps: FeedConsoleDeps, actor: FeedActor, slug: string, form: PullForm): Promise<Outcome> {
  const dealershipId = await findDealershipId(deps.db, actor.site.id, slug);
  if (dealershipId === null) return { ok: false, status: 404, message: "There is no such dealership." };
  const authSecret =
    form.authKind === "none" || form.clearSecret ? null : form.authSecret ? encryptFeedSecret(deps.secret, form.authSecret) : undefined;
  const pull = {
    url: form.url,
    mode: form.mode,
    format: form.format,
    intervalMinutes: form.intervalMinutes,
    enabled: form.enabled,
    authKind: form.authKind,
    authUser: form.authKind === "basic" ? form.authUser : null,
    authHeader: form.authKind === "header" ? form.authHeader : null,
    authSecret,
    // A new or re-enabled schedule is pulled at the scheduler's next minute.
    nextDueAt: deps.now,
  };
  await deps.db.transaction(async (tx) => {
    await saveFeedPull(tx, actor.site.id, dealershipId, pull, deps.now);
    const { authSecret: _secret, ...audited } = pull;
    await recordAudit(tx, {
      siteId: actor.site.id,
      actor: { staffId: actor.staffId, email: actor.email },
      at: deps.now,
      action: "feed.schedule",
      resource: "dealership",
      resourceId: slug,
      after: { ...audited, credential: authSecret === undefined ? "kept" : authSecret ? "changed" : "none" },
    });
  });
  return { ok: true, done: form.enabled ? `Saved: pulled every ${form.intervalMinutes} minutes.` : "Saved: the schedule is paused." };
}

/** Pulls the dealership's feed now, in this request, as the scheduler would (its next time moves on from now). */
export async function pullFeedNow(deps: FeedConsoleDeps, actor: FeedActor, slug: string): Promise<Outcome<{ result?: PullResult }>> {
  const dealershipId = await findDealershipId(deps.db, actor.site.id, slug);
  const pull = dealershipId === null ? null : await makePullDue(deps.db, actor.site.id, dealershipId, deps.now);
  if (!pull) return { ok: false, status: 404, message: "This dealership has no pull schedule yet: save one first." };
  const pullDeps = { ...deps, allowPlainHttp: deps.allowLoopback ?? false };
  const result = await pullFeed(pullDeps, actor.site, pull, actor.staffId);
  if (result.status === "failed" || result.status === "busy")
    return { ok: false, status: 409, message: result.message ?? "The pull failed." };
  return {
    ok: true,
    done: result.status === "unchanged" ? "Pulled: the feed has not changed since its last import." : "Pulled and imported.",
    result,
  };
}

/**
 * Makes a new key (the old one stops working at once) or revokes the key; the key is shown once, in the answer, and
 * kept only as a hash. The audit says who did it, never the key.
 */
export async function changeFeedKey(
  deps: Pick<FeedConsoleDeps, "db" | "now">,
  actor: FeedActor,
  slug: string,
  change: "rotate" | "revoke",
): Promise<Outcome<{ key?: string }>> {
  const dealershipId = await findDealershipId(deps.db, actor.site.id, slug);
  if (dealershipId === null) return { ok: false, status: 404, message: "There is no such dealership." };
  return deps.db.transaction(async (tx) => {
    const key = change === "rotate" ? await rotateFeedKey(tx, actor.site, slug) : null;
    const revoked = change === "revoke" ? await deleteFeedKey(tx, actor.site.id, dealershipId) : false;
    if (change === "revoke" && !revoked) return { ok: false as const, status: 409, message: "This dealership has no key to revoke." };
    await recordAudit(tx, {
      siteId: actor.site.id,
      actor: { staffId: actor.staffId, email: actor.email },
      at: deps.now,
      action: change === "rotate" ? "feed.key_rotate" : "feed.key_revoke",
      resource: "dealership",
      resourceId: slug,
    });
    return key
      ? { ok: true as const, done: "New key made. Copy it now: it is not shown again. The old key no longer works.", key }
      : { ok: true as const, done: "Key revoked: feeds sent with it are refused." };
  });
}
