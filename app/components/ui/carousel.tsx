import type { EmblaCarouselType, EmblaOptionsType } from "embla-carousel";
import { createContext, type ReactNode, useCallback, useContext, useEffect, useState } from "react";
import { useEmbla } from "./use-embla";

type CarouselState = { embla: EmblaCarouselType | undefined; canPrev: boolean; canNext: boolean };
const CarouselContext = createContext<CarouselState | null>(null);

/**
 * The carousel a control belongs to. Vehicle spec section 8: a carousel control used outside a
 * carousel "throws": a programming error, in every build, so it fails loudly wherever it is rendered rather
 * than leaving a shopper with a control that silently does nothing.
 */
export function useCarousel(): CarouselState {
  const state = useContext(CarouselContext);
  if (!state) throw new Error("Carousel controls must be used inside a <Carousel>");
  return state;
}

const OPTIONS: EmblaOptionsType = { align: "start", containScroll: "trimSnaps" };

/**
 * A horizontal carousel (embla). Without JavaScript it is a plain scrollable row; with it,
 * Previous and Next buttons that are disabled at the ends, and the hint 'Swipe' on touch screens.
 */
export function Carousel({ label, children }: { label: string; children: ReactNode[] }) {
  const [viewportRef, embla] = useEmbla(OPTIONS);
  const [canPrev, setCanPrev] = useState(false);
  const [canNext, setCanNext] = useState(false);
  const update = useCallback(() => {
    if (!embla) return;
    setCanPrev(embla.canScrollPrev());
    setCanNext(embla.canScrollNext());
  }, [embla]);
  useEffect(() => {
    if (!embla) return;
    update();
    embla.on("select", update).on("reInit", update);
    return () => {
      embla.off("select", update).off("reInit", update);
    };
  }, [embla, update]);
  return (
    <section aria-roledescription="carousel" aria-label={label} className="relative">
      {/* Positioned, so visually hidden text inside a card (absolute) scrolls with the row instead of widening the page. */}
      <div ref={viewportRef} className="relative overflow-x-auto [scrollbar-width:thin] [&.is-draggable]:overflow-hidden" data-embla>
        <ul className="flex gap-6">
          {children.map((child, i) => (
            <li
              // biome-ignore lint/suspicious/noArrayIndexKey: slides keep their order
              key={i}
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${children.length}`}
              className="min-w-0 shrink-0 basis-[85%] sm:basis-[48%] lg:basis-[31.5%]"
            >
              {child}
            </li>
          ))}
        </ul>
      </div>
      <CarouselContext.Provider value={{ embla, canPrev, canNext }}>
        <CarouselControls />
      </CarouselContext.Provider>
    </section>
  );
}

/**
 * Previous and Next, disabled at the ends (vehicle spec section 4), and the hint 'Swipe' on touch screens. In the
 * server's HTML already (js-only: without JavaScript the row simply scrolls), disabled until embla runs, so the
 * carousel is as tall before it hydrates as after (it was 56 px shorter, and everything below it moved).
 */
export function CarouselControls() {
  const { embla, canPrev, canNext } = useCarousel();
  return (
    <div className="js-only mt-4 flex items-center justify-end gap-2">
      <span className="mr-auto text-sm text-muted sm:hidden">Swipe</span>
      <button
        type="button"
        onClick={() => embla?.scrollPrev()}
        disabled={!canPrev}
        className="rounded-site bg-surface px-4 py-2 font-semibold shadow-sm ring-1 ring-black/10 disabled:opacity-40"
      >
        Previous
      </button>
      <button
        type="button"
        onClick={() => embla?.scrollNext()}
        disabled={!canNext}
        className="rounded-site bg-surface px-4 py-2 font-semibold shadow-sm ring-1 ring-black/10 disabled:opacity-40"
      >
        Next
      </button>
    </div>
  );
}
