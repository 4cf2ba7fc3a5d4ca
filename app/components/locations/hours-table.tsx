import * as Dialog from "@radix-ui/react-dialog";
import { useState } from "react";
import { formatDate } from "~/domain/format";
import type { DepartmentHours } from "~/domain/locations/department-hours";
import { holidayHours, hoursText, type SpecialHour, weekdayName } from "~/domain/locations/opening-hours";
import { useHydrated } from "~/lib/use-hydrated";

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
          <HolidayHours special={d.specialHours} today={today} label={LABELS[d.department] ?? d.department} hydrated={hydrated} />
        </div>
      ))}
    </div>
  );
}

function HolidayHours({ special, today, label, hydrated }: { special: SpecialHour[]; today: string; label: string; hydrated: boolean }) {
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
  if (!hydrated) {
    return (
      <details className="mt-2">
        <summary className="cursor-pointer text-sm font-semibold underline">View Holiday Hours</summary>
        <div className="mt-2">{list}</div>
      </details>
    );
  }
  return (
    <Dialog.Root>
      <Dialog.Trigger className="mt-2 text-sm font-semibold underline">View Holiday Hours</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 max-h-[85vh] w-[calc(100%-2rem)] max-w-[800px] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-site bg-surface p-6 text-ink shadow-xl">
          <Dialog.Title className="font-heading text-xl font-bold">{label} holiday hours</Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-muted">Special opening hours for public holidays.</Dialog.Description>
          <div className="mt-4">{list}</div>
          <Dialog.Close className="mt-6 rounded-site bg-brand px-4 py-2 font-semibold text-on-brand">Close</Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
