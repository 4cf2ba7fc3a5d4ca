import { useEffect, useRef, useState } from "react";
import { usePublicSite } from "~/components/site/use-public-site";
import type { MapsConfig } from "~/sites/site-config";
import { StaticMap } from "./static-map";

/** Start loading a little before the map is on screen, so it is usually ready when it arrives. */
const ROOT_MARGIN = "200px";

/**
 * A location's map (issue 15). The page is served with the drawn map (StaticMap). On a site with a
 * tile source, once the map nears the screen, Leaflet is loaded and a real map is laid over the
 * drawing in the same box (no layout shift); it is shown when its first tile arrives. If Leaflet or
 * the tiles fail, the drawing simply stays. Sites without a tile source only ever draw.
 */
export function LocationMap({ lat, lng, name, address }: { lat: number; lng: number; name: string; address: string }) {
  const maps = usePublicSite()?.maps ?? null;
  // By value: the root loader's data is a new object after each revalidation, and the map should not restart.
  const tilesJson = maps ? JSON.stringify(maps) : null;
  const box = useRef<HTMLDivElement>(null);
  const mapBox = useRef<HTMLElement>(null);
  const [real, setReal] = useState(false);

  useEffect(() => {
    const target = box.current;
    const container = mapBox.current;
    if (!tilesJson || !target || !container || typeof IntersectionObserver === "undefined") return;
    const tiles = JSON.parse(tilesJson) as MapsConfig;
    let cancelled = false;
    let remove: (() => void) | undefined;
    const fail = () => {
      remove?.();
      remove = undefined;
      if (!cancelled) setReal(false);
    };
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        observer.disconnect();
        import("./leaflet-map.client")
          .then(({ showLeafletMap }) => {
            if (cancelled) return;
            remove = showLeafletMap(container, {
              lat,
              lng,
              markerLabel: name,
              tiles,
              onReady: () => !cancelled && setReal(true),
              onFail: fail,
            });
          })
          // A chunk that cannot load (offline, a deploy since the page loaded): the drawing stays.
          .catch(fail);
      },
      { rootMargin: ROOT_MARGIN },
    );
    observer.observe(target);
    return () => {
      cancelled = true;
      observer.disconnect();
      remove?.();
    };
  }, [tilesJson, lat, lng, name]);

  return (
    <div ref={box} className="relative isolate">
      <div aria-hidden={real || undefined}>
        <StaticMap lat={lat} lng={lng} label={address} />
      </div>
      {maps ? (
        // Hidden until the first tile is in; Leaflet's z-indexes stay inside this box (isolate above). Leaflet
        // owns the inner element's classes, so React never re-renders them (its props never change).
        <div className={`absolute inset-0 overflow-hidden rounded-site ${real ? "" : "invisible"}`}>
          <section ref={mapBox} aria-label={`Map showing ${name}`} className="h-full w-full" />
        </div>
      ) : null}
    </div>
  );
}
