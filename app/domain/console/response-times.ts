/**
 * How fast a team answers its leads (issue 56): the time from a lead's arrival to its first logged contact (a call,
 * e-mail or text in the inbox's contact log), per salesperson and per dealership. A lead nobody has contacted yet is
 * "unanswered" and counts against whoever holds it; an answered one counts for whoever made the first contact.
 */
export type ResponseLead = {
  createdAt: Date;
  firstContactAt: Date | null;
  /** Who made the first contact, or (unanswered) who holds the lead; null when nobody does. */
  staffName: string | null;
  dealershipName: string | null;
};

export type ResponseGroup = {
  name: string;
  leads: number;
  answered: number;
  unanswered: number;
  /** Minutes, nearest-rank percentiles of the answered leads; null when none was answered. */
  medianMinutes: number | null;
  p90Minutes: number | null;
};

export const RESPONSE_PERIODS = [7, 30, 90] as const;

/** The value at rank ceil(p × n) of the sorted values (nearest rank): always one of the values, never interpolated. */
export function percentile(sorted: readonly number[], p: number): number | null {
  if (!sorted.length) return null;
  return sorted[Math.min(sorted.length, Math.max(1, Math.ceil(p * sorted.length))) - 1];
}

const minutesBetween = (from: Date, to: Date) => Math.max(0, (to.getTime() - from.getTime()) / 60_000);

function group(name: string, leads: readonly ResponseLead[]): ResponseGroup {
  const waits = leads
    .filter((l) => l.firstContactAt)
    .map((l) => minutesBetween(l.createdAt, l.firstContactAt as Date))
    .sort((a, b) => a - b);
  return {
    name,
    leads: leads.length,
    answered: waits.length,
    unanswered: leads.length - waits.length,
    medianMinutes: percentile(waits, 0.5),
    p90Minutes: percentile(waits, 0.9),
  };
}

/** Groups by `key` (a missing key under `missing`), largest groups first, then by name. */
function groupBy(leads: readonly ResponseLead[], key: (l: ResponseLead) => string | null, missing: string): ResponseGroup[] {
  const groups = new Map<string, ResponseLead[]>();
  for (const lead of leads) {
    const name = key(lead) ?? missing;
    groups.set(name, [...(groups.get(name) ?? []), lead]);
  }
  return [...groups]
    .map(([name, members]) => group(name, members))
    .sort((a, b) => b.leads - a.leads || a.name.localeCompare(b.name, "en-AU"));
}

export function responseTimes(leads: readonly ResponseLead[]) {
  return {
    overall: group("All leads", leads),
    bySalesperson: groupBy(leads, (l) => l.staffName, "Nobody yet"),
    byDealership: groupBy(leads, (l) => l.dealershipName, "No dealership"),
  };
}

/** "under a minute", "42 min", "3 h 5 min", "2 days 4 h": how a manager reads a wait. */
export function formatWait(minutes: number | null): string {
  if (minutes === null) return "–";
  if (minutes < 1) return "under a minute";
  const whole = Math.round(minutes);
  if (whole < 60) return `${whole} min`;
  const hours = Math.floor(whole / 60);
  if (hours < 24) return whole % 60 ? `${hours} h ${whole % 60} min` : `${hours} h`;
  const days = Math.floor(hours / 24);
  return `${days} ${days === 1 ? "day" : "days"}${hours % 24 ? ` ${hours % 24} h` : ""}`;
}
