import type { LeadFormKind } from "~/leads/lead-forms";
import { type LeadDraft, leadEventData, leadRecord, workLead } from "./demo-history-leads";
import type { DemoHistory, HistoryEvent, HistoryInput, HistoryLead } from "./demo-history-types";
import {
  type CarAppeal,
  carAppeal,
  carPageActions,
  carPools,
  drawCar,
  HISTORY_DAYS,
  searchPath,
  sessionSource,
  sessionStarts,
  VISIT_EVENT_ID,
  visitorId,
} from "./demo-traffic";
import { createRng, type Rng } from "./rng";

const DAY_MS = 24 * 60 * 60_000;
/** Generated leads are older than this: the demo inbox's newest leads are its recent, unanswered ones. */
export const HISTORY_LEAD_MIN_AGE_MS = 2 * DAY_MS + 60 * 60_000;

/** A day's visitor sessions for a stock this size: a few hundred for a single dealership, under a thousand for a group. */
export const defaultSessionsPerDay = (cars: number) => Math.round(1.4 * cars ** 0.75);

const CAR_FORMS = [
  ["vehicle", 48],
  ["test-drive", 22],
  ["finance", 14],
  ["request-photos", 9],
] as const satisfies readonly (readonly [LeadFormKind, number])[];
const OTHER_FORMS = [
  ["general", 55],
  ["service", 30],
  ["finance", 15],
] as const satisfies readonly (readonly [LeadFormKind, number])[];
const OTHER_FORM_PAGES: Partial<Record<LeadFormKind, string>> = { general: "/contact", service: "/service", finance: "/finance" };

/**
 * A month of plausible history for one demo site (issue 56): visitor sessions with the events their pages send, and the
 * leads some of them sent, worked by the site's staff. Deterministic: the same input gives the same history.
 */
export function generateDemoHistory(input: HistoryInput): DemoHistory {
  const rng = createRng(`${input.seed}:history:${input.site.slug}:${input.now.toISOString().slice(0, 10)}`);
  const start = input.now.getTime() - HISTORY_DAYS * DAY_MS;
  const pools = carPools(carAppeal(rng, input.cars, input.now), start);
  const perDay = input.sessionsPerDay ?? defaultSessionsPerDay(input.cars.length);
  const events: HistoryEvent[] = [];
  const drafts: LeadDraft[] = [];
  const visitors: string[] = [];
  for (const at of sessionStarts(rng, perDay, input.now, input.site.timeZone)) {
    const visitor = visitors.length && rng.chance(0.25) ? rng.pick(visitors) : visitorId(rng);
    visitors.push(visitor);
    const pool = pools[Math.max(0, Math.floor((at - start) / DAY_MS))];
    session(rng, input, { at, visitor, pool, events, drafts });
  }
  const leads = drafts.map((draft) => historyLead(rng, input, draft, events));
  events.sort((a, b) => a.created_at.localeCompare(b.created_at));
  return { events, leads };
}

type SessionContext = {
  at: number;
  visitor: string;
  pool: ReturnType<typeof carPools>[number];
  events: HistoryEvent[];
  drafts: LeadDraft[];
};

/** One visit: where it came from, the search and car pages it saw, what it did on them, and perhaps an enquiry. */
function session(rng: Rng, input: HistoryInput, ctx: SessionContext): void {
  const now = input.now.getTime();
  const emit = (
    name: string,
    eventId: number,
    at: number,
    page: string,
    carId: number | null = null,
    data: Record<string, string> = {},
  ) => {
    if (at < now)
      ctx.events.push({ event_id: eventId, name, car_id: carId, page, data, created_at: new Date(at).toISOString(), visitor: ctx.visitor });
  };
  const source = sessionSource(rng);
  const searches =
    rng.weighted([
      [0, 18],
      [1, 34],
      [2, 24],
      [3, 14],
      [5, 10],
    ] as const) + (source.lands === "search" ? 1 : 0);
  const carPages =
    rng.weighted([
      [0, 30],
      [1, 36],
      [2, 18],
      [3, 10],
      [5, 6],
    ] as const) + (source.lands === "car" ? 1 : 0);
  const landing = source.lands === "car" ? drawCar(rng, ctx.pool) : null;
  const pages: ("search" | CarAppeal | null)[] = [
    ...(landing ? [landing] : []),
    ...rng.shuffle([
      ...Array(searches).fill("search"),
      ...Array.from({ length: carPages - (landing ? 1 : 0) }, () => drawCar(rng, ctx.pool)),
    ]),
  ];
  const first = pages[0];
  const landingPage =
    first === "search" ? searchPath(rng, input.cars) : first && source.lands !== "home" ? `/cars/${first.car.facts.slug}` : "/";
  emit("visit", VISIT_EVENT_ID, ctx.at, landingPage, null, source.data);
  let at = ctx.at;
  let lastCar: CarAppeal | null = null;
  for (const [i, page] of pages.entries()) {
    at += rng.int(15, 150) * 1000;
    if (page === "search") {
      const path = i === 0 ? landingPage : searchPath(rng, input.cars);
      emit("search_page_view", 49, at, path, null, { path });
    } else if (page) {
      carPageActions(rng, page.car, at, emit);
      lastCar = page;
    }
  }
  const leadAt = at + rng.int(60, 400) * 1000;
  if (leadAt > now - HISTORY_LEAD_MIN_AGE_MS) return;
  if (lastCar && rng.chance(0.035 * lastCar.converts)) {
    ctx.drafts.push({
      at: leadAt,
      form: rng.weighted(CAR_FORMS),
      car: lastCar.car,
      page: `/cars/${lastCar.car.facts.slug}`,
      visitor: ctx.visitor,
      source: source.data,
    });
  } else if (!lastCar && rng.chance(0.006)) {
    const form = rng.weighted(OTHER_FORMS);
    ctx.drafts.push({
      at: leadAt,
      form,
      car: null,
      page: OTHER_FORM_PAGES[form] ?? "/contact",
      visitor: ctx.visitor,
      source: source.data,
    });
  }
}

/** The lead a draft became, worked by the staff, with the lead event its form sent as it went. */
function historyLead(rng: Rng, input: HistoryInput, draft: LeadDraft, events: HistoryEvent[]): HistoryLead {
  const dealershipSlug = draft.car?.dealershipSlug ?? rng.pick(input.dealerships)?.slug ?? "";
  const record = leadRecord(rng, input, draft, dealershipSlug);
  events.push({
    event_id: record.eventId,
    name: "lead",
    car_id: record.car?.id ?? null,
    page: draft.page,
    data: leadEventData(record),
    created_at: new Date(draft.at + 2000).toISOString(),
    visitor: draft.visitor,
  });
  return { record, ...workLead(rng, record, input.staff, input.now), source: draft.source };
}
