import { useState } from "react";
import { Form } from "react-router";
import { modelOfMake } from "~/search/make-model";
import type { FacetItem } from "~/search/search-types";
import { ALL_STOCK_PATH } from "~/domain/search-paths";

/**
 * Make and model pickers with a 'Show Me N cars' button; N follows the choice as it is made. On a
 * car's page they start on that car's make and model (vehicle spec section 2).
 */
export function QuickSearch({
  makes,
  makeModels,
  total,
  initial,
}: {
  makes: FacetItem[];
  makeModels: FacetItem[];
  total: number;
  initial?: { make: string; model: string };
}) {
  const [make, setMake] = useState(initial && makes.some((m) => m.value === initial.make) ? initial.make : "");
  const [model, setModel] = useState(
    initial ? (makeModels.find((m) => modelOfMake(m.value, initial.make) === initial.model)?.value ?? "") : "",
  );
  const models = makeModels.filter((m) => !make || modelOfMake(m.value, make) !== null);
  const count = model
    ? (makeModels.find((m) => m.value === model)?.count ?? 0)
    : make
      ? (makes.find((m) => m.value === make)?.count ?? 0)
      : total;
  return (
    <Form
      method="get"
      action={ALL_STOCK_PATH}
      className="grid gap-3 rounded-site bg-surface p-4 text-ink shadow-lg sm:grid-cols-[1fr_1fr_auto] sm:items-end"
    >
      <label className="text-sm font-semibold">
        Make
        <select
          name="refinementList[make][]"
          value={make}
          onChange={(e) => {
            setMake(e.target.value);
            setModel("");
          }}
          className="mt-1 block w-full rounded-site border border-black/20 bg-surface px-2 py-2 font-normal"
        >
          <option value="">Any make</option>
          {makes.map((m) => (
            <option key={m.value} value={m.value}>
              {m.label} ({m.count})
            </option>
          ))}
        </select>
      </label>
      <label className="text-sm font-semibold">
        Model
        <select
          name="refinementList[make_model][]"
          value={model}
          onChange={(e) => setModel(e.target.value)}
          className="mt-1 block w-full rounded-site border border-black/20 bg-surface px-2 py-2 font-normal"
        >
          <option value="">Any model</option>
          {models.map((m) => (
            <option key={m.value} value={m.value}>
              {(make && modelOfMake(m.value, make)) || m.label} ({m.count})
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className="rounded-site bg-brand px-5 py-2.5 font-semibold text-on-brand">
        Show Me {count.toLocaleString("en-AU")} cars
      </button>
    </Form>
  );
}
