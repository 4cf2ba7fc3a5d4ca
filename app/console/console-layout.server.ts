import { can, ROLE_LABELS } from "~/domain/console/can";
import type { ConsoleDeps } from "./console-deps";
import { countUnread } from "./inbox-queries.server";
import type { Viewer } from "./require-staff.server";

/** The frame every console page shares: who is signed in, the sections their role opens, the unread count. */
export async function loadConsoleLayout(deps: Pick<ConsoleDeps, "db">, viewer: Viewer) {
  const leads = can(viewer.role, "view", "leads");
  const unread = leads ? (await countUnread(deps.db, viewer.site.id, viewer.dealershipSlugs)).reduce((n, r) => n + r.unread, 0) : 0;
  const nav = [
    ...(leads ? [{ to: "/dealer/leads", label: "Leads", count: unread }] : []),
    ...(leads ? [{ to: "/dealer/leads/held", label: "Held leads" }] : []),
    ...(can(viewer.role, "view", "reservations") ? [{ to: "/dealer/reservations", label: "Reservations" }] : []),
    ...(can(viewer.role, "view", "stock") ? [{ to: "/dealer/stock", label: "Stock" }] : []),
    ...(can(viewer.role, "view", "staff") ? [{ to: "/dealer/staff", label: "Staff" }] : []),
    ...(can(viewer.role, "view", "settings") ? [{ to: "/dealer/settings/notifications", label: "Notifications" }] : []),
    ...(can(viewer.role, "view", "audit") ? [{ to: "/dealer/audit", label: "Audit log" }] : []),
    { to: "/dealer/account", label: "Your account" },
  ];
  return {
    csrf: viewer.csrf,
    staff: { name: viewer.staff.name, email: viewer.staff.email },
    role: viewer.role,
    roleLabel: ROLE_LABELS[viewer.role],
    site: { name: viewer.site.name, origin: viewer.site.origin },
    nav,
    unread,
  };
}
