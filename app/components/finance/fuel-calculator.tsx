import { useState } from "react";
import { formatAud } from "~/domain/format";
import { FUEL_DEFAULTS, fuelCost } from "~/domain/finance/fuel-cost";

/** Weekly, monthly and yearly fuel cost (vehicle spec section 9 defaults; the car's own consumption where known). */
export function FuelCalculator({ litresPer100Km }: { litresPer100Km: number | null }) {
  const [price, setPrice] = useState<number>(FUEL_DEFAULTS.pricePerLitre);
  const [km, setKm] = useState<number>(FUEL_DEFAULTS.kmPerWeek);
  const [consumption, setConsumption] = useState<number>(litresPer100Km ?? FUEL_DEFAULTS.litresPer100Km);
  const cost = fuelCost({ pricePerLitre: price, kmPerWeek: km, litresPer100Km: consumption });
  const field = (label: string, value: number, set: (n: number) => void, step: number, unit: string) => (
    <label className="block text-sm font-semibold">
      {label}
      <span className="mt-1 flex items-center rounded-site border border-black/25 bg-surface">
        <input
          type="number"
          min={0}
          step={step}
          value={value}
          onChange={(e) => set(Math.max(0, Number(e.target.value) || 0))}
          className="w-full min-w-0 bg-transparent px-3 py-2 outline-none"
        />
        <span aria-hidden="true" className="pr-3 text-muted">
          {unit}
        </span>
      </span>
    </label>
  );
  return (
    <section aria-labelledby="fuel-calculator" className="mt-8 rounded-site bg-surface p-5 shadow-sm ring-1 ring-black/5">
      <h2 id="fuel-calculator" className="font-heading text-2xl font-bold">
        Fuel cost calculator
      </h2>
      <div className="mt-4 grid gap-4 sm:grid-cols-3">
        {field("Fuel price ($ per litre)", price, setPrice, 0.01, "$/L")}
        {field("Distance per week", km, setKm, 10, "kms")}
        {field("Fuel use (L/100km)", consumption, setConsumption, 0.1, "L/100km")}
      </div>
      <dl className="mt-4 grid grid-cols-3 gap-3 rounded-site bg-black/5 p-4 text-center" aria-live="polite">
        {(
          [
            ["Weekly", cost.weekly],
            ["Monthly", cost.monthly],
            ["Yearly", cost.yearly],
          ] as const
        ).map(([label, value]) => (
          <div key={label}>
            <dt className="text-sm text-muted">{label}</dt>
            <dd className="text-lg font-bold">{formatAud(Math.round(value))}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
