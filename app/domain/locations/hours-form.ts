import { type OpeningHour, type SpecialHour, toMinutes, weekdayName } from "./opening-hours";

/**
 * A location's hours as the console's form posts them (issue 55): each department's week (`{dept}.{weekday}.status`,
 * `.open`, `.close`) and its holiday hours (`special.{i}.date`, `.name`, `.status`, `.start`, `.end`, `.remove`). Read
 * into the rows the shopper pages already show, or each wrong field named in words; nothing is written unless all read.
 */
export type HoursForm = { get(name: string): unknown };
export type HoursProblem = { name: string; message: string };

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
export const HOLIDAY_ROWS_MAX = 40;

const text = (form: HoursForm, name: string) => String(form.get(name) ?? "").trim();

function isDate(value: string): boolean {
  if (!DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** One open stretch's times: both given, real times, the close after the open. */
function times(form: HoursForm, prefix: string, from: string, to: string, problems: HoursProblem[]): [string, string] | null {
  const [open, close] = [text(form, `${prefix}.${from}`), text(form, `${prefix}.${to}`)];
  if (!TIME.test(open)) problems.push({ name: `${prefix}.${from}`, message: "Enter the opening time, like 08:30." });
  if (!TIME.test(close)) problems.push({ name: `${prefix}.${to}`, message: "Enter the closing time, like 17:30." });
  if (!TIME.test(open) || !TIME.test(close)) return null;
  if (toMinutes(close) <= toMinutes(open)) {
    problems.push({ name: `${prefix}.${to}`, message: "Closing must be after opening." });
    return null;
  }
  return [open, close];
}

function readWeek(form: HoursForm, departments: readonly string[], problems: HoursProblem[]): OpeningHour[] {
  return departments.flatMap((department) =>
    [0, 1, 2, 3, 4, 5, 6].flatMap((weekday): OpeningHour[] => {
      const prefix = `${department}.${weekday}`;
      if (text(form, `${prefix}.status`) !== "Open") return [{ department, weekday, status: "Closed", open: null, close: null }];
      const slot = times(form, prefix, "open", "close", problems);
      return slot ? [{ department, weekday, status: "Open", open: slot[0], close: slot[1] }] : [];
    }),
  );
}

function readHolidays(form: HoursForm, rows: number, problems: HoursProblem[]): SpecialHour[] {
  const special: SpecialHour[] = [];
  const seen = new Set<string>();
  for (let i = 0; i < Math.min(rows, HOLIDAY_ROWS_MAX); i++) {
    const prefix = `special.${i}`;
    const [date, name] = [text(form, `${prefix}.date`), text(form, `${prefix}.name`)];
    if (form.get(`${prefix}.remove`) !== null && form.get(`${prefix}.remove`) !== undefined) continue;
    if (!date && !name) continue;
    if (!isDate(date)) {
      problems.push({ name: `${prefix}.date`, message: "Enter the date, like 25/12/2026." });
      continue;
    }
    if (seen.has(date)) problems.push({ name: `${prefix}.date`, message: "This date is listed twice." });
    seen.add(date);
    if (name.length > 60) problems.push({ name: `${prefix}.name`, message: "Keep the name to 60 characters or fewer." });
    if (text(form, `${prefix}.status`) !== "Open") {
      special.push({ date, name: name || null, status: "Closed", start: null, end: null });
      continue;
    }
    const slot = times(form, prefix, "start", "end", problems);
    if (slot) special.push({ date, name: name || null, status: "Open", start: slot[0], end: slot[1] });
  }
  return special.sort((a, b) => a.date.localeCompare(b.date));
}

export function readHoursForm(
  form: HoursForm,
  departments: readonly string[],
): { ok: true; weekly: OpeningHour[]; special: SpecialHour[] } | { ok: false; problems: HoursProblem[] } {
  const problems: HoursProblem[] = [];
  const rows = Number(text(form, "specialRows")) || 0;
  const weekly = readWeek(form, departments, problems);
  const special = readHolidays(form, rows, problems);
  return problems.length ? { ok: false, problems } : { ok: true, weekly, special };
}

/** A department's day as the form labels it: "Sales, Monday". */
export const dayLabel = (department: string, weekday: number) =>
  `${department.charAt(0).toUpperCase()}${department.slice(1)}, ${weekdayName(weekday)}`;
