import type { ColumnDef } from "@tanstack/react-table";
import { Link } from "react-router";
import type { InboxItem } from "~/domain/console/inbox-item";
import { DataTable } from "./data-table";
import { formLabel } from "./lead-form-labels";
import { LeadStatusBadge } from "./lead-status-badge";

const columns: ColumnDef<InboxItem>[] = [
  { header: "Received", accessorKey: "received" },
  {
    header: "Shopper",
    cell: ({ row }) => (
      <Link to={`/dealer/leads/${row.original.id}`} className={`underline underline-offset-2 ${row.original.read ? "" : "font-bold"}`}>
        {row.original.name}
        {row.original.read ? null : <span className="sr-only"> (unread)</span>}
      </Link>
    ),
  },
  { header: "Form", cell: ({ row }) => formLabel(row.original.form) },
  { header: "Car", cell: ({ row }) => row.original.car ?? "—" },
  { header: "Dealership", cell: ({ row }) => row.original.dealership ?? "—" },
  { header: "Status", cell: ({ row }) => <LeadStatusBadge status={row.original.status} /> },
  { header: "Assigned", cell: ({ row }) => row.original.assignedName ?? "No one" },
];

export function InboxTable({ items, filtered }: { items: InboxItem[]; filtered: boolean }) {
  return (
    <DataTable
      columns={columns}
      rows={items}
      caption="Leads, newest first"
      rowKey={(item) => item.id}
      empty={filtered ? "No leads match these filters." : "No leads yet. Enquiries from the site appear here the moment they're sent."}
    />
  );
}
