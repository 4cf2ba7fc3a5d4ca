import { useState } from "react";
import { type CardCar, type CardRules, showSaveControls } from "~/domain/card-actions";
import { inList, LIST_FULL_NOTICE, type SavedCar } from "~/domain/saved-cars/saved-lists";
import { track } from "~/lib/analytics";
import { CompareBar, SavedLinks, useDrawsCompareBar } from "./compare-bar";
import { type ToggleOutcome, toggleSaved, useSavedList } from "./saved-store";

export type SaveTogglesProps = {
  /** What is kept for the car (vehicle spec section 3, Favourite record). */
  record: SavedCar;
  /** The facts the spec's rule reads: price, photos and status. */
  car: CardCar;
  rules: Pick<CardRules, "hideSaveWithoutPriceOrPhotos">;
  /** `overlay`: small buttons on a card's photo; `panel`: labelled buttons on the vehicle page, with the links beside them. */
  variant: "overlay" | "panel";
};

const NOTICE: Partial<Record<ToggleOutcome, Record<"favourites" | "compare", string>>> = {
  full: LIST_FULL_NOTICE,
  "not-saved": {
    favourites: "This browser is not letting us save favourites.",
    compare: "This browser is not letting us save cars to compare.",
  },
};

/** The toggles of `SaveToggles` (and the floating compare bar one of them draws), loaded once the page is interactive. */
export default function SaveToggleButtons({ record, car, rules, variant }: SaveTogglesProps) {
  const favourites = useSavedList("favourites");
  const compare = useSavedList("compare");
  const drawsBar = useDrawsCompareBar(variant === "panel");
  const [notice, setNotice] = useState<string | null>(null);
  // The server's render (no lists to read there) and the first one in the browser: the vehicle page's
  // buttons as they start for most shoppers, so the row is in the server's HTML and nothing moves.
  if (!favourites || !compare) return variant === "panel" && showSaveControls(car, false, rules) ? <PanelPlaceholder /> : null;
  const on = { favourites: inList(favourites, record.id), compare: inList(compare, record.id) };
  const bar = drawsBar ? <CompareBar /> : null;
  if (!showSaveControls(car, on.favourites || on.compare, rules)) return bar;

  const toggle = (kind: "favourites" | "compare") => {
    const outcome = toggleSaved(kind, record);
    // Vehicle spec section 9: event 39 counts favourites.
    if (outcome === "added" && kind === "favourites") track({ event_id: 39, name: "favourite", car_id: record.id });
    setNotice(NOTICE[outcome]?.[kind] ?? null);
  };
  const buttons = [
    {
      kind: "favourites" as const,
      label: `Favourite the ${record.name}`,
      text: variant === "panel" ? (on.favourites ? "♥ Favourited" : "♡ Favourite") : on.favourites ? "♥" : "♡",
    },
    {
      kind: "compare" as const,
      label: `Compare the ${record.name}`,
      text: on.compare ? "✓ Compare" : "Compare",
    },
  ];

  // The same buttons in each variant; only their look differs.
  const toggleButtons = (className: (pressed: boolean) => string) =>
    buttons.map((b) => (
      <button
        key={b.kind}
        type="button"
        aria-pressed={on[b.kind]}
        aria-label={b.label}
        onClick={() => toggle(b.kind)}
        className={className(on[b.kind])}
      >
        {b.text}
      </button>
    ));

  if (variant === "overlay")
    return (
      <div className="absolute right-2 top-2 flex max-w-[calc(100%-1rem)] flex-col items-end gap-1">
        <div className="flex gap-1">
          {toggleButtons(() => "rounded-full bg-white/90 px-2.5 py-1 text-xs font-semibold text-gray-900 shadow ring-1 ring-black/10")}
        </div>
        <p role="status" className={notice ? "rounded-site bg-white px-2 py-1 text-right text-xs text-gray-900 shadow" : "sr-only"}>
          {notice}
        </p>
        {bar}
      </div>
    );
  return (
    <div className="js-only mt-3">
      <div className="flex flex-wrap gap-2">
        {toggleButtons(
          (pressed) =>
            `rounded-full px-3 py-1.5 text-sm font-semibold ring-1 ${pressed ? "bg-ink text-surface ring-ink" : "ring-black/25"}`,
        )}
      </div>
      <p role="status" className={notice ? "mt-2 text-sm" : "sr-only"}>
        {notice}
      </p>
      <SavedLinks className="mt-2" />
    </div>
  );
}

/** The panel's buttons before the browser's lists are read: inert, and hidden without JavaScript (js-only). */
function PanelPlaceholder() {
  return (
    <div className="js-only mt-3" aria-hidden="true">
      <div className="flex flex-wrap gap-2">
        {["♡ Favourite", "Compare"].map((text) => (
          <span key={text} className="rounded-full px-3 py-1.5 text-sm font-semibold ring-1 ring-black/25">
            {text}
          </span>
        ))}
      </div>
    </div>
  );
}
