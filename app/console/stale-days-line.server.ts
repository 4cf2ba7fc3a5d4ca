import { staleDaysSchema } from "~/domain/console/report-filter";
import type { Viewer } from "./require-staff.server";
import { type SettingsDeps, saveSetting } from "./site-settings.server";

export type LineOutcome = { ok: true; line: number; message: string } | { ok: false; status: number; message: string };

/** The cars report's "make this the site's line": the days typed become the site's analytics.staleDays. */
export async function saveStaleDaysLine(deps: SettingsDeps, viewer: Pick<Viewer, "site" | "staff">, form: FormData): Promise<LineOutcome> {
  const days = staleDaysSchema.safeParse(form.get("over"));
  if (!days.success) return { ok: false, status: 400, message: days.error.issues[0].message };
  const saved = await saveSetting(deps, viewer, {
    path: ["analytics", "staleDays"],
    value: days.data,
    note: `Days-in-stock line set to ${days.data} days`,
  });
  if (saved.ok) return { ok: true, line: days.data, message: `Saved: the cars report now flags cars for sale ${days.data} days or more.` };
  if ("stale" in saved)
    return { ok: false, status: 409, message: "The site's settings were changed meanwhile. Reload the page and try again." };
  return { ok: false, status: 400, message: saved.problems.map((p) => p.message).join(" ") };
}
