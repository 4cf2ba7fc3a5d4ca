import { formatNumber } from "~/domain/format";
import { useEffect, useState } from "react";
import { SALES_COUNTER_REFRESH_MS } from "~/domain/dealer-blocks/sales-counter";

/**
 * Sales this Month (vehicle spec section 9: "reloads every 150 seconds"). The page arrives with the
 * server's figure, so nothing moves on load; every 150 s (while the tab is visible) it asks the API
 * again. The figure is a polite live region: a screen reader hears the new number when it changes,
 * at most once every 150 seconds, never mid-sentence.
 */
export function SalesThisMonth({ initial }: { initial: number }) {
  const [count, setCount] = useState(initial);
  useEffect(() => {
    const timer = window.setInterval(async () => {
      if (document.hidden) return;
      try {
        const res = await fetch("/api/sales-this-month", { headers: { accept: "application/json" } });
        if (!res.ok) return;
        const body = (await res.json()) as { count?: unknown };
        if (typeof body.count === "number") setCount(body.count);
      } catch {
        // Offline for a moment: keep showing the last figure.
      }
    }, SALES_COUNTER_REFRESH_MS);
    return () => window.clearInterval(timer);
  }, []);
  return (
    <section aria-labelledby="sales-this-month" className="flex flex-col justify-center rounded-site bg-brand p-6 text-on-brand">
      <h2 id="sales-this-month" className="font-heading text-lg font-bold uppercase tracking-wide">
        Sales this Month
      </h2>
      <p aria-live="polite" aria-atomic="true" className="mt-2">
        <span className="block font-heading text-5xl font-black tabular-nums">{formatNumber(count)}</span>
        <span className="mt-1 block text-sm opacity-90">cars sold so far this month</span>
      </p>
      {/* A stand-in says what it is (issue 52, decision 030): the spec's figure comes from the clock, not from sales. */}
      <p className="mt-2 text-xs opacity-90">A guide figure that rises at a set rate through the month, not a live count of sales.</p>
    </section>
  );
}
