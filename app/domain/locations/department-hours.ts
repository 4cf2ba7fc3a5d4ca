import { departmentOf, type LocationSummary } from "./location";
import { type OpeningHour, openNow, type SpecialHour } from "./opening-hours";

/** One department's week, its holiday hours and whether it is open now, as a location page's hours table shows them. */
export type DepartmentHours = { department: string; hours: OpeningHour[]; specialHours: SpecialHour[]; openNow: boolean };

type HoursSource = Pick<LocationSummary, "type" | "dealershipSlug" | "hours" | "specialHours" | "timeZone">;

/**
 * The hours a location page offers: the dealership's sales, service and parts hours together, each
 * department once, from the first location that keeps it (the page's own location first, then
 * the dealership's other locations in the order given). Open now is worked out in each location's zone.
 */
export function departmentHours(location: HoursSource, siteLocations: readonly HoursSource[], now: Date): DepartmentHours[] {
  const siblings = siteLocations.filter((l) => l.dealershipSlug === location.dealershipSlug);
  const departments = new Map<string, DepartmentHours>();
  for (const l of [location, ...siblings]) {
    const department = departmentOf(l.type);
    if (departments.has(department)) continue;
    departments.set(department, {
      department,
      hours: l.hours.filter((h) => h.department === department),
      specialHours: l.specialHours,
      openNow: openNow(l.hours, l.specialHours, department, now, l.timeZone),
    });
  }
  return [...departments.values()];
}
