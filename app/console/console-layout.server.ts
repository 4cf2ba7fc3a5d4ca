import { can, ROLE_LABELS } from "~/domain/console/can";
import type { ConsoleDeps } from "./console-deps";
import { countUnread } from "./inbox-queries.server";
import type { Person, Viewer } from "./require-staff.server";
import { loadPasskeys } from "./staff-passkeys.server";

/** The frame every console page shares: who is signed in, the sections their role opens, the unread count. */
export async function loadConsoleLayout(deps: Pick<ConsoleDeps, "db">, viewer: Viewer) {
  const leads = can(viewer.role, "view", "leads");
  const [unreadRows, passkeys] = await Promise.all([
    leads ? countUnread(deps.db, viewer.site.id, viewer.dealershipSlugs) : [],
    loadPasskeys({ db: deps.db, site: viewer.site }, viewer),
  ]);
  const unread = unreadRows.reduce((n, r) => n + r.unread, 0);
  const nav = [
    ...(leads ? [{ to: "/dealer/leads", label: "Leads", count: unread }] : []),
    ...(leads ? [{ to: "/dealer/leads/held", label: "Held leads" }] : []),
    ...(can(viewer.role, "view", "reservations") ? [{ to: "/dealer/reservations", label: "Reservations" }] : []),
    ...(can(viewer.role, "view", "stock") ? [{ to: "/dealer/stock", label: "Stock" }] : []),
    ...(can(viewer.role, "view", "feeds") ? [{ to: "/dealer/feeds", label: "Feeds" }] : []),
    ...(can(viewer.role, "view", "stock") ? [{ to: "/dealer/marketplace-feeds", label: "Marketplaces" }] : []),
    ...(can(viewer.role, "view", "insights") ? [{ to: "/dealer/insights", label: "Insights" }] : []),
    ...(can(viewer.role, "view", "insights") ? [{ to: "/dealer/insights/cars", label: "Cars report" }] : []),
    ...(can(viewer.role, "view", "insights") ? [{ to: "/dealer/insights/team", label: "Response times" }] : []),
    ...(can(viewer.role, "view", "content") ? [{ to: "/dealer/content", label: "Offers and promotions" }] : []),
    ...(can(viewer.role, "view", "content") ? [{ to: "/dealer/locations", label: "Locations" }] : []),
    ...(can(viewer.role, "view", "content") ? [{ to: "/dealer/reviews", label: "Reviews" }] : []),
    ...(can(viewer.role, "view", "staff") ? [{ to: "/dealer/staff", label: "Staff" }] : []),
    ...(can(viewer.role, "view", "settings") ? [{ to: "/dealer/settings", label: "Settings" }] : []),
    ...(can(viewer.role, "view", "settings") ? [{ to: "/dealer/settings/notifications", label: "Notifications" }] : []),
    ...(can(viewer.role, "view", "settings") ? [{ to: "/dealer/settings/history", label: "Settings history" }] : []),
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
    passkeyPrompt: passkeys.prompt,
  };
}

/** The same frame on the platform's host, for an operator: the sites and their own account, no site's sections. */
export async function loadOperatorLayout(deps: Pick<ConsoleDeps, "db" | "origin">, person: Person) {
  const passkeys = await loadPasskeys({ db: deps.db, site: null }, person);
  return {
    csrf: person.csrf,
    staff: { name: person.staff.name, email: person.staff.email },
    role: "operator",
    roleLabel: "Platform operator",
    site: { name: "Dealer platform", origin: deps.origin },
    nav: [
      { to: "/dealer/sites", label: "Sites" },
      { to: "/dealer/account", label: "Your account" },
    ],
    unread: 0,
    passkeyPrompt: passkeys.prompt,
  };
}
