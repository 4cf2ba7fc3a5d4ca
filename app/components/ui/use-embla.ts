import type { EmblaCarouselType, EmblaOptionsType } from "embla-carousel";
import { useEffect, useRef, useState } from "react";

/**
 * Embla on a carousel's viewport, downloaded when the carousel comes near the screen rather than with
 * the page (issue 18's JavaScript budget): until then, and without JavaScript, the server-rendered row
 * stays as it is. `options` are read once, when embla starts. `embla` is undefined until it runs.
 */
export function useEmbla(
  options: EmblaOptionsType,
): [viewportRef: (node: HTMLDivElement | null) => void, embla: EmblaCarouselType | undefined] {
  const [viewport, setViewport] = useState<HTMLDivElement | null>(null);
  const [embla, setEmbla] = useState<EmblaCarouselType>();
  const startOptions = useRef(options);
  useEffect(() => {
    if (!viewport) return;
    let api: EmblaCarouselType | undefined;
    let gone = false;
    const start = () => {
      observer?.disconnect();
      import("embla-carousel")
        .then(({ default: EmblaCarousel }) => {
          if (gone) return;
          api = EmblaCarousel(viewport, startOptions.current);
          setEmbla(api);
        })
        .catch((error: unknown) => console.warn("The carousel did not load", error));
    };
    const observer =
      typeof IntersectionObserver === "undefined"
        ? null
        : new IntersectionObserver(
            (entries) => {
              if (entries.some((e) => e.isIntersecting)) start();
            },
            { rootMargin: "300px" },
          );
    if (observer) observer.observe(viewport);
    else start();
    return () => {
      gone = true;
      observer?.disconnect();
      api?.destroy();
      setEmbla(undefined);
    };
  }, [viewport]);
  return [setViewport, embla];
}
