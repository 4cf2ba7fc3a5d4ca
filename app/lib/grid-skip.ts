/**
 * When the item at `index` of a grid of one column, two from 40rem (sm) and three from 80rem (xl) — the search
 * results, the offers — waits to be drawn on a first view (app/lib/first-view.ts): the first never; the second where
 * the grid has one column, the third where it has fewer than three; every later one always.
 */
export function gridItemSkip(index: number): string {
  return (["", "skip-below-sm", "skip-below-xl"] as const)[index] ?? "skip-until-near";
}

/** How many items are in the grid's first row at its widest: those a page loads at once. */
export const GRID_FIRST_ROW = 3;
