import { type ColumnDef, flexRender, getCoreRowModel, useReactTable } from "@tanstack/react-table";
import type { ReactNode } from "react";

/** A column a phone's card leaves out (`meta: { phone: false }`): a row on a phone shows what a person needs there. */
type ColumnMeta = { phone?: boolean };

/**
 * The console's one table (TanStack Table, headless): columns described once, drawn as a table on a wide screen and
 * as one card per row on a phone, where each cell carries its column's name. The server renders it whole.
 */
export function DataTable<Row>({
  columns,
  rows,
  caption,
  empty,
  rowKey,
}: {
  columns: ColumnDef<Row>[];
  rows: Row[];
  caption: string;
  empty: ReactNode;
  rowKey: (row: Row) => string;
}) {
  const table = useReactTable({ data: rows, columns, getCoreRowModel: getCoreRowModel(), getRowId: rowKey });
  if (!rows.length) return <div className="rounded-md border border-slate-300 bg-white p-6 text-slate-700">{empty}</div>;
  return (
    <table className="w-full border-collapse text-left text-sm max-sm:block">
      <caption className="sr-only">{caption}</caption>
      <thead className="max-sm:sr-only">
        {table.getHeaderGroups().map((group) => (
          <tr key={group.id} className="border-b border-slate-300">
            {group.headers.map((header) => (
              <th key={header.id} scope="col" className="px-3 py-2 font-semibold text-slate-700">
                {flexRender(header.column.columnDef.header, header.getContext())}
              </th>
            ))}
          </tr>
        ))}
      </thead>
      <tbody className="max-sm:block max-sm:space-y-3">
        {table.getRowModel().rows.map((row) => (
          <tr key={row.id} className="border-b border-slate-200 bg-white max-sm:block max-sm:rounded-md max-sm:border max-sm:p-3">
            {row.getVisibleCells().map((cell) => (
              <td
                key={cell.id}
                data-label={String(cell.column.columnDef.header ?? "")}
                className={`px-3 py-2 align-top ${(cell.column.columnDef.meta as ColumnMeta | undefined)?.phone === false ? "max-sm:hidden" : "max-sm:flex"} max-sm:gap-2 max-sm:px-0 max-sm:py-1 max-sm:before:min-w-24 max-sm:before:font-medium max-sm:before:text-slate-600 max-sm:before:content-[attr(data-label)]`}
              >
                {flexRender(cell.column.columnDef.cell, cell.getContext())}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
