import type { RequestHandler, Response } from "express";
import { liveInboxViewer } from "~/console/live-viewer.server";
import type { Database } from "~/db/database";
import { LEADS_CHANGED_CHANNEL, type LeadsChanged, parseLeadsChanged } from "~/db/queries/leads-changed.server";
import type { LiveSites } from "~/sites/live-sites";
import { resolveHost } from "~/sites/resolve-site";

export const LIVE_LEADS_PATH = "/dealer/leads/live";
const HEARTBEAT_MS = 20_000;

type Listener = (change: LeadsChanged | "resync") => void;

/**
 * The dealer console's live inbox (issue 53): server-sent events, one stream per open inbox, fed by one LISTEN per
 * process on `leads_changed`, which PostgreSQL sends on commit to every process. Mounted before admission control,
 * so a stream that stays open for hours holds no admission slot; `no-transform` keeps compression off it; it is never
 * cached (no-store) and ends when the browser goes, the session ends (checked at each heartbeat) or the server stops.
 */
export function liveLeads(options: { db: Database; sites: LiveSites; now?: () => Date }) {
  const listeners = new Map<number, Set<Listener>>();
  const streams = new Set<Response>();
  let listening = false;
  const fanOut = (siteId: number | null, change: LeadsChanged | "resync") => {
    for (const [id, set] of listeners) if (siteId === null || id === siteId) for (const listen of set) listen(change);
  };
  const startListening = () => {
    if (listening) return;
    listening = true;
    options.db
      .listen(
        LEADS_CHANGED_CHANNEL,
        (payload) => {
          const change = parseLeadsChanged(payload);
          if (change) fanOut(change.siteId, change);
        },
        () => fanOut(null, "resync"),
      )
      .catch(() => {
        listening = false;
      });
  };
  const now = () => options.now?.() ?? new Date();

  const handler: RequestHandler = async (req, res, next) => {
    try {
      const match = resolveHost(req.get("host"), options.sites.current);
      const site = match.kind === "site" ? options.sites.current.find((s) => s.slug === match.site.slug) : undefined;
      if (!site) return void res.status(404).end();
      const viewer = await liveInboxViewer(options.db, site, req.get("cookie") ?? null, now());
      if (!viewer) return void res.status(401).set("Cache-Control", "no-store").end();
      startListening();
      res.writeHead(200, {
        "Content-Type": "text/event-stream; charset=utf-8",
        "Cache-Control": "no-store, no-transform",
        "X-Accel-Buffering": "no",
        Connection: "keep-alive",
      });
      res.write("retry: 2000\n\nevent: ready\ndata: {}\n\n");
      const listen: Listener = (change) => {
        if (change === "resync") return void res.write("event: resync\ndata: {}\n\n");
        const mine = !viewer.dealerships || (change.dealershipSlug !== null && viewer.dealerships.includes(change.dealershipSlug));
        if (mine) res.write(`event: ${change.held ? "held" : "lead"}\ndata: ${JSON.stringify({ leadId: change.leadId })}\n\n`);
      };
      const set = listeners.get(site.id) ?? new Set();
      listeners.set(site.id, set.add(listen));
      streams.add(res);
      const beat = setInterval(async () => {
        res.write(": still here\n\n");
        const still = await liveInboxViewer(options.db, site, req.get("cookie") ?? null, now()).catch(() => viewer);
        if (!still) res.end();
      }, HEARTBEAT_MS);
      res.on("close", () => {
        clearInterval(beat);
        set.delete(listen);
        streams.delete(res);
      });
    } catch (error) {
      next(error);
    }
  };
  /** Ends every open stream (the browsers reconnect to another process): called as the server shuts down. */
  const endAll = () => {
    for (const res of streams) res.end();
  };
  return { handler, endAll };
}
