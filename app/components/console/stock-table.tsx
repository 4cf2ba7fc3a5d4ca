import type { ColumnDef } from "@tanstack/react-table";
import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { CAR_STATUSES } from "~/domain/vehicle/car";
import { ConsoleForm } from "./console-form";
import { DataTable } from "./data-table";
import { Button, SelectField, TextField } from "./fields";
import { STOCK_STATUS_LABELS } from "./stock-filters";

export type StockTableRow = {
  id: number;
  stocknum: string;
  title: string;
  type: string;
  dealership: string;
  status: string;
  statusCode: string;
  onWebsite: boolean;
  price: string;
  days: number;
  photos: number;
};

const STATUS_STYLE: Record<string, string> = {
  in_stock: "bg-green-100 text-green-900",
  coming_soon: "bg-amber-100 text-amber-900",
  sold: "bg-slate-200 text-slate-800",
};

const carColumns: ColumnDef<StockTableRow>[] = [
  {
    header: "Car",
    cell: ({ row }) => (
      <span className="block">
        <Link to={`/dealer/stock/${row.original.id}`} className="font-medium underline underline-offset-2">
          {row.original.title}
        </Link>
        <span className="block text-slate-600">
          {row.original.stocknum} · {row.original.type}
        </span>
      </span>
    ),
  },
  { header: "Price", accessorKey: "price" },
  {
    header: "Status",
    cell: ({ row }) => (
      <span className="flex flex-wrap gap-1">
        <span className={`rounded px-2 py-0.5 text-xs font-semibold ${STATUS_STYLE[row.original.statusCode] ?? ""}`}>
          {row.original.status}
        </span>
        {row.original.onWebsite ? null : (
          <span className="rounded bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-900">Not on the website</span>
        )}
      </span>
    ),
  },
  { header: "Days in stock", cell: ({ row }) => row.original.days },
  { header: "Dealership", accessorKey: "dealership", meta: { phone: false } },
  {
    header: "Photos",
    cell: ({ row }) => (row.original.photos ? row.original.photos : <span className="font-semibold text-red-900">None</span>),
    meta: { phone: false },
  },
  {
    header: "History",
    cell: ({ row }) => (
      <Link to={`/dealer/stock/${row.original.id}/history`} className="underline underline-offset-2">
        <span aria-hidden="true">History</span>
        <span className="sr-only">History of {row.original.stocknum}</span>
      </Link>
    ),
  },
];

const selectColumn: ColumnDef<StockTableRow> = {
  header: "Select",
  cell: ({ row }) => (
    <input
      type="checkbox"
      name="car"
      value={row.original.id}
      aria-label={`Select ${row.original.title}, ${row.original.stocknum}`}
      className="size-6"
    />
  ),
};

/**
 * The site's cars a page at a time. A manager's list is also the bulk form: tick cars (or every car matching), choose
 * a change, then confirm it on the next step. Works without JavaScript.
 */
export function StockTable({
  rows,
  count,
  countLabel,
  query,
  canEdit,
  filtered,
}: {
  rows: StockTableRow[];
  count: number;
  countLabel: string;
  query: string;
  canEdit: boolean;
  filtered: boolean;
}) {
  const table = (
    <DataTable
      columns={canEdit ? [selectColumn, ...carColumns] : carColumns}
      rows={rows}
      caption="The site's cars"
      rowKey={(r) => String(r.id)}
      empty={filtered ? "No cars match these filters." : "No cars in stock yet. Cars come from the dealership's stock feed."}
    />
  );
  if (!canEdit || !rows.length) return table;
  return (
    <ConsoleForm method="post" aria-label="Change the chosen cars">
      <input type="hidden" name="step" value="preview" />
      <input type="hidden" name="filter" value={query} />
      {/* Folded, so a phone shows the cars first: tick them, then open this to say what to change. */}
      <details className="mb-3 rounded-md border border-slate-300 bg-slate-50 p-3">
        <summary className="min-h-11 cursor-pointer py-2 text-sm font-semibold underline underline-offset-2">
          Change the ticked cars: mark sold, status or price
        </summary>
        <div className="mt-2 grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-5">
          <SelectField
            label="Change"
            name="change"
            id="bulk-change"
            options={[
              { value: "sold", label: "Mark sold" },
              { value: "status", label: "Change status" },
              { value: "price", label: "Change price" },
            ]}
          />
          <SelectField
            label="New status"
            name="status"
            id="bulk-status"
            hint="For Change status"
            options={[{ value: "", label: "Choose" }, ...CAR_STATUSES.map((s) => ({ value: s, label: STOCK_STATUS_LABELS[s] }))]}
          />
          <SelectField
            label="Price change by"
            name="priceBy"
            id="bulk-price-by"
            hint="For Change price"
            options={[
              { value: "amount", label: "Amount ($)" },
              { value: "percent", label: "Percentage (%)" },
            ]}
          />
          <TextField label="By how much" name="priceValue" id="bulk-price-value" hint="-1000 takes $1,000 off; 5 adds 5%" />
          <label className="flex min-h-11 items-center gap-2 self-center text-sm font-medium">
            <input type="checkbox" name="all" value="1" className="size-6" />
            Select all {countLabel} matching
          </label>
        </div>
        <div className="mt-3">
          <Button>Review the change</Button>
        </div>
      </details>
      {table}
      <p className="sr-only">{count} cars match.</p>
    </ConsoleForm>
  );
}

/** The second step: the question with the number of cars, and the same change for exactly those cars. */
export function BulkConfirmation({
  question,
  ids,
  fields,
  cancelTo,
}: {
  question: string;
  ids: number[];
  fields: Record<string, string>;
  cancelTo: string;
}) {
  // The question replaces nothing where the manager is (the bulk form, far down a phone's page): focusing it brings
  // it into view and has a screen reader read it. Without JavaScript the page loads at its top, where it is.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section aria-labelledby="bulk-question" className="mb-4 rounded-md border-2 border-slate-900 bg-white p-4">
      <h2 id="bulk-question" ref={heading} tabIndex={-1} className="text-lg font-semibold focus:outline-none">
        {question}
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        Shoppers see the change within a second. Each car's history and the audit log record it.
      </p>
      <ConsoleForm method="post" className="mt-3 flex flex-wrap gap-2">
        <input type="hidden" name="step" value="apply" />
        <input type="hidden" name="ids" value={ids.join(",")} />
        {Object.entries(fields).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <Button>{`Yes, ${question.replace(/\?$/, "").replace(/^./, (c) => c.toLowerCase())}`}</Button>
        <Link to={cancelTo} className="inline-flex min-h-11 items-center px-2 text-sm underline underline-offset-2">
          Cancel
        </Link>
      </ConsoleForm>
    </section>
  );
}
