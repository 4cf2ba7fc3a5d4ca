import { type DealershipClock, dealershipClock } from "~/domain/console/dealership-clock";
import { type InboxFilter, inboxQuery } from "~/domain/console/inbox-filter";
import { cursorOf } from "~/domain/console/keyset-cursor";
import { formatDateTime } from "~/domain/format";
import type { InboxItem } from "~/domain/console/inbox-item";
import { listDealershipSlugs } from "~/leads/lead-queries.server";
import { countUnread, findInboxPage, type InboxRow } from "./inbox-queries.server";
import type { ConsoleDeps } from "./console-deps";
import type { Viewer } from "./require-staff.server";
import { listSiteStaff } from "./staff-queries.server";

export const INBOX_PAGE = 50;

export type Inbox = {
  items: InboxItem[];
  /** The cursor of the next page, when there is one. */
  next: string | null;
  unread: { dealershipSlug: string | null; unread: number }[];
  dealerships: { slug: string; name: string }[];
  staff: { id: string; name: string }[];
};

/** One page of the leads the viewer may see, with what the filters offer. */
export async function loadInbox(deps: Pick<ConsoleDeps, "db">, viewer: Viewer, filter: InboxFilter): Promise<Inbox> {
  const { db } = deps;
  const siteId = viewer.site.id;
  const query = inboxQuery(filter, { staffId: viewer.staff.id, dealerships: viewer.dealershipSlugs }, viewer.site.timeZone);
  const [page, unread, dealerships, staff] = await Promise.all([
    findInboxPage(db, siteId, query, INBOX_PAGE + 1),
    countUnread(db, siteId, viewer.dealershipSlugs),
    listDealershipSlugs(db, siteId),
    listSiteStaff(db, siteId),
  ]);
  const rows = page.slice(0, INBOX_PAGE);
  const mine = (slug: string) => !viewer.dealershipSlugs || viewer.dealershipSlugs.includes(slug);
  const names = new Map(dealerships.map((d) => [d.slug, d.name]));
  const clock = dealershipClock(dealerships, viewer.site.timeZone);
  return {
    items: rows.map((row) => inboxItem(row, names, clock)),
    next: page.length > INBOX_PAGE ? cursorOf(rows[rows.length - 1] as InboxRow) : null,
    unread,
    dealerships: dealerships.filter((d) => mine(d.slug)).map(({ slug, name }) => ({ slug, name })),
    staff: staff.filter((s) => s.role !== "marketing").map((s) => ({ id: s.id, name: s.name })),
  };
}

export function inboxItem(row: InboxRow, dealerships: Map<string, string>, clock: DealershipClock): InboxItem {
  return {
    id: row.id,
    received: formatDateTime(new Date(row.createdAt), clock.zoneOf(row.dealershipSlug), { zoneName: clock.named }),
    name: [row.name, row.lastName].filter(Boolean).join(" ") || row.email,
    form: row.form,
    car: row.car ? [row.car.title, row.car.stocknum ? `(${row.car.stocknum})` : ""].filter(Boolean).join(" ") : null,
    dealership: row.dealershipSlug ? (dealerships.get(row.dealershipSlug) ?? row.dealershipSlug) : null,
    status: row.status,
    assignedName: row.assignedName,
    read: row.read,
  };
}
