import { DRAWN_MAP_NOTE } from "~/domain/locations/drawn-map";
import { useEffect, useRef } from "react";
import { usePublicSite } from "~/components/site/use-public-site";
import type { MapMarker } from "./leaflet-map.client";

/**
 * The locations page's map beside the list on wide screens (issue 52): a pin for every location shown. The
 * page is served with a drawing of the pins (`svg`, drawn by the server with `overviewMapSvg`); on a site with a tile source a
 * real map (Leaflet, its own chunk) is laid over it once it is on screen and its first tile is in, as
 * LocationMap does for one location. Hidden on narrower screens, where each card has its own map, so it
 * never loads there.
 */
export function LocationsMap({ markers, svg }: { markers: readonly MapMarker[]; svg: string }) {
  const maps = usePublicSite()?.maps ?? null;
  const tilesJson = maps ? JSON.stringify(maps) : null;
  const markersJson = JSON.stringify(markers);
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const target = box.current;
    if (!tilesJson || !target || typeof IntersectionObserver === "undefined") return;
    let cancelled = false;
    let remove: (() => void) | undefined;
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((e) => e.isIntersecting)) return;
      observer.disconnect();
      import("./leaflet-map.client")
        .then((m) => {
          if (!cancelled) remove = m.overlayOverview(target, JSON.parse(markersJson), JSON.parse(tilesJson));
        })
        // A chunk that cannot load: the drawing stays.
        .catch(() => {});
    });
    observer.observe(target);
    return () => {
      cancelled = true;
      observer.disconnect();
      remove?.();
    };
  }, [tilesJson, markersJson]);

  const label = `Map of the ${markers.length === 1 ? "location" : `${markers.length} locations`} listed`;
  return (
    <div ref={box} className="relative isolate aspect-[4/5] w-full">
      <div
        role="img"
        aria-label={`${DRAWN_MAP_NOTE}: ${label}`}
        className="h-full w-full overflow-hidden rounded-site bg-[#e8eef2] [&>svg]:block [&>svg]:h-full [&>svg]:w-full"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: our own drawing, made on the server from numbers (overviewMapSvg)
        dangerouslySetInnerHTML={{ __html: svg }}
      />
      {maps ? (
        // Shown by overlayOverview once its first tile is in; Leaflet owns the inner element (React never re-renders it).
        <div data-real-map="" className="invisible absolute inset-0 overflow-hidden rounded-site">
          <section aria-label={label} className="h-full w-full" />
        </div>
      ) : null}
    </div>
  );
}
