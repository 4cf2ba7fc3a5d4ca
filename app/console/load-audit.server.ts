import { listAudit } from "~/db/queries/audit.server";
import { formatDateTime } from "~/domain/format";
import type { ConsoleDeps } from "./console-deps";
import type { Viewer } from "./require-staff.server";

const PAGE = 100;
/** "role: sales, dealerships: all": a change as a person reads it (a nested value stays JSON). */
function compact(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value !== "object" || Array.isArray(value)) return JSON.stringify(value);
  const shown = (v: unknown) => (v === null ? "none" : typeof v === "object" ? JSON.stringify(v) : String(v));
  return Object.entries(value as Record<string, unknown>)
    .map(([key, v]) => `${key}: ${shown(v)}`)
    .join(", ");
}

/** The site's audit log, newest first, a page at a time; `before` is the last entry of the previous page (`at~id`). */
export async function loadAudit(deps: Pick<ConsoleDeps, "db">, viewer: Viewer, before: string | null) {
  const cursor = before?.match(/^(\d{4}-\d{2}-\d{2}T[\d:.]+Z)~(\d{1,18})$/);
  const rows = await listAudit(deps.db, viewer.site.id, {
    before: cursor ? { at: new Date(cursor[1] as string), id: cursor[2] as string } : undefined,
    limit: PAGE + 1,
  });
  const page = rows.slice(0, PAGE);
  const last = page[page.length - 1];
  return {
    entries: page.map((r) => ({
      id: r.id,
      at: formatDateTime(new Date(r.at), viewer.site.timeZone),
      actor: r.actor,
      action: r.action,
      resource: r.resourceId ? `${r.resource} ${r.resourceId}` : r.resource,
      before: compact(r.before),
      after: compact(r.after),
    })),
    next: rows.length > PAGE && last ? `${new Date(last.at).toISOString()}~${last.id}` : null,
  };
}
