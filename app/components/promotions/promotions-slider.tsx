import { useCallback, useEffect, useState } from "react";
import { AppLink } from "~/components/ui/app-link";
import { useEmbla } from "~/components/ui/use-embla";
import { SLIDE_HEIGHT, SLIDE_WIDTH, type Slide } from "~/domain/promotions/slide";
import { imageSrcSet, imageUrl } from "~/images/image-url";

/** How long a slide shows before the next one while the slider plays. */
const AUTOPLAY_MS = 6000;

const reducedMotion = () => window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;

/**
 * The home page's promotions slider (discovery spec section 9, "Promotions slider 1920x540 px"),
 * after the WAI-ARIA carousel pattern: a region named "Promotions" whose slides are groups
 * ("Slide 1 of 4"); Pause/Play, Previous, Next and one button per slide, all plain buttons. It
 * plays only for visitors who have not asked for reduced motion, and holds still while the pointer
 * is over it or focus is in it. Only the slide in view can take focus; the others are inert.
 *
 * Every slide keeps the banner's shape (1920x540 on wide screens; on phones and tablets a 16:9 crop
 * with the words beneath), reserved by aspect ratio before the image arrives, so nothing below moves.
 */
export function PromotionsSlider({ slides }: { slides: readonly Slide[] }) {
  const [viewportRef, embla, withEmbla] = useEmbla({ loop: slides.length > 1 });
  const [selected, setSelected] = useState(0);
  // The visitor's choice (Pause/Play); autoplay starts on once JavaScript knows motion is welcome.
  const [playing, setPlaying] = useState(false);
  const [held, setHeld] = useState({ hover: false, focus: false });
  useEffect(() => setPlaying(!reducedMotion()), []);

  const onSelect = useCallback(() => embla && setSelected(embla.selectedScrollSnap()), [embla]);
  useEffect(() => {
    if (!embla) return;
    onSelect();
    embla.on("select", onSelect).on("reInit", onSelect);
    return () => {
      embla.off("select", onSelect).off("reInit", onSelect);
    };
  }, [embla, onSelect]);

  const running = playing && !held.hover && !held.focus && slides.length > 1;
  useEffect(() => {
    if (!embla || !running) return;
    const timer = setInterval(() => embla.scrollNext(), AUTOPLAY_MS);
    return () => clearInterval(timer);
  }, [embla, running]);

  const go = (index: number) => withEmbla((api) => api.scrollTo(index, reducedMotion()));
  const count = slides.length;

  return (
    <section
      aria-roledescription="carousel"
      aria-label="Promotions"
      className="bg-surface"
      onMouseEnter={() => setHeld((h) => ({ ...h, hover: true }))}
      onMouseLeave={() => setHeld((h) => ({ ...h, hover: false }))}
      onFocus={() => setHeld((h) => ({ ...h, focus: true }))}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setHeld((h) => ({ ...h, focus: false }));
      }}
    >
      <div ref={viewportRef} className="overflow-hidden">
        {/* Announces the slide a button brings in, but not every turn of autoplay. */}
        <div className="flex" aria-live={running ? "off" : "polite"}>
          {slides.map((slide, i) => (
            // biome-ignore lint/a11y/useSemanticElements: the carousel pattern's slide is a group; a fieldset groups form controls
            <div
              key={slide.id}
              role="group"
              aria-roledescription="slide"
              aria-label={`Slide ${i + 1} of ${count}`}
              // Before JavaScript every slide is reachable; after, only the one in view.
              inert={embla !== undefined && i !== selected}
              className="flex min-w-0 shrink-0 grow-0 basis-full flex-col"
            >
              <SlideBody slide={slide} first={i === 0} eager={embla !== undefined && (i === selected || i === (selected + 1) % count)} />
            </div>
          ))}
        </div>
      </div>
      {count > 1 ? (
        <SliderControls
          slides={slides}
          selected={selected}
          playing={playing}
          onPlayPause={() => setPlaying((p) => !p)}
          onPrevious={() => withEmbla((api) => api.scrollPrev(reducedMotion()))}
          onNext={() => withEmbla((api) => api.scrollNext(reducedMotion()))}
          go={go}
        />
      ) : null}
    </section>
  );
}

const BUTTON = "inline-flex min-h-11 min-w-11 items-center justify-center rounded-site font-semibold ring-1 ring-black/15 hover:bg-black/5";

type ControlsProps = {
  slides: readonly Slide[];
  selected: number;
  playing: boolean;
  onPlayPause: () => void;
  onPrevious: () => void;
  onNext: () => void;
  go: (index: number) => void;
};

/** Pause/Play, Previous, one button per slide and Next. */
function SliderControls({ slides, selected, playing, onPlayPause, onPrevious, onNext, go }: ControlsProps) {
  return (
    <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-center gap-2 px-4 py-2">
      <button type="button" className={`${BUTTON} min-w-20 px-3`} onClick={onPlayPause}>
        {playing ? "Pause" : "Play"}
        <span className="sr-only"> the slides</span>
      </button>
      <button type="button" className={BUTTON} onClick={onPrevious}>
        <span aria-hidden="true">‹</span>
        <span className="sr-only">Previous slide</span>
      </button>
      <ul className="flex items-center">
        {slides.map((slide, i) => (
          <li key={slide.id}>
            <button
              type="button"
              aria-label={`Go to slide ${i + 1}`}
              aria-current={i === selected ? "true" : undefined}
              onClick={() => go(i)}
              className="group flex h-11 w-8 items-center justify-center"
            >
              <span className="block h-3 w-3 rounded-full bg-ink/30 ring-1 ring-ink/40 group-aria-[current=true]:bg-brand group-aria-[current=true]:ring-brand" />
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className={BUTTON} onClick={onNext}>
        <span aria-hidden="true">›</span>
        <span className="sr-only">Next slide</span>
      </button>
    </div>
  );
}

/**
 * One slide: the banner, and unless the banner carries its own message, the name, description and
 * button over its left third (beneath it on phones). A banner without an overlay is itself the link.
 */
function SlideBody({ slide, first, eager }: { slide: Slide; first: boolean; eager: boolean }) {
  const image = (
    <img
      src={imageUrl(slide.image.src, 1200)}
      srcSet={imageSrcSet(slide.image.src, [480, 720, 1200])}
      // Phones and tablets crop the banner's middle (16:9 or taller), so it is drawn two to three times the screen's width.
      sizes={slide.hideOverlay ? "(min-width: 1024px) 100vw, 300vw" : "(min-width: 1024px) 100vw, 200vw"}
      width={SLIDE_WIDTH}
      height={SLIDE_HEIGHT}
      alt={slide.hideOverlay ? slide.image.alt : ""}
      fetchPriority={first ? "high" : undefined}
      loading={first || eager ? "eager" : "lazy"}
      className={`absolute inset-0 h-full w-full object-cover ${slide.hideOverlay ? "object-center" : "object-[60%_50%]"}`}
    />
  );
  if (slide.hideOverlay)
    return (
      <AppLink to={slide.url} className="relative block aspect-video h-full w-full lg:aspect-[1920/540]">
        {image}
      </AppLink>
    );
  return (
    <div className="relative flex h-full flex-col lg:block lg:aspect-[1920/540]">
      <div className="relative aspect-video lg:absolute lg:inset-0 lg:aspect-auto">{image}</div>
      <div className="flex-1 bg-ink text-white lg:absolute lg:inset-0 lg:flex lg:items-center lg:bg-transparent lg:bg-linear-to-r lg:from-black/75 lg:via-black/35 lg:to-transparent">
        <div className="mx-auto w-full max-w-7xl px-4 py-4 lg:py-0">
          <div className="max-w-md">
            <p className="font-heading text-xl font-black leading-tight lg:text-3xl xl:text-4xl">{slide.name}</p>
            {slide.description ? <p className="mt-2 line-clamp-3 text-sm lg:text-base">{slide.description}</p> : null}
            <AppLink
              to={slide.url}
              className="mt-3 inline-block rounded-site bg-brand px-5 py-2.5 font-semibold text-on-brand ring-1 ring-white/40 hover:opacity-90"
            >
              {slide.buttonLabel}
            </AppLink>
          </div>
        </div>
      </div>
    </div>
  );
}
