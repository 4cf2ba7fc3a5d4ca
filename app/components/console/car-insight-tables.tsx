import type { ColumnDef } from "@tanstack/react-table";
import { Link } from "react-router";
import type { AgeGroup, CarInsightRow, PastLineRow, PriceChangeRow } from "~/domain/analytics/car-insights";
import { formatAud, formatNumber } from "~/domain/format";
import { DataTable } from "./data-table";

const carColumn: ColumnDef<CarInsightRow> = {
  header: "Car",
  cell: ({ row }) => (
    <Link to={`/dealer/stock/${row.original.id}`} className="font-medium underline underline-offset-2">
      {row.original.title}
    </Link>
  ),
};
const stockColumns: ColumnDef<CarInsightRow>[] = [
  { header: "Stock no.", accessorKey: "stocknum", meta: { phone: false } },
  { header: "Type", accessorKey: "type", meta: { phone: false } },
  { header: "Price", accessorKey: "price" },
  { header: "Days in stock", cell: ({ row }) => (row.original.sold ? "Sold" : row.original.days) },
];

/** A list of cars with one count (views, leads): the car links to its editor. */
export function CarCountTable({ rows, count, caption, empty }: { rows: CarInsightRow[]; count: string; caption: string; empty: string }) {
  const columns: ColumnDef<CarInsightRow>[] = [
    carColumn,
    { header: count, cell: ({ row }) => formatNumber(row.original.count) },
    ...stockColumns,
  ];
  return <DataTable columns={columns} rows={rows} caption={caption} rowKey={(c) => String(c.id)} empty={empty} />;
}

/** Cars for sale grouped (by dealership, type or make): how many, average days, how many past the line. */
export function AgeTable({ rows, first, over, caption }: { rows: AgeGroup[]; first: string; over: number; caption: string }) {
  const columns: ColumnDef<AgeGroup>[] = [
    { header: first, accessorKey: "name" },
    { header: "Cars for sale", cell: ({ row }) => formatNumber(row.original.cars) },
    { header: "Average days in stock", cell: ({ row }) => row.original.averageDays },
    { header: `Over ${over} days`, cell: ({ row }) => formatNumber(row.original.over) },
  ];
  return <DataTable columns={columns} rows={rows} caption={caption} rowKey={(g) => g.name} empty="No cars for sale." />;
}

type PriceRow = PriceChangeRow;
const signed = (n: number) => `${n > 0 ? "up" : "down"} ${formatAud(Math.abs(n))}`;
const priceColumns: ColumnDef<PriceRow>[] = [
  carColumn as ColumnDef<PriceRow>,
  { header: "Changed", accessorKey: "on" },
  {
    header: "Price",
    cell: ({ row }) => `${row.original.before} to ${row.original.after} (${signed(row.original.difference)})`,
  },
  {
    header: "Views a day, week before → since",
    cell: ({ row }) => `${row.original.viewsADayBefore ?? "–"} → ${row.original.viewsADayAfter ?? "not a day yet"}`,
  },
  { header: "Leads since", cell: ({ row }) => formatNumber(row.original.leadsAfter) },
  { header: "Sold since", cell: ({ row }) => (row.original.soldAfter ? "Yes" : "No") },
];

export function PriceChangeTable({ rows }: { rows: PriceRow[] }) {
  return (
    <DataTable
      columns={priceColumns}
      rows={rows}
      caption="Price changes and what followed"
      rowKey={(c) => `${c.id}-${c.on}-${c.after}`}
      empty="No price changes in this period."
    />
  );
}

/** Cars for sale past the line, oldest first, with their dealership. */
export function PastLineTable({ rows, caption }: { rows: PastLineRow[]; caption: string }) {
  const columns: ColumnDef<PastLineRow>[] = [
    carColumn as ColumnDef<PastLineRow>,
    { header: "Dealership", accessorKey: "dealership" },
    ...(stockColumns as ColumnDef<PastLineRow>[]),
  ];
  return <DataTable columns={columns} rows={rows} caption={caption} rowKey={(c) => String(c.id)} empty="None." />;
}
