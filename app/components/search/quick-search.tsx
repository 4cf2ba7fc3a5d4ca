import { formatNumber } from "~/domain/format";
import { useEffect, useRef, useState } from "react";
import { Form } from "react-router";
import { modelOfMake } from "~/search/make-model";
import type { FacetItem } from "~/search/search-types";
import { ALL_STOCK_PATH } from "~/domain/search-paths";
import { SIMILAR_FIELD } from "~/search/search-state";
import type { SimilarChoice } from "~/search/similar-choices";
import { type PickerCounts, useSimilarCounts } from "./use-similar-counts";

const countOf = (items: FacetItem[], value: string) => items.find((m) => m.value === value)?.count ?? 0;
/** An option's count in brackets, or nothing when the counts could not be had. */
const withCount = (label: string, items: FacetItem[] | undefined, value: string) => (items ? `${label} (${countOf(items, value)})` : label);

/**
 * Make and model pickers with a 'Show Me N cars' button; N follows the choice as it is made. On a
 * car's page they start on that car's make and model, and a third picker narrows to cars similar to
 * it (vehicle spec section 2).
 */
export function QuickSearch({
  makes,
  makeModels,
  total,
  initial,
  similar = [],
}: PickerCounts & {
  initial?: { make: string; model: string };
  similar?: SimilarChoice[];
}) {
  const { form, make, setMake, model, setModel, similarChoice, setSimilarChoice } = useQuickSearchChoice(makes, makeModels, initial);
  // The pickers keep every make and model; their counts, and N, are those of the cars the 'similar' choice leaves.
  const { counts, pending } = useSimilarCounts(similarChoice, { makes, makeModels, total });
  const models = makeModels.filter((m) => !make || modelOfMake(m.value, make) !== null);
  const count = counts && (model ? countOf(counts.makeModels, model) : make ? countOf(counts.makes, make) : counts.total);
  const selectClass = "mt-1 block w-full rounded-site border border-black/20 bg-surface px-2 py-2 font-normal";
  return (
    <Form
      ref={form}
      method="get"
      action={ALL_STOCK_PATH}
      aria-busy={pending}
      className={`grid gap-3 rounded-site bg-surface p-4 text-ink shadow-lg sm:items-end ${
        similar.length ? "sm:grid-cols-2 lg:grid-cols-[1fr_1fr_1fr_auto]" : "sm:grid-cols-[1fr_1fr_auto]"
      }`}
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
          className={selectClass}
        >
          <option value="">Any make</option>
          {makes.map((m) => (
            <option key={m.value} value={m.value}>
              {withCount(m.label, counts?.makes, m.value)}
            </option>
          ))}
        </select>
      </label>
      <label className="text-sm font-semibold">
        Model
        <select name="refinementList[make_model][]" value={model} onChange={(e) => setModel(e.target.value)} className={selectClass}>
          <option value="">Any model</option>
          {models.map((m) => (
            <option key={m.value} value={m.value}>
              {withCount((make && modelOfMake(m.value, make)) || m.label, counts?.makeModels, m.value)}
            </option>
          ))}
        </select>
      </label>
      {similar.length ? (
        <label className="text-sm font-semibold">
          Similar
          <select name={SIMILAR_FIELD} value={similarChoice} onChange={(e) => setSimilarChoice(e.target.value)} className={selectClass}>
            <option value="">Any car</option>
            {similar.map((c) => (
              <option key={c.key} value={c.formValue}>
                {c.label}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      <button type="submit" className="rounded-site bg-brand px-5 py-2.5 font-semibold text-on-brand">
        {count === null ? "Show Me cars" : `Show Me ${formatNumber(count)} ${count === 1 ? "car" : "cars"}`}
      </button>
    </Form>
  );
}

/**
 * The make, model and 'similar' chosen: at first the car's own (on its page) or none, then the shopper's.
 * `form` is the pickers' form, read once hydrated.
 */
function useQuickSearchChoice(makes: FacetItem[], makeModels: FacetItem[], initial?: { make: string; model: string }) {
  const [make, setMake] = useState(initial && makes.some((m) => m.value === initial.make) ? initial.make : "");
  const [model, setModel] = useState(
    initial ? (makeModels.find((m) => modelOfMake(m.value, initial.make) === initial.model)?.value ?? "") : "",
  );
  const [similarChoice, setSimilarChoice] = useState("");
  // As an island (quick-search-island.tsx) the form hydrates after the page: a choice made before then
  // is in the fields (React keeps them) but not yet in the counts, so they catch up once it has.
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const field = (name: string) => form.current?.elements.namedItem(name);
    const chosen = (name: string) => {
      const element = field(name);
      return element instanceof HTMLSelectElement ? element.value : null;
    };
    const [domMake, domModel, domSimilar] = [
      chosen("refinementList[make][]"),
      chosen("refinementList[make_model][]"),
      chosen(SIMILAR_FIELD),
    ];
    if (domMake !== null) setMake(domMake);
    if (domModel !== null) setModel(domModel);
    if (domSimilar !== null) setSimilarChoice(domSimilar);
  }, []);
  return { form, make, setMake, model, setModel, similarChoice, setSimilarChoice };
}
