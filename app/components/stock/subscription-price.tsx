import { formatAud } from "~/domain/format";

/** A car's weekly subscription (vehicle spec section 5), on its card and its page alike. */
export function SubscriptionPrice({ weekly, className = "text-sm text-muted" }: { weekly: number; className?: string }) {
  return (
    <p className={className}>
      Or subscribe: <span className="font-semibold text-ink">{formatAud(weekly)}/wk</span>
    </p>
  );
}
