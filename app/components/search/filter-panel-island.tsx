import { island } from "~/components/ui/island";

/**
 * The search page's filter form as an island (issue 18's JavaScript budget and blocking time): the
 * server renders it in full, a form that searches without JavaScript (number boxes for the ranges,
 * its Apply button showing); its code (the form, the Radix range sliders) loads and it hydrates when
 * the shopper first touches, focuses or types in it, when the page navigates, or at the browser's
 * first idle moment after the page, when its ranges become sliders as they did at hydration before.
 * (The server's import is in a branch the browser's build drops.)
 */
export const FilterPanelIsland = island(() => import("./filter-panel").then((m) => m.FilterPanel), { use: true, idle: true });
if (import.meta.env.SSR) await FilterPanelIsland.preload();
