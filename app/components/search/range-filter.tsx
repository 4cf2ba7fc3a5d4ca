import * as Slider from "@radix-ui/react-slider";
import { useRef, useState } from "react";
import { formatAud, formatKm } from "~/domain/format";
import { useVisibleOnce } from "~/lib/use-visible-once";
import type { SliderField } from "~/search/search-types";
import { applySliderChange, sliderBounds, sliderStep } from "~/search/slider-range";

const TITLES = { price: "Price", km: "Kilometres", year: "Year" } as const;
const show = (field: SliderField, v: number) => (field === "price" ? formatAud(v) : field === "km" ? formatKm(v) : String(v));

type Props = {
  field: SliderField;
  stats: { min: number; max: number } | undefined;
  value: { min: number | null; max: number | null } | undefined;
  onSlide: () => void;
};

/**
 * Without JavaScript: two number boxes (the server folds them into range[field]=min:max).
 * With it: a two-thumb slider whose thumbs never cross, rounded and clamped per the spec.
 */
export function RangeFilter({ field, stats, value, onSlide }: Props) {
  // Its own: the flip to sliders re-renders this range, not the whole filter form; and only once the range can be
  // seen, not in the filter panel a phone keeps closed (issue 18's blocking time).
  const box = useRef<HTMLFieldSetElement>(null);
  const sliders = useVisibleOnce(box);
  const bounds = sliderBounds(field, stats);
  const initial: [number, number] = [value?.min ?? bounds.min, value?.max ?? bounds.max];
  const [thumbs, setThumbs] = useState(initial);
  const [applied, setApplied] = useState(value ?? { min: null, max: null });
  const key = `${field}-${initial.join(":")}-${bounds.min}:${bounds.max}`;
  const [seenKey, setSeenKey] = useState(key);
  if (seenKey !== key) {
    setSeenKey(key);
    setThumbs(initial);
    setApplied(value ?? { min: null, max: null });
  }
  const title = TITLES[field];
  if (!sliders) {
    return (
      <fieldset ref={box} className="border-t border-black/10 pt-4">
        <legend className="float-left mb-2 w-full font-heading font-bold">{title}</legend>
        <div className="clear-left grid grid-cols-2 gap-2">
          {(["min", "max"] as const).map((side) => (
            <label key={side} className="text-sm">
              {side === "min" ? "From" : "To"}
              <input
                type="number"
                inputMode="numeric"
                name={`range[${field}][${side}]`}
                defaultValue={value?.[side] ?? ""}
                placeholder={String(side === "min" ? bounds.min : bounds.max)}
                className="mt-1 w-full rounded-site border border-black/20 bg-surface px-2 py-1"
              />
            </label>
          ))}
        </div>
      </fieldset>
    );
  }
  const rangeValue = applied.min === null && applied.max === null ? "" : `${applied.min ?? ""}:${applied.max ?? ""}`;
  return (
    <fieldset ref={box} className="border-t border-black/10 pt-4">
      <legend className="float-left mb-1 w-full font-heading font-bold">{title}</legend>
      <p className="clear-left mb-3 text-sm text-muted" aria-live="polite">
        {show(field, thumbs[0])} to {show(field, thumbs[1])}
      </p>
      <input type="hidden" name={`range[${field}]`} value={rangeValue} data-slider="true" />
      <Slider.Root
        className="relative flex h-5 touch-none select-none items-center"
        min={bounds.min}
        max={bounds.max}
        step={sliderStep(field, bounds)}
        minStepsBetweenThumbs={1}
        value={thumbs}
        onValueChange={(v) => setThumbs([v[0], v[1]])}
        onValueCommit={(v) => {
          const change = applySliderChange(field, [v[0], v[1]], bounds);
          if (!change.ok) {
            console.warn(change.reason);
            return;
          }
          setApplied({ min: change.min, max: change.max });
          onSlide();
        }}
      >
        <Slider.Track className="relative h-1.5 grow rounded-full bg-black/15">
          <Slider.Range className="absolute h-full rounded-full bg-brand" />
        </Slider.Track>
        <Slider.Thumb
          aria-label={`Minimum ${title.toLowerCase()}`}
          className="block h-5 w-5 rounded-full border-2 border-brand bg-surface shadow"
        />
        <Slider.Thumb
          aria-label={`Maximum ${title.toLowerCase()}`}
          className="block h-5 w-5 rounded-full border-2 border-brand bg-surface shadow"
        />
      </Slider.Root>
    </fieldset>
  );
}
