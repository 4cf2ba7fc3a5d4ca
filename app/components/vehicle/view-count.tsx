import { formatCount } from "~/domain/format";
import { useEffect, useState } from "react";
import { whenIdle } from "~/lib/when-idle";

/**
 * Counts this view and shows the total, asked for once the browser is idle after the page; a failure shows nothing
 * (vehicle spec section 8), in a line kept for it.
 */
export function ViewCount({ slug, photosCount }: { slug: string; photosCount: number }) {
  const [views, setViews] = useState<number | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    const cancel = whenIdle(() => {
      fetch(`/api/cars/${slug}/view.json?photos_count=${photosCount}`, { signal: controller.signal })
        .then((res) => (res.ok ? res.json() : null))
        .then((data: { views?: number } | null) => setViews(typeof data?.views === "number" ? data.views : null))
        .catch(() => setViews(null));
    });
    return () => {
      cancel();
      controller.abort();
    };
  }, [slug, photosCount]);
  // The line is kept (empty until the count arrives, or if it fails) so the page does not move when it does; without JavaScript there is no count (js-only).
  return <p className="js-only mt-2 text-sm text-muted">{views === null ? "\u00a0" : formatCount(views, "view")}</p>;
}
