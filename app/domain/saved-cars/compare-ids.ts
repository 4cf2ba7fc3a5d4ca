import { parseRowId } from "~/domain/row-id";
import { LIST_RULES } from "./saved-lists";

export const COMPARE_LIMIT = LIST_RULES.compare.limit;

export type IdList = {
  /** The cars to look up, each once, in the order of the link, at most the limit. */
  ids: number[];
  /** Parts of the link that are not a car number (`abc`, `-3`, `1.5`). */
  unreadable: number;
  /** Readable cars past the limit, left out. */
  dropped: number;
};

/** `?ids=12,7,31`: a shared link is typed, cut and pasted by people, so a bad part is left out rather than refusing the page. */
export function parseIdList(raw: string, limit: number): IdList {
  const ids: number[] = [];
  let unreadable = 0;
  for (const part of raw.split(",")) {
    if (part.trim() === "") continue;
    const id = parseRowId(part);
    if (id === null) unreadable += 1;
    else if (!ids.includes(id)) ids.push(id);
  }
  return { ids: ids.slice(0, limit), unreadable, dropped: Math.max(0, ids.length - limit) };
}

export const parseCompareIds = (raw: string): IdList => parseIdList(raw, COMPARE_LIMIT);

/** The shareable compare link: commas kept readable rather than percent-encoded. */
export const compareHref = (ids: readonly number[]): string => (ids.length ? `/compare?ids=${ids.join(",")}` : "/compare");

/** What the page says about a link it could not show in full. `found` is how many of `ids` the site offers. */
export function compareNotices(parsed: IdList, found: number): string[] {
  const notices: string[] = [];
  if (parsed.unreadable)
    notices.push(
      parsed.unreadable === 1
        ? "Part of this link is not a car number, so it was left out."
        : `${parsed.unreadable} parts of this link are not car numbers, so they were left out.`,
    );
  if (parsed.dropped)
    notices.push(`You can compare up to ${COMPARE_LIMIT} cars at once: the first ${COMPARE_LIMIT} in the link are shown.`);
  const missing = parsed.ids.length - found;
  if (missing > 0)
    notices.push(missing === 1 ? "One car in this link is no longer available." : `${missing} cars in this link are no longer available.`);
  return notices;
}
