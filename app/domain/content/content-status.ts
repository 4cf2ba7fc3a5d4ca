import { calendarDate, formatDate } from "~/domain/format";
import type { AnyContent } from "./promotion-forms";

/** Whether shoppers see an item, and whether what they see is its newest version. */
export function contentStatus(item: { version: number; publishedVersion: number | null }): string {
  if (item.publishedVersion === null) return "Draft: not on the site";
  return item.publishedVersion === item.version ? "Published" : `Published (version ${item.publishedVersion}); newer draft not published`;
}

type Dates = { startsOn: string | null; endsOn: string | null };

/** When an item runs, in its own calendar days (the dealership's for an offer, the site's otherwise). */
export function contentSchedule(data: AnyContent): string {
  const { startsOn, endsOn } = data as Dates;
  if (startsOn && endsOn) return `${formatDate(startsOn)} to ${formatDate(endsOn)}`;
  if (startsOn) return `From ${formatDate(startsOn)}`;
  if (endsOn) return `Until ${formatDate(endsOn)}`;
  return "No end date";
}

/** What publishing did, by the item's own calendar (`timeZone`): on the site now, from its first day, or already over. */
export function publishedMessage(version: number, data: AnyContent, now: Date, timeZone: string): string {
  const { startsOn, endsOn } = data as Dates;
  const today = calendarDate(now, timeZone);
  const zone = timeZone.replace("Australia/", "");
  if (startsOn && startsOn > today) return `Published version ${version}: it goes on the site on ${formatDate(startsOn)} (${zone} time).`;
  if (endsOn && endsOn < today) return `Published version ${version}, but its end date has passed: shoppers do not see it.`;
  return `Published version ${version}: the site shows it within a second.`;
}
