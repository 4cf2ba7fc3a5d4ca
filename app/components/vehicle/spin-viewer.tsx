import { useRef, useState } from "react";
import type { Hotspot } from "~/domain/vehicle/car";
import { angleForFrame, frameAfterDrag } from "~/domain/vehicle/viewer";
import { imageUrl } from "~/images/image-url";
import { SpinLoadingNotice } from "./spin-loading-notice";
import { useSpin } from "./use-spin";

type Props = { frames: string[]; hotspots: Hotspot[]; label: string };

/**
 * A 360-degree view from still frames (vehicle spec sections 4 and 9): it turns by itself every
 * 100 ms until the shopper takes over by dragging (20 px a frame) or with the arrow keys. Frames
 * load in the background; until every one has loaded the first frame shows with a loading notice,
 * and if one fails the failure is logged and the notice stays, per spec.
 */
export default function SpinViewer({ frames, hotspots, label }: Props) {
  const { loaded, frame, setFrame, rotating, setRotation } = useSpin(frames);
  const [openHotspot, setOpenHotspot] = useState<number | null>(null);
  const drag = useRef<{ x: number; frame: number } | null>(null);
  const takeOver = () => setRotation(false);
  const angle = angleForFrame(frame, frames.length);
  const visibleHotspots = loaded ? hotspots.filter((h) => h.positions[String(frame)]) : [];
  return (
    <div className="relative select-none [container-type:inline-size]">
      <div
        role="slider"
        tabIndex={0}
        aria-label={`${label}: drag or use the left and right arrow keys to turn`}
        aria-valuemin={0}
        aria-valuemax={359}
        aria-valuenow={angle}
        aria-valuetext={`${angle} degrees`}
        aria-busy={!loaded}
        data-frame={frame}
        data-frame-count={frames.length}
        className="relative aspect-[3/2] w-full cursor-grab touch-pan-y overflow-hidden rounded-site bg-black/5 active:cursor-grabbing"
        onKeyDown={(e) => {
          if (!loaded || (e.key !== "ArrowRight" && e.key !== "ArrowLeft")) return;
          e.preventDefault();
          takeOver();
          setFrame((f) => frameAfterDrag(f, e.key === "ArrowRight" ? 20 : -20, frames.length));
        }}
        onPointerDown={(e) => {
          if (!loaded) return;
          takeOver();
          drag.current = { x: e.clientX, frame };
          e.currentTarget.setPointerCapture?.(e.pointerId);
        }}
        onPointerMove={(e) => {
          if (drag.current) setFrame(frameAfterDrag(drag.current.frame, e.clientX - drag.current.x, frames.length));
        }}
        onPointerUp={() => {
          drag.current = null;
        }}
        onPointerCancel={() => {
          drag.current = null;
        }}
      >
        <img
          src={imageUrl(frames[loaded ? frame : 0], 600)}
          alt=""
          width={600}
          height={400}
          draggable={false}
          // The first frame is the page's largest picture when the spin is the default view.
          fetchPriority={loaded ? "auto" : "high"}
          className="h-full w-full object-cover"
        />
        {loaded ? null : <SpinLoadingNotice />}
      </div>
      {visibleHotspots.map((h) => (
        <SpinHotspot
          key={h.id}
          hotspot={h}
          at={h.positions[String(frame)]}
          open={openHotspot === h.id}
          onToggle={() => {
            takeOver();
            setOpenHotspot(openHotspot === h.id ? null : h.id);
          }}
        />
      ))}
      {loaded ? (
        <button
          type="button"
          onClick={() => setRotation(!rotating)}
          className="absolute right-2 top-2 rounded-site bg-black/70 px-3 py-1 text-sm font-semibold text-white"
        >
          {rotating ? "Pause" : "Turn"}
        </button>
      ) : null}
    </div>
  );
}

type HotspotProps = { hotspot: Hotspot; at: { x: number; y: number }; open: boolean; onToggle: () => void };

/** A hotspot on the car, where it is in the frame shown: a + that opens its description. */
function SpinHotspot({ hotspot, at, open, onToggle }: HotspotProps) {
  return (
    // Placed by transform, in the viewer's width (cqw; its height is two thirds of that): a hotspot
    // following the car as it turns is then not a layout shift, as moving its left and top would be.
    <div className="absolute left-0 top-0" style={{ transform: `translate(${at.x}cqw, ${(at.y * 2) / 3}cqw)` }}>
      <button
        type="button"
        aria-expanded={open}
        onClick={onToggle}
        className="-translate-x-1/2 -translate-y-1/2 flex h-8 w-8 items-center justify-center rounded-full bg-brand font-bold text-on-brand shadow ring-2 ring-white"
      >
        <span aria-hidden="true">+</span>
        <span className="sr-only">{hotspot.description}</span>
      </button>
      {open ? (
        <p className="absolute left-4 top-4 z-10 w-48 rounded-site bg-surface p-2 text-sm shadow-lg ring-1 ring-black/10">
          {hotspot.description}
        </p>
      ) : null}
    </div>
  );
}
