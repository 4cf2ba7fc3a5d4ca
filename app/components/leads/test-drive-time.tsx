import { useState } from "react";
import { formatDate } from "~/domain/format";
import type { SlotDay } from "~/domain/locations/test-drive-slots";
import { twelveHour, weekdayName } from "~/domain/locations/opening-hours";
import { useHydrated } from "~/lib/use-hydrated";
import { type FieldKit, INPUT, LABEL } from "./lead-form-fields";

const dayLabel = (day: SlotDay) => `${weekdayName(day.weekday)} ${formatDate(day.date)}`;

/**
 * A test drive's time, from the location's open slots: a date, then that day's times (issue 52: one list of
 * 241 half-hour slots was too long to read). Without JavaScript it is one list grouped by day, as the form
 * still posts one `dateTime`; the date's list is then hidden (js-only) and the server checks the slot either way.
 */
export function TestDriveTime({ slots, kit }: { slots: SlotDay[]; kit: FieldKit }) {
  const hydrated = useHydrated();
  const posted = kit.value("dateTime") ?? "";
  const [date, setDate] = useState(posted.slice(0, 10));
  const day = slots.find((d) => d.date === date) ?? null;
  const note = <span className="font-normal text-muted">(optional; times are the dealership's local time)</span>;
  return (
    <>
      <label className={`${LABEL} js-only`} htmlFor={kit.id("testDriveDate")}>
        Preferred date {note}
        <select id={kit.id("testDriveDate")} value={date} onChange={(e) => setDate(e.target.value)} className={INPUT}>
          <option value="">Any day that suits the dealer</option>
          {slots.map((d) => (
            <option key={d.date} value={d.date}>
              {dayLabel(d)}
            </option>
          ))}
        </select>
      </label>
      <label className={LABEL} htmlFor={kit.id("dateTime")}>
        {hydrated ? "Preferred time" : "Preferred date and time"}
        <select
          // A new day's list starts at its placeholder rather than keeping another day's time.
          key={hydrated ? date : "all"}
          id={kit.id("dateTime")}
          name="dateTime"
          defaultValue={posted}
          disabled={hydrated && !day}
          className={INPUT}
          {...kit.described("dateTime")}
        >
          {hydrated ? <DayTimes day={day} /> : <AllTimes slots={slots} />}
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
