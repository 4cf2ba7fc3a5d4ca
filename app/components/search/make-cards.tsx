import { useState } from "react";
import { formatNumber } from "~/domain/format";
import { slugify } from "~/domain/slugify";
import { imageUrl } from "~/images/image-url";
import { modelOfMake } from "~/search/make-model";
import { MODEL_LIMIT } from "~/search/panel-facets";
import type { FacetItem } from "~/search/search-types";

type MakeCardsProps = {
  makes: FacetItem[];
  models: FacetItem[];
  selectedMakes: Set<string>;
  selectedModels: Set<string>;
  popular: number;
  headings: boolean;
};

/** The filter form's makes: the popular ones, then every make folded away, each with its logo and count. */
export function MakeCards({ makes, models, selectedMakes, selectedModels, popular, headings }: MakeCardsProps) {
  const [showAll, setShowAll] = useState(false);
  if (makes.length < 2 && !selectedMakes.size) return null;
  const first = makes.slice(0, popular);
  const rest = makes.slice(popular);
  const restHasSelection = rest.some((m) => selectedMakes.has(m.value));
  return (
    <fieldset className="border-t border-black/10 pt-4">
      <legend className="float-left mb-2 w-full font-heading font-bold">Make</legend>
      {headings ? <p className="clear-left mb-1 text-sm font-semibold text-muted">Popular Makes</p> : null}
      <ul className="clear-left space-y-2">
        {first.map((item) => (
          <MakeCard key={item.value} item={item} models={models} checked={selectedMakes.has(item.value)} selectedModels={selectedModels} />
        ))}
      </ul>
      {rest.length ? (
        <details
          open={showAll || restHasSelection}
          onToggle={(e) => setShowAll((e.target as HTMLDetailsElement).open)}
          className="group mt-2"
        >
          <summary className="cursor-pointer text-sm font-semibold underline">
            <span className="group-open:hidden">Show all makes</span>
            <span className="hidden group-open:inline">Hide extra makes</span>
          </summary>
          {headings ? <p className="mt-2 text-sm font-semibold text-muted">All Makes</p> : null}
          <ul className="mt-2 space-y-2">
            {rest.map((item) => (
              <MakeCard
                key={item.value}
                item={item}
                models={models}
                checked={selectedMakes.has(item.value)}
                selectedModels={selectedModels}
              />
            ))}
          </ul>
        </details>
      ) : null}
    </fieldset>
  );
}

type MakeCardProps = { item: FacetItem; models: FacetItem[]; checked: boolean; selectedModels: Set<string> };

/** A make's box: its checkbox with logo and count, and once chosen, its models to choose from. */
function MakeCard({ item, models, checked, selectedModels }: MakeCardProps) {
  // Only a chosen make lists its models: working them out for every make went through every model once a make.
  const makeModels = checked
    ? models
        .flatMap((m) => {
          const model = modelOfMake(m.value, item.value);
          return model === null ? [] : [{ ...m, model }];
        })
        .slice(0, MODEL_LIMIT)
    : [];
  return (
    <li className="rounded-site bg-surface p-2 ring-1 ring-black/10 has-[:checked]:ring-2 has-[:checked]:ring-brand">
      <label className="flex cursor-pointer items-center gap-2 text-sm">
        <input
          type="checkbox"
          name="refinementList[make][]"
          value={item.value}
          defaultChecked={checked}
          key={`${item.value}-${checked}`}
          className="h-4 w-4 accent-[var(--site-primary)]"
        />
        <img
          src={imageUrl(`logo/make/${slugify(item.value)}`, 96, { fmt: "png" })}
          alt=""
          width={40}
          height={20}
          // Folded away on a phone, and lower than the first results on a wide screen: a logo is not
          // among the first images the page needs (React preloads every eager image in the head).
          loading="lazy"
          className="h-5 w-10 object-contain"
        />
        <span className="flex-1 font-semibold">{item.label}</span>
        <span className="text-muted">{formatNumber(item.count)}</span>
      </label>
      {checked && makeModels.length ? (
        <details open={makeModels.some((m) => selectedModels.has(m.model))} className="group mt-1 pl-6">
          <summary className="cursor-pointer text-sm font-semibold text-brand underline">
            <span className="group-open:hidden">Select models</span>
            <span className="hidden group-open:inline">Hide</span>
          </summary>
          <ul className="mt-1 space-y-1">
            {makeModels.map(({ model, value, count }) => (
              <li key={value}>
                <label className="flex cursor-pointer items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    name="refinementList[model][]"
                    value={model}
                    defaultChecked={selectedModels.has(model)}
                    key={`${model}-${selectedModels.has(model)}`}
                    className="h-4 w-4 accent-[var(--site-primary)]"
                  />
                  <span className="flex-1">{model}</span>
                  <span className="text-muted">{count}</span>
                </label>
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </li>
  );
}
