import type { RequestHandler, Response } from "express";
import type { LiveSites } from "~/sites/live-sites";
import { resolveHost } from "~/sites/resolve-site";
import type { TenantSite } from "~/sites/tenant-site";
import { isApiRequest, sendApiError } from "./api-errors";
import type { Locals } from "./security-headers";

/** A site served at an https canonical origin: a year, this host only (sibling tenants' hosts are not ours to pin). */
const HSTS = "max-age=31536000";

const UNKNOWN_HOST_PAGE = `<!doctype html><html lang="en-AU"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Page not found</title></head>
<body style="font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem;color:#222"><h1>Page not found</h1><p>There is no website at this address.</p></body></html>`;

/** Picks the request's site (or the platform's own pages) by its host name; an unknown host is a 404. */
export function siteHost(sites: LiveSites, port: number, platformHosts?: readonly string[]): RequestHandler {
  return (req, res, next) => {
    // One list for the whole request, even if a site is added or disabled while it runs.
    const list = sites.current;
    const match = resolveHost(req.get("host"), list, platformHosts);
    if (match.kind === "unknown") {
      if (isApiRequest(req)) sendApiError(res, "not_found", "There is no site at this address.");
      else res.status(404).type("html").send(UNKNOWN_HOST_PAGE);
      return;
    }
    const host: Locals["host"] =
      match.kind === "site"
        ? { kind: "site", site: list.find((s) => s.slug === match.site.slug) as TenantSite }
        : { kind: "platform", sites: list, port };
    (res as Response).locals.host = host;
    if (host.kind === "site" && host.site.origin.startsWith("https:")) res.setHeader("Strict-Transport-Security", HSTS);
    next();
  };
}
