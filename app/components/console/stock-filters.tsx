import { Form } from "react-router";
import { CAR_STATUSES, CAR_TYPES } from "~/domain/vehicle/car";
import { CAR_TYPE_LABEL } from "~/domain/vehicle/car-name";
import { SORTS } from "~/domain/search-sort";
import type { FilterError, StockFilter } from "~/domain/console/stock-filter";
import { anyChoice, Button, DealershipFilter, MoreFilters, SelectField, TextField } from "./fields";

const INLINE_FIELDS = ["minPrice", "maxPrice", "minDays", "maxDays"];
export const STOCK_STATUS_LABELS = { in_stock: "In stock", coming_soon: "Coming soon", sold: "Sold" } as const;
const SORT_LABELS: Record<string, string> = {
  latest: "Newest in stock",
  relevance: "Best match",
  price_desc: "Highest price",
  price_asc: "Lowest price",
};

/** The stock list's filters: a GET form, so a filtered list is an address to bookmark or send, with or without JavaScript. */
export function StockFilters({
  filter,
  dealerships,
  makes,
  models,
  error,
  typed,
}: {
  filter: StockFilter;
  /** What the address says, as typed: a number field shows it even when it did not parse. */
  typed: Record<string, string>;
  dealerships: { slug: string; name: string }[];
  makes: string[];
  models: string[];
  error: FilterError | null;
}) {
  const errorOf = (field: string) => (error?.field === field ? error.message : null);
  // A choice from a list or the page can only be wrong in an edited address: said above the form, not beside a field.
  const general = error && !INLINE_FIELDS.includes(error.field) ? error.message : null;
  const more = Boolean(
    filter.dealership ||
      filter.type ||
      filter.minPrice !== undefined ||
      filter.maxPrice !== undefined ||
      filter.minDays !== undefined ||
      filter.maxDays !== undefined ||
      filter.noPhotos ||
      filter.noPrice ||
      error,
  );
  return (
    <Form method="get" role="search" aria-label="Filter stock" className="mb-4 rounded-md border border-slate-300 bg-white p-4">
      {general ? (
        <p role="alert" className="mb-3 rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm font-medium text-red-900">
          {general}
        </p>
      ) : null}
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-4">
        <TextField
          label="Search"
          name="q"
          type="search"
          inputMode="search"
          defaultValue={typed.q}
          hint="Make, model, badge, colour or stock number"
          className="sm:col-span-2"
        />
        <SelectField
          label="Status"
          name="status"
          defaultValue={filter.status ?? ""}
          options={[anyChoice("Any status"), ...CAR_STATUSES.map((s) => ({ value: s, label: STOCK_STATUS_LABELS[s] }))]}
        />
        <SelectField
          label="Sort by"
          name="sort"
          defaultValue={filter.sort ?? "latest"}
          options={SORTS.map((s) => ({ value: s.value, label: SORT_LABELS[s.value] ?? s.label }))}
        />
      </div>
      <MoreStockFilters
        filter={filter}
        typed={typed}
        dealerships={dealerships}
        makes={makes}
        models={models}
        errorOf={errorOf}
        open={more}
      />
      <div className="mt-3 flex flex-wrap gap-2">
        <Button>Show cars</Button>
        <a href="/dealer/stock" className="inline-flex min-h-11 items-center px-2 text-sm underline underline-offset-2">
          Clear filters
        </a>
      </div>
    </Form>
  );
}

/** The filters a phone folds away, open when one of them is in use. */
function MoreStockFilters({
  filter,
  typed,
  dealerships,
  makes,
  models,
  errorOf,
  open,
}: {
  filter: StockFilter;
  typed: Record<string, string>;
  dealerships: { slug: string; name: string }[];
  makes: string[];
  models: string[];
  errorOf: (field: string) => string | null;
  open: boolean;
}) {
  return (
    <MoreFilters open={open} summary="More filters: dealership, type, make, price, days in stock, photos">
      <DealershipFilter dealerships={dealerships} value={filter.dealership} />
      <SelectField
        label="Type"
        name="type"
        defaultValue={filter.type ?? ""}
        options={[anyChoice("Any type"), ...CAR_TYPES.map((t) => ({ value: t, label: CAR_TYPE_LABEL[t] }))]}
      />
      <SelectField
        label="Make"
        name="make"
        defaultValue={filter.make ?? ""}
        options={[anyChoice("Any make"), ...makes.map((m) => ({ value: m, label: m }))]}
      />
      <SelectField
        label="Model"
        name="model"
        defaultValue={filter.model ?? ""}
        hint={filter.make ? undefined : "Choose a make first"}
        options={[anyChoice("Any model"), ...models.map((m) => ({ value: m, label: m }))]}
      />
      <TextField label="Lowest price" name="minPrice" inputMode="numeric" defaultValue={typed.minPrice} error={errorOf("minPrice")} />
      <TextField label="Highest price" name="maxPrice" inputMode="numeric" defaultValue={typed.maxPrice} error={errorOf("maxPrice")} />
      <TextField
        label="At least days in stock"
        name="minDays"
        inputMode="numeric"
        defaultValue={typed.minDays}
        error={errorOf("minDays")}
      />
      <TextField label="At most days in stock" name="maxDays" inputMode="numeric" defaultValue={typed.maxDays} error={errorOf("maxDays")} />
      <Check name="noPhotos" label="No photos" checked={filter.noPhotos} />
      <Check name="noPrice" label="No price" checked={filter.noPrice} />
    </MoreFilters>
  );
}

function Check({ name, label, checked }: { name: string; label: string; checked: boolean }) {
  return (
    <label className="flex min-h-11 items-center gap-2 self-end text-sm font-medium text-slate-800">
      <input type="checkbox" name={name} value="1" defaultChecked={checked} className="size-5" />
      {label}
    </label>
  );
}
