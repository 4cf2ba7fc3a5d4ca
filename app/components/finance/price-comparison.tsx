import { useEffect, useState } from "react";
import { loadOnUse } from "~/components/ui/load-on-use";
import { type GaugeResult, showGauge } from "~/domain/finance/market-gauge";
import { whenIdle } from "~/lib/when-idle";

// The gauge's drawing and animation load once there are figures to show (issue 18's JavaScript budget).
const Panel = loadOnUse(() => import("./price-comparison-panel"));

/**
 * The price comparison panel (vehicle spec sections 2, 4, 5 and 9): a gauge of where the price sits
 * in the market range, 'Good Deal' or 'Great Deal', the listing price and 'Average Market Price
 * Range', and an explanation in words. Hidden while loading fails, or when the data is too thin.
 */
export function PriceComparison({ slug, onResult }: { slug: string; onResult?: (result: GaugeResult) => void }) {
  const [result, setResult] = useState<GaugeResult | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: fetched once per car.
  useEffect(() => {
    const controller = new AbortController();
    // Asked for once the browser is idle after the page: the panel is below the price, and its request and
    // answer are work the page's hydration need not wait on.
    const cancel = whenIdle(() => {
      fetch(`/api/cars/${slug}/autogauge`, { signal: controller.signal })
        .then(async (res) => {
          // 204: the gauge does not cover this car, or the market data is too thin.
          if (res.status === 204) throw new Error("No data returned");
          if (!res.ok) throw new Error(`HTTP ${res.status}`);
          const data = (await res.json()) as GaugeResult;
          setResult(data);
          onResult?.(data);
        })
        .catch((error) => {
          if (!controller.signal.aborted) console.warn("Failed to fetch auto gauge data.", error instanceof Error ? error.message : error);
        });
    });
    return () => {
      cancel();
      controller.abort();
    };
  }, [slug]);
  if (!result || !showGauge(result)) return null;
  return <Panel.Loaded result={result} />;
}
