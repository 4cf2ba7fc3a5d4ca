import { useEffect, useState } from "react";
import { showSaveControls } from "~/domain/card-actions";
import type { SearchHit } from "~/search/search-hit";
import type { CardSettings } from "~/sites/card-settings";

type Saved = { id: number; name: string; slug: string; make: string; model: string; primary_image_url: string | null };
const KEYS = { favourite: "favourites", compare: "compare" } as const;

function read(key: string): Saved[] {
  try {
    const value = JSON.parse(localStorage.getItem(key) ?? "[]");
    return Array.isArray(value) ? value : [];
  } catch {
    return [];
  }
}

/** Favourite and compare, kept in this browser (no sign-in); they need JavaScript, so they appear once it runs. */
export function SaveControls({ car, settings }: { car: SearchHit; settings: CardSettings }) {
  const [state, setState] = useState<{ favourite: boolean; compare: boolean } | null>(null);
  useEffect(() => {
    setState({ favourite: read(KEYS.favourite).some((s) => s.id === car.id), compare: read(KEYS.compare).some((s) => s.id === car.id) });
  }, [car.id]);
  if (!state || !showSaveControls(car, state.favourite || state.compare, settings)) return null;
  const toggle = (which: keyof typeof KEYS) => {
    const list = read(KEYS[which]);
    const on = !state[which];
    const next = on
      ? [
          ...list.filter((s) => s.id !== car.id),
          {
            id: car.id,
            name: car.name,
            slug: car.slug,
            make: car.make,
            model: car.model,
            primary_image_url: car.images[0]?.image.url ?? null,
          },
        ]
      : list.filter((s) => s.id !== car.id);
    try {
      localStorage.setItem(KEYS[which], JSON.stringify(next));
    } catch {
      return;
    }
    setState({ ...state, [which]: on });
  };
  const button = "rounded-full bg-white/90 px-2.5 py-1 text-xs font-semibold text-gray-900 shadow ring-1 ring-black/10";
  return (
    <div className="absolute right-2 top-2 flex gap-1">
      <button
        type="button"
        aria-pressed={state.favourite}
        onClick={() => toggle("favourite")}
        className={button}
        aria-label={`Favourite the ${car.name}`}
      >
        {state.favourite ? "♥" : "♡"}
      </button>
      <button
        type="button"
        aria-pressed={state.compare}
        onClick={() => toggle("compare")}
        className={button}
        aria-label={`Compare the ${car.name}`}
      >
        {state.compare ? "✓ Compare" : "Compare"}
      </button>
    </div>
  );
}
