import { useState } from "react";
import { formatDate } from "~/domain/format";
import type { DepartmentHours } from "~/domain/locations/department-hours";
import { holidayHours, hoursText, type SpecialHour, weekdayName } from "~/domain/locations/opening-hours";
import { useHydrated } from "~/lib/use-hydrated";
import { DialogOrDetails } from "~/components/ui/dialog-or-details";

const LABELS: Record<string, string> = { sales: "Sales", service: "Service", parts: "Parts", used: "Sales" };
const ORDER = ["sales", "service", "parts"];

/** Weekly hours with a Sales / Service / Parts choice, today highlighted, and Open now / Closed now. */
export function HoursTable({ departments, todayWeekday, today }: { departments: DepartmentHours[]; todayWeekday: number; today: string }) {
  const hydrated = useHydrated();
  const sorted = [...departments].sort((a, b) => ORDER.indexOf(a.department) - ORDER.indexOf(b.department));
  const [chosen, setChosen] = useState(sorted[0]?.department ?? "sales");
  if (!sorted.length) return null;
  const shown = hydrated ? sorted.filter((d) => d.department === chosen) : sorted;
  return (
    <div className="space-y-4">
      {hydrated && sorted.length > 1 ? (
        <label className="flex items-center gap-2 text-sm font-semibold">
          Show hours for
          <select
            value={chosen}
            onChange={(e) => setChosen(e.target.value)}
            className="rounded-site border border-black/20 bg-surface px-2 py-1 font-normal"
          >
            {sorted.map((d) => (
              <option key={d.department} value={d.department}>
                {LABELS[d.department] ?? d.department}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      {shown.map((d) => (
        <div key={d.department}>
          <p className="font-semibold">
            {LABELS[d.department] ?? d.department} hours ·{" "}
            <span className={d.openNow ? "text-green-800" : "text-red-800"}>{d.openNow ? "Open now" : "Closed now"}</span>
          </p>
          <table className="mt-2 w-full text-sm">
            <caption className="sr-only">{LABELS[d.department] ?? d.department} opening hours</caption>
            <tbody>
              {[1, 2, 3, 4, 5, 6, 0].map((weekday) => {
                const slot = d.hours.find((h) => h.weekday === weekday);
                const isToday = weekday === todayWeekday;
                return (
                  <tr key={weekday} className={isToday ? "bg-accent/15 font-semibold" : ""} aria-current={isToday ? "date" : undefined}>
                    <th scope="row" className="py-1 pl-2 text-left font-normal">
                      {weekdayName(weekday)}
                      {isToday ? " (today)" : ""}
                    </th>
                    <td className="py-1 pr-2 text-right">{slot ? hoursText(slot) : "Closed"}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
          <HolidayHours special={d.specialHours} today={today} label={LABELS[d.department] ?? d.department} />
        </div>
      ))}
    </div>
  );
}

function HolidayHours({ special, today, label }: { special: SpecialHour[]; today: string; label: string }) {
  const lines = holidayHours(special, today);
  if (!lines.length) return null;
  const list = (
    <ul className="space-y-1 text-sm">
      {lines.map((l) => (
        <li key={l.date} className="flex justify-between gap-4">
          <span>
            {formatDate(l.date)}
            {l.name ? ` (${l.name})` : ""}
          </span>
          <span className="font-semibold">{l.text}</span>
        </li>
      ))}
    </ul>
  );
  return (
    <DialogOrDetails trigger="View Holiday Hours" title={`${label} holiday hours`} description="Special opening hours for public holidays.">
      {list}
    </DialogOrDetails>
  );
}
