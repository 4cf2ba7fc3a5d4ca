import type { LeadStatus } from "~/domain/console/lead-status";
import type { Role } from "~/domain/console/can";
import type { LeadRecord } from "~/leads/lead-record";

/** A car on sale on the site, as the history needs it: its facts as a lead snapshots them, its dealership and its zone. */
export type HistoryCar = {
  facts: NonNullable<LeadRecord["car"]>;
  dealershipSlug: string;
  /** Its location's zone, where its shoppers' day and its dealership's opening hours are. */
  timeZone: string;
  /** When it arrived in stock (ISO): no event is about it before. */
  arrivedAt: string;
};

export type HistoryStaff = { id: string; name: string; role: Role };

export type HistoryInput = {
  site: { slug: string; name: string; origin: string; timeZone: string };
  dealerships: readonly { slug: string; name: string; timeZone: string | null }[];
  cars: readonly HistoryCar[];
  staff: readonly HistoryStaff[];
  now: Date;
  seed: string;
  /** Visitor sessions on an average day; by default from the size of the stock. */
  sessionsPerDay?: number;
};

/** A row of analytics_events as the pages would have sent it. */
export type HistoryEvent = {
  event_id: number;
  name: string;
  car_id: number | null;
  page: string;
  data: Record<string, string>;
  created_at: string;
  visitor: string;
};

export type HistoryActivity = {
  staffId: string | null;
  at: string;
  kind: "contact" | "status" | "assigned" | "note";
  channel: "call" | "email" | "sms" | null;
  body: string | null;
};

/** A lead of the past month and how the dealership worked it. */
export type HistoryLead = {
  record: LeadRecord;
  /** The session's source as its visit event has it (referrer host, utm_source, utm_medium, utm_campaign). */
  source: Record<string, string>;
  status: Exclude<LeadStatus, "new">;
  assignedStaffId: string | null;
  firstReadAt: string;
  activity: HistoryActivity[];
};

export type DemoHistory = { events: HistoryEvent[]; leads: HistoryLead[] };

/** Generated visitor ids start so: a reset finds the generated events by it (real ones never do). */
export const DEMO_VISITOR_PREFIX = "demo-";
/** Generated leads carry it as their client address: a reset finds them by it, and the demo inbox's recent leads ignore them. */
export const DEMO_HISTORY_CLIENT_IP = "demo-history";
