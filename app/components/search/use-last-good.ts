import { useState } from "react";

/** What a client loader returns when the server could not be reached: there is nothing new to show. */
export const STALE = { stale: true } as const;
export type Stale = typeof STALE;

const isStale = <T extends object>(data: T | Stale): data is Stale => "stale" in data && data.stale === true;

/**
 * The latest loader data, or, when the latest load failed (STALE), the last good data this
 * component showed, marked stale. It lives in the component, so it is never shared between
 * pages, shoppers or tests. With nothing earlier to show, the failure goes to the error boundary.
 */
export function useLastGood<T extends object>(latest: T | Stale): { data: T; stale: boolean } {
  const [good, setGood] = useState<T | null>(isStale(latest) ? null : latest);
  if (!isStale(latest)) {
    if (latest !== good) setGood(latest);
    return { data: latest, stale: false };
  }
  if (!good) throw new Error("The page could not be loaded and there is nothing earlier to show.");
  return { data: good, stale: true };
}
