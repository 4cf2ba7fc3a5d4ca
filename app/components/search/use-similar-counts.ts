import { useEffect, useRef, useState } from "react";
import { foldFormParams, SIMILAR_FIELD } from "~/search/search-state";
import type { FacetItem } from "~/search/search-types";

export type PickerCounts = { makes: FacetItem[]; makeModels: FacetItem[]; total: number };

/** The search API's answer for a 'similar' choice: one hit, and the facets over all the cars it leaves. */
export const similarCountsUrl = (choice: string) =>
  `/api/search?${foldFormParams(new URLSearchParams([[SIMILAR_FIELD, choice]]))}&hitsPerPage=1`;

/**
 * The counts of the cars a 'similar' choice leaves (the car page's quick search), asked of the search API when the
 * shopper picks the choice and kept for the page: the page itself carries only the choices' names (issue 18).
 * While an answer is on its way the last counts stay (`pending`); `counts` is null when it could not be had.
 */
export function useSimilarCounts(choice: string, all: PickerCounts): { counts: PickerCounts | null; pending: boolean } {
  const known = useRef(new Map<string, PickerCounts>());
  const [shown, setShown] = useState<{ choice: string; counts: PickerCounts | null }>({ choice: "", counts: all });
  useEffect(() => {
    if (!choice) return;
    const remembered = known.current.get(choice);
    if (remembered) {
      setShown({ choice, counts: remembered });
      return;
    }
    const controller = new AbortController();
    fetch(similarCountsUrl(choice), { signal: controller.signal })
      .then(async (res) => {
        if (!res.ok) throw new Error(`HTTP ${res.status}`);
        const body = (await res.json()) as { count: number; facets: Partial<Record<string, FacetItem[]>> };
        const counts = { makes: body.facets.make ?? [], makeModels: body.facets.make_model ?? [], total: body.count };
        known.current.set(choice, counts);
        setShown({ choice, counts });
      })
      .catch((error) => {
        if (controller.signal.aborted) return;
        console.warn("Could not count the cars like this one.", error instanceof Error ? error.message : error);
        setShown({ choice, counts: null });
      });
    return () => controller.abort();
  }, [choice]);
  if (!choice) return { counts: all, pending: false };
  if (shown.choice === choice) return { counts: shown.counts, pending: false };
  return { counts: shown.counts ?? all, pending: true };
}
