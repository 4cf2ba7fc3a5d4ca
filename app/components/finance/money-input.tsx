import { formatNumber } from "~/domain/format";
import { useId } from "react";

type Props = {
  label: string;
  value: number;
  onChange: (value: number) => void;
  /** Called with the value when the shopper leaves the field or picks a quick value, to check it against the bounds. */
  onCommit?: (value: number) => void;
  error?: string | null;
  suffix?: "kms";
  quickPicks?: number[];
  name: string;
};

const grouped = (n: number) => (Number.isFinite(n) ? formatNumber(n) : "");

/**
 * A money field (dollar prefix) or a kilometre field ('kms' suffix), both with thousand separators
 * as the shopper types, and optional quick picks (vehicle spec section 5).
 */
export function NumberField({ label, value, onChange, onCommit, error, suffix, quickPicks, name }: Props) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold">
        {label}
      </label>
      <div className="mt-1 flex items-center rounded-site border border-black/25 bg-surface focus-within:ring-2 focus-within:ring-brand">
        {suffix ? null : (
          <span aria-hidden="true" className="pl-3 text-muted">
            $
          </span>
        )}
        <input
          id={id}
          name={name}
          inputMode="numeric"
          value={grouped(value)}
          onChange={(e) => {
            const digits = e.target.value.replace(/[^\d]/g, "");
            onChange(digits === "" ? 0 : Number(digits));
          }}
          onBlur={() => onCommit?.(value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="w-full min-w-0 bg-transparent px-2 py-2 outline-none"
        />
        {suffix ? (
          <span aria-hidden="true" className="pr-3 text-muted">
            {suffix}
          </span>
        ) : null}
      </div>
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-semibold text-red-800">
          {error}
        </p>
      ) : null}
      {quickPicks?.length ? (
        <fieldset className="mt-2 flex flex-wrap gap-1.5">
          <legend className="sr-only">Quick picks for {label.toLowerCase()}</legend>
          {quickPicks.map((pick) => (
            <button
              key={pick}
              type="button"
              onClick={() => {
                onChange(pick);
                onCommit?.(pick);
              }}
              aria-pressed={value === pick}
              className="rounded-full px-2.5 py-1 text-xs font-semibold ring-1 ring-black/15 aria-pressed:bg-brand aria-pressed:text-on-brand"
            >
              {pick >= 1000 ? `${pick / 1000}k` : pick}
            </button>
          ))}
        </fieldset>
      ) : null}
    </div>
  );
}

/** Vehicle spec section 5: 5k to 70k, or 300,000 to 800,000 in 100k steps for the market variant. */
export const QUICK_PICKS = {
  standard: [5000, 10_000, 15_000, 20_000, 25_000, 30_000, 40_000, 50_000, 70_000],
  market: [300_000, 400_000, 500_000, 600_000, 700_000, 800_000],
} as const;
