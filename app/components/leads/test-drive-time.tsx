import { type RefObject, useRef, useState } from "react";
import { formatDate } from "~/domain/format";
import type { SlotDay } from "~/domain/locations/test-drive-slots";
import { twelveHour, weekdayName } from "~/domain/locations/opening-hours";
import { useBrowserLayoutEffect } from "~/lib/use-browser-layout-effect";
import { useHydrated } from "~/lib/use-hydrated";
import { type FieldKit, INPUT, LABEL } from "./lead-form-fields";

const dayLabel = (day: SlotDay) => `${weekdayName(day.weekday)} ${formatDate(day.date)}`;

/** The date and time the controls hold: a time (it says its own day), else the date alone. */
function heldChoice(dates: HTMLSelectElement | null, times: HTMLSelectElement | null) {
  const time = times?.value ?? "";
  return { date: time ? time.slice(0, 10) : (dates?.value ?? ""), time };
}

/**
 * The choice the picker starts from once its code takes over: null until then. Read from the controls themselves at
 * that moment (issue 52): the shopper may have chosen from the server's list, or the date list, before the code came, or
 * a draft put a time back (use-lead-draft.ts). Taken after hydrating (a layout effect: the picker replaces the list before
 * the browser handles another key or paints) so a draft restored as the form hydrates is in the list by then.
 */
function useTakeOver(dates: RefObject<HTMLSelectElement | null>, times: RefObject<HTMLSelectElement | null>) {
  const hydrated = useHydrated();
  const [choice, setChoice] = useState<{ date: string; time: string } | null>(null);
  useBrowserLayoutEffect(() => {
    if (!hydrated) return;
    const held = heldChoice(dates.current, times.current);
    // The date list follows the time chosen from the server's list (that time is what the form posts).
    if (dates.current) dates.current.value = held.date;
    setChoice(held);
  }, [hydrated]);
  return { choice, setDate: (date: string) => setChoice((c) => (c ? { ...c, date } : c)) };
}

/**
 * A test drive's time, from the location's open slots: a date, then that day's times (issue 52: one list of
 * 241 half-hour slots was too long to read). Without JavaScript it is one list grouped by day, as the form
 * still posts one `dateTime`; the date's list is then hidden (js-only) and the server checks the slot either way.
 * Both lists are uncontrolled, so what the shopper chose before the code came stays until the picker reads it.
 */
export function TestDriveTime({ slots, kit }: { slots: SlotDay[]; kit: FieldKit }) {
  const datesRef = useRef<HTMLSelectElement>(null);
  const timesRef = useRef<HTMLSelectElement>(null);
  const { choice, setDate } = useTakeOver(datesRef, timesRef);
  const posted = kit.value("dateTime") ?? "";
  const day = choice ? (slots.find((d) => d.date === choice.date) ?? null) : null;
  const note = <span className="font-normal text-muted">(optional; times are the dealership's local time)</span>;
  return (
    <>
      <label className={`${LABEL} js-only`} htmlFor={kit.id("testDriveDate")}>
        Preferred date {note}
        <select
          ref={datesRef}
          id={kit.id("testDriveDate")}
          defaultValue={posted.slice(0, 10)}
          onChange={(e) => setDate(e.target.value)}
          className={INPUT}
        >
          <option value="">Any day that suits the dealer</option>
          {slots.map((d) => (
            <option key={d.date} value={d.date}>
              {dayLabel(d)}
            </option>
          ))}
        </select>
      </label>
      <label className={LABEL} htmlFor={kit.id("dateTime")}>
        {choice ? "Preferred time" : "Preferred date and time"}
        <select
          ref={timesRef}
          // A new day's list starts at its placeholder rather than keeping another day's time.
          key={choice ? choice.date : "all"}
          id={kit.id("dateTime")}
          name="dateTime"
          defaultValue={choice ? (choice.time.startsWith(`${choice.date}T`) ? choice.time : "") : posted}
          disabled={choice !== null && !day}
          className={INPUT}
          {...kit.described("dateTime")}
        >
          {choice ? <DayTimes day={day} /> : <AllTimes slots={slots} />}
        </select>
        {kit.error("dateTime")}
      </label>
    </>
  );
}

function DayTimes({ day }: { day: SlotDay | null }) {
  if (!day) return <option value="">Choose a date first</option>;
  return (
    <>
      <option value="">Choose a time</option>
      {day.times.map((t) => (
        <option key={t} value={`${day.date}T${t}`}>
          {twelveHour(t)}
        </option>
      ))}
    </>
  );
}

function AllTimes({ slots }: { slots: SlotDay[] }) {
  return (
    <>
      <option value="">Any time that suits the dealer</option>
      {slots.map((d) => (
        <optgroup key={d.date} label={dayLabel(d)}>
          {d.times.map((t) => (
            <option
              key={t}
              value={`${d.date}T${t}`}
            >{`${weekdayName(d.weekday).slice(0, 3)} ${formatDate(d.date)}, ${twelveHour(t)}`}</option>
          ))}
        </optgroup>
      ))}
    </>
  );
}
