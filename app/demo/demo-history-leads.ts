import { createHash } from "node:crypto";
import { localClock } from "~/domain/locations/opening-hours";
import { leadEventId, leadForm, type LeadFormKind } from "~/leads/lead-forms";
import type { LeadRecord } from "~/leads/lead-record";
import type { HistoryActivity, HistoryCar, HistoryInput, HistoryLead, HistoryStaff } from "./demo-history-types";
import type { Rng } from "./rng";
import { FIRST_NAMES, LAST_NAMES } from "./texts";

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/** A lead the traffic made: when, on which form and page, about which car. */
export type LeadDraft = {
  at: number;
  form: LeadFormKind;
  car: HistoryCar | null;
  page: string;
  visitor: string;
  /** Where the session came from: its visit event's data (referrer, utm_source, ...), kept with the lead as a form keeps it. */
  source: Record<string, string>;
};

const MESSAGES: Partial<Record<LeadFormKind, readonly (string | null)[]>> = {
  vehicle: [
    "Is this one still available?",
    "Could I see it on Saturday morning?",
    "What's the best drive-away price?",
    "Has it had its last service? Any marks on the paint?",
    "Would you take my 2016 Corolla as a trade-in?",
  ],
  general: ["Do you do fleet pricing?", "What are your hours over Christmas?", "Can you find me a white ute under $40k?"],
  service: ["Logbook service please, any weekday.", "The air-con has stopped blowing cold."],
  finance: [null, "What would the repayments be over five years with $5,000 down?"],
  "test-drive": [null, "Could I bring my partner along?"],
  "request-photos": [null, "Please send photos of the interior and the tyres."],
};

// Sales hours by weekday, Sunday first (the demo locations' own): when a lead waits for the morning.
const SALES_OPEN: readonly [number, number][] = [
  [600, 960],
  [510, 1050],
  [510, 1050],
  [510, 1050],
  [510, 1140],
  [510, 1050],
  [510, 960],
];

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");
const gauss = (rng: Rng) => (rng.next() + rng.next() + rng.next() - 1.5) * 2;

export function uuid(rng: Rng): string {
  const hex = Array.from({ length: 32 }, () => Math.floor(rng.next() * 16).toString(16));
  hex[12] = "4";
  hex[16] = "89ab"[Math.floor(rng.next() * 4)];
  const h = hex.join("");
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/** The stored lead, as the form would have sent it, and its analytics event's user data (hashed, as tracking-user-data.ts does). */
export function leadRecord(rng: Rng, input: HistoryInput, draft: LeadDraft, dealershipSlug: string): LeadRecord {
  const { site } = input;
  const form = leadForm(draft.form);
  const dealership = input.dealerships.find((d) => d.slug === dealershipSlug);
  const first = rng.pick(FIRST_NAMES);
  const last = rng.pick(LAST_NAMES);
  const timeZone = draft.car?.timeZone ?? dealership?.timeZone ?? site.timeZone;
  const testDay = localClock(new Date(draft.at + 2 * 24 * HOUR_MS), timeZone).date;
  const asksPostcode = draft.form === "finance" || draft.form === "general";
  return {
    id: uuid(rng),
    siteSlug: site.slug,
    siteName: site.name,
    siteUrl: site.origin,
    form: draft.form,
    category: form.category,
    subcategory: form.subcategory,
    eventId: leadEventId(draft.form, draft.car?.facts ?? null),
    createdAt: new Date(draft.at).toISOString(),
    contact: {
      name: first,
      lastName: last,
      email: `${first}.${last}${rng.int(1, 99)}@example.com.au`.toLowerCase().replace(/[^a-z0-9.@]/g, ""),
      phone: `+6149157${String(rng.int(0, 9999)).padStart(4, "0")}`,
      postcode: asksPostcode ? String(rng.int(4000, 4299)) : null,
      optIn: rng.chance(0.4),
    },
    message: rng.pick(MESSAGES[draft.form] ?? [null]),
    rego: null,
    testDriveAt: draft.form === "test-drive" ? `${testDay}T${rng.pick(["09:30", "10:30", "13:00", "15:30"])}` : null,
    termsAccepted: true,
    additionalServices: [],
    customFields: {},
    pageUrl: `${site.origin}${draft.page}`,
    source: "Website",
    userAgent: "Demo",
    leadAttributes: {},
    car: draft.car && draft.form !== "general" ? draft.car.facts : null,
    dealership: dealership ? { slug: dealership.slug, name: dealership.name } : null,
    vendor: { name: dealership?.name ?? site.name, phone: null, email: null, timeZone },
    location: null,
  };
}

/** The lead event's data: the category and the shopper's hashed e-mail, phone and postcode. */
export function leadEventData(record: LeadRecord): Record<string, string> {
  return {
    category: record.category,
    email_sha256: sha256(record.contact.email),
    phone_sha256: sha256(record.contact.phone),
    ...(record.contact.postcode ? { postcode: record.contact.postcode } : {}),
  };
}

/** Minutes from an arrival to the first contact: minutes to hours in sales hours, the next morning after them. */
export function firstContactWait(rng: Rng, arrival: Date, timeZone: string, handler: HistoryStaff["role"]): number {
  const clock = localClock(arrival, timeZone);
  const [open, close] = SALES_OPEN[clock.weekday];
  const median = handler === "sales" ? 16 : 40;
  const soon = () => Math.min(480, Math.max(2, median * Math.exp(gauss(rng) * 1.1)));
  if (clock.minutes >= open && clock.minutes < close - 15) return soon();
  // Most web leads come in the evening, after the yard closes: a keen salesperson answers some from home.
  if (clock.minutes >= close - 15 && clock.minutes < 21 * 60 + 30 && rng.chance(0.45)) return soon() * 1.5;
  const untilTomorrow = 24 * 60 - clock.minutes;
  const untilOpen = clock.minutes < open ? open - clock.minutes : untilTomorrow + SALES_OPEN[(clock.weekday + 1) % 7][0];
  return untilOpen + rng.int(5, 80);
}

function pickHandler(rng: Rng, staff: readonly HistoryStaff[]): HistoryStaff | null {
  const sales = staff.filter((s) => s.role === "sales");
  const managers = staff.filter((s) => s.role === "manager");
  const others = staff.filter((s) => s.role !== "marketing");
  if (sales.length && (!managers.length || rng.chance(0.7))) return rng.pick(sales);
  if (managers.length) return rng.pick(managers);
  return others.length ? rng.pick(others) : null;
}

const CONTACT_NOTES: Record<"call" | "email" | "sms", readonly (string | null)[]> = {
  call: [null, "Left a voicemail.", "Spoke to them: keen to come in this week.", "Answered their questions; sending a finance quote."],
  email: [null, "Sent the drive-away price and a finance estimate.", "Sent more photos."],
  sms: [null, "Texted to arrange a call back."],
};

type Outcome = "contacted" | "appointment" | "sold" | "lost";

/** How the dealership worked a lead up to `now`: who took it, its first contact (or none), and where it ended up. */
export function workLead(rng: Rng, record: LeadRecord, staff: readonly HistoryStaff[], now: Date): Omit<HistoryLead, "record" | "source"> {
  const arrived = Date.parse(record.createdAt);
  const handler = pickHandler(rng, staff);
  const manager = staff.find((s) => s.role === "manager") ?? handler;
  const activity: HistoryActivity[] = [];
  const add = (at: number, entry: Omit<HistoryActivity, "at">) => {
    if (at < now.getTime() - 10 * MINUTE_MS) activity.push({ ...entry, at: new Date(at).toISOString() });
    return at < now.getTime() - 10 * MINUTE_MS;
  };
  if (handler && handler !== manager)
    add(arrived + rng.int(1, 12) * MINUTE_MS, { staffId: manager?.id ?? null, kind: "assigned", channel: null, body: handler.name });
  const wait = handler ? firstContactWait(rng, new Date(arrived), record.vendor.timeZone, handler.role) : 0;
  const contactAt = arrived + wait * MINUTE_MS;
  if (!handler || rng.chance(0.08)) return unanswered(rng, arrived, handler ?? manager, activity, add);
  const channel = rng.weighted([
    ["call", 60],
    ["email", 30],
    ["sms", 10],
  ] as const);
  add(contactAt, { staffId: handler.id, kind: "contact", channel, body: rng.pick(CONTACT_NOTES[channel]) });
  if (rng.chance(0.3))
    add(contactAt + rng.int(20, 72) * HOUR_MS, { staffId: handler.id, kind: "contact", channel: "call", body: "Followed up." });
  const outcome = rng.weighted([
    ["contacted", 45],
    ["appointment", 22],
    ["sold", 13],
    ["lost", 20],
  ] as const);
  let status: Outcome = "contacted";
  const steps: Outcome[] = outcome === "sold" ? ["appointment", "sold"] : outcome === "contacted" ? [] : [outcome];
  let at = contactAt;
  for (const step of steps) {
    at += rng.int(4, 96) * HOUR_MS;
    if (!add(at, { staffId: handler.id, kind: "status", channel: null, body: step })) break;
    status = step;
  }
  return {
    status,
    assignedStaffId: handler.id,
    firstReadAt: new Date(arrived + Math.max(1, wait * 0.6) * MINUTE_MS).toISOString(),
    activity: activity.sort((a, b) => a.at.localeCompare(b.at)),
  };
}

/** A lead nobody logged a contact on: given up on later, or moved on by someone who rang from their own phone. */
function unanswered(
  rng: Rng,
  arrived: number,
  who: HistoryStaff | null,
  activity: HistoryActivity[],
  add: (at: number, entry: Omit<HistoryActivity, "at">) => boolean,
): Omit<HistoryLead, "record" | "source"> {
  const status = rng.chance(0.5) ? "lost" : "contacted";
  add(arrived + rng.int(2, 40) * HOUR_MS, { staffId: who?.id ?? null, kind: "status", channel: null, body: status });
  return {
    status,
    assignedStaffId: who?.id ?? null,
    firstReadAt: new Date(arrived + rng.int(10, 600) * MINUTE_MS).toISOString(),
    activity: activity.sort((a, b) => a.at.localeCompare(b.at)),
  };
}
