import { useEffect, useRef, useState } from "react";
import { SPIN_INTERVAL_MS } from "~/domain/vehicle/viewer";
import { imageUrl } from "~/images/image-url";

/**
 * The spin's state: whether every frame has loaded (a failure is logged, and it stays false), the frame
 * shown, and whether it turns by itself (every 100 ms once loaded, unless the shopper prefers reduced motion).
 */
export function useSpin(frames: string[]) {
  const [loaded, setLoaded] = useState(false);
  const [frame, setFrame] = useState(0);
  const [rotating, setRotating] = useState(true);
  // Read by the timer, so no queued turn lands after the shopper has taken over.
  const rotatingNow = useRef(true);
  const setRotation = (on: boolean) => {
    rotatingNow.current = on;
    setRotating(on);
  };

  useEffect(() => {
    let cancelled = false;
    Promise.all(
      frames.map(
        (src) =>
          new Promise<void>((resolve, reject) => {
            const image = new Image();
            image.onload = () => resolve();
            image.onerror = () => reject(new Error(`Spin frame failed to load: ${src}`));
            image.src = imageUrl(src, 600);
          }),
      ),
    ).then(
      () => !cancelled && setLoaded(true),
      (error) => console.error(error),
    );
    return () => {
      cancelled = true;
    };
  }, [frames]);

  useEffect(() => {
    if (!loaded || !rotating || window.matchMedia?.("(prefers-reduced-motion: reduce)").matches) return;
    const timer = setInterval(() => {
      if (rotatingNow.current) setFrame((f) => (f + 1) % frames.length);
    }, SPIN_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [loaded, rotating, frames.length]);
  return { loaded, frame, setFrame, rotating, setRotation };
}
