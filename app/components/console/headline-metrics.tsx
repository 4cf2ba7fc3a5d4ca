import type { MetricRow } from "~/domain/analytics/insights";
import { formatAud, formatNumber } from "~/domain/format";

function Change({ change, previous }: Pick<MetricRow, "change" | "previous">) {
  if (previous === null) return null;
  if (change === null) return <span className="text-slate-600">none the period before</span>;
  if (change === 0) return <span className="text-slate-600">same as the period before</span>;
  return (
    <span className={change > 0 ? "text-green-800" : "text-red-800"}>
      {/* A change from next to nothing reads better as a multiple than as a five-digit percentage. */}
      {change >= 900 ? `▲ ${Math.round(change / 100 + 1)} times` : `${change > 0 ? "▲ up" : "▼ down"} ${Math.abs(change)}%`}
    </span>
  );
}

function MetricCard({ metric }: { metric: MetricRow }) {
  const show = (n: number | null) => (n === null ? "–" : metric.money ? formatAud(n) : formatNumber(n));
  return (
    <div className="rounded-md border border-slate-300 bg-white p-3">
      <dt className="text-sm font-medium text-slate-700">{metric.label}</dt>
      <dd className="mt-1 text-2xl font-semibold">{show(metric.value)}</dd>
      <dd className="mt-1 text-sm">
        <Change change={metric.change} previous={metric.previous} />
        {metric.previous !== null && metric.previous > 0 ? <span className="text-slate-600"> (was {show(metric.previous)})</span> : null}
      </dd>
    </div>
  );
}

/** The dashboard's headline figures as cards, each against the period before, and the view-to-lead rate. */
export function HeadlineMetrics({
  metrics,
  conversion,
}: {
  metrics: readonly MetricRow[];
  conversion: { current: number | null; previous: number | null };
}) {
  return (
    <dl className="mb-2 grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-5">
      {metrics.map((m) => (
        <MetricCard key={m.key} metric={m} />
      ))}
      <div className="rounded-md border border-slate-300 bg-white p-3">
        <dt className="text-sm font-medium text-slate-700">Leads per 100 vehicle views</dt>
        <dd className="mt-1 text-2xl font-semibold">{conversion.current ?? "–"}</dd>
        <dd className="mt-1 text-sm text-slate-600">
          {conversion.previous === null ? "no views the period before" : `was ${conversion.previous}`}
        </dd>
      </div>
    </dl>
  );
}
