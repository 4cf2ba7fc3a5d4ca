import type { EmblaCarouselType, EmblaOptionsType } from "embla-carousel";
import { useCallback, useEffect, useRef, useState } from "react";
import { whenIdle } from "~/lib/when-idle";

/**
 * Embla on a carousel's viewport, downloaded after the page is interactive (when the browser is idle,
 * or sooner if the carousel comes near the screen), not with the page (issue 18's JavaScript budget):
 * until then, and without JavaScript, the server-rendered row stays as it is. `options` are read once,
 * when embla starts; `embla` is undefined until it runs. `withEmbla(action)` runs the action on embla
 * now, or starts it and runs the action once it runs: a control pressed before then (on a slow phone)
 * is not lost.
 */
export function useEmbla(
  options: EmblaOptionsType,
): [
  viewportRef: (node: HTMLDivElement | null) => void,
  embla: EmblaCarouselType | undefined,
  withEmbla: (action: (api: EmblaCarouselType) => void) => void,
] {
  const [viewport, setViewport] = useState<HTMLDivElement | null>(null);
  const [embla, setEmbla] = useState<EmblaCarouselType>();
  const startOptions = useRef(options);
  const running = useRef<EmblaCarouselType | undefined>(undefined);
  const waiting = useRef<((api: EmblaCarouselType) => void) | null>(null);
  const startNow = useRef<() => void>(() => {});
  useEffect(() => {
    if (!viewport) return;
    let api: EmblaCarouselType | undefined;
    let gone = false;
    let started = false;
    const start = () => {
      if (started) return;
      started = true;
      observer?.disconnect();
      cancelIdle();
      import("embla-carousel")
        .then(({ default: EmblaCarousel }) => {
          if (gone) return;
          api = EmblaCarousel(viewport, startOptions.current);
          running.current = api;
          setEmbla(api);
          const action = waiting.current;
          waiting.current = null;
          action?.(api);
        })
        .catch((error: unknown) => console.warn("The carousel did not load", error));
    };
    // Whichever comes first: the carousel nearing the screen, or the browser having a moment to spare
    // once the page is interactive (so its controls are there before the shopper scrolls to it).
    const observer =
      typeof IntersectionObserver === "undefined"
        ? null
        : new IntersectionObserver(
            (entries) => {
              if (entries.some((e) => e.isIntersecting)) start();
            },
            { rootMargin: "300px" },
          );
    observer?.observe(viewport);
    const cancelIdle = whenIdle(start);
    startNow.current = start;
    return () => {
      gone = true;
      observer?.disconnect();
      cancelIdle();
      api?.destroy();
      running.current = undefined;
      startNow.current = () => {};
      setEmbla(undefined);
    };
  }, [viewport]);
  const withEmbla = useCallback((action: (api: EmblaCarouselType) => void) => {
    if (running.current) {
      action(running.current);
      return;
    }
    // Only the last press before embla runs is kept (two presses of Next move one slide): what the shopper
    // meant, without replaying a queue of moves after a wait.
    waiting.current = action;
    startNow.current();
  }, []);
  return [setViewport, embla, withEmbla];
}
