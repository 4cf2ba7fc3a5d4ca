import * as Slider from "@radix-ui/react-slider";
import { useRef, useState } from "react";
import { Form } from "react-router";
import { formatAud } from "~/domain/format";
import { useVisibleOnce } from "~/lib/use-visible-once";
import { ALL_STOCK_PATH } from "~/domain/search-paths";

export const PRICE_FINDER = { min: 5_000, max: 250_000, step: 500 } as const;

/**
 * The price-slider variant (one dealer): 5,000 to 250,000 in steps of 500; its button opens the
 * results in that range sorted by price, highest first. Without JavaScript, two number boxes.
 */
export function PriceFinder() {
  // Its slider once it comes near the screen: on a phone it sits two screens down Metro's search page.
  const box = useRef<HTMLElement>(null);
  const slider = useVisibleOnce(box);
  const [range, setRange] = useState<[number, number]>([20_000, 80_000]);
  return (
    <section ref={box} aria-labelledby="price-finder" className="mb-8 rounded-site bg-surface p-5 shadow-sm ring-1 ring-black/5">
      <h2 id="price-finder" className="font-heading text-xl font-bold">
        Shop by price
      </h2>
      <Form method="get" action={ALL_STOCK_PATH} className="mt-3 flex flex-col gap-4 sm:flex-row sm:items-end">
        <input type="hidden" name="sortBy" value="price_desc" />
        {slider ? (
          <div className="flex-1">
            <p className="mb-3 text-sm" aria-live="polite">
              {formatAud(range[0])} to {formatAud(range[1])}
            </p>
            <input type="hidden" name="range[price]" value={`${range[0]}:${range[1]}`} />
            <Slider.Root
              className="relative flex h-5 touch-none select-none items-center"
              min={PRICE_FINDER.min}
              max={PRICE_FINDER.max}
              step={PRICE_FINDER.step}
              minStepsBetweenThumbs={1}
              value={range}
              onValueChange={(v) => setRange([v[0], v[1]])}
            >
              <Slider.Track className="relative h-1.5 grow rounded-full bg-black/15">
                <Slider.Range className="absolute h-full rounded-full bg-brand" />
              </Slider.Track>
              <Slider.Thumb aria-label="Lowest price" className="block h-5 w-5 rounded-full border-2 border-brand bg-surface shadow" />
              <Slider.Thumb aria-label="Highest price" className="block h-5 w-5 rounded-full border-2 border-brand bg-surface shadow" />
            </Slider.Root>
          </div>
        ) : (
          <div className="grid flex-1 grid-cols-2 gap-2">
            <label className="text-sm">
              From
              <input
                type="number"
                name="range[price][min]"
                min={PRICE_FINDER.min}
                max={PRICE_FINDER.max}
                step={PRICE_FINDER.step}
                defaultValue={20_000}
                className="mt-1 w-full rounded-site border border-black/20 px-2 py-1"
              />
            </label>
            <label className="text-sm">
              To
              <input
                type="number"
                name="range[price][max]"
                min={PRICE_FINDER.min}
                max={PRICE_FINDER.max}
                step={PRICE_FINDER.step}
                defaultValue={80_000}
                className="mt-1 w-full rounded-site border border-black/20 px-2 py-1"
              />
            </label>
          </div>
        )}
        <button type="submit" className="rounded-site bg-brand px-5 py-3 font-semibold text-on-brand">
          Show cars in this range
        </button>
      </Form>
    </section>
  );
}
