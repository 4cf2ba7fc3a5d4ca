import type { ColumnDef } from "@tanstack/react-table";
import { Link } from "react-router";
import { reservationPageHref } from "~/domain/console/reservation-page";
import { RESERVATION_FILTERS, type ReservationFilter, type ReservationState, STATE_LABELS } from "~/domain/console/reservation-state";
import { DataTable } from "./data-table";

type Row = {
  id: string;
  state: ReservationState | null;
  stateLabel: string;
  kind: string;
  shopper: string;
  car: string;
  deposit: string;
  reserved: string | null;
  heldUntil: string | null;
  timeLeft: string | null;
  ended: string | null;
  confirmed: string | null;
  completed: string | null;
};

const TONE: Record<ReservationState, string> = {
  active: "bg-blue-100 text-blue-900",
  confirmed: "bg-violet-100 text-violet-900",
  completed: "bg-green-100 text-green-900",
  lapsed: "bg-amber-100 text-amber-900",
  cancelled: "bg-slate-200 text-slate-800",
};

export function ReservationStateBadge({ state, label }: { state: ReservationState | null; label: string }) {
  return (
    <span className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${state ? TONE[state] : TONE.cancelled}`}>{label}</span>
  );
}

/** The hold's time in one line: the time left and until when while active, else when it ended or was taken. */
export function HoldTime({ row }: { row: Row }) {
  if (row.heldUntil)
    return (
      <span>
        <span className="font-semibold">{row.timeLeft ?? "lapsing now"}</span>
        <span className="block text-slate-600">until {row.heldUntil}</span>
      </span>
    );
  if (row.state === "confirmed") return <span>Confirmed {row.confirmed}</span>;
  if (row.state === "completed") return <span>Sold {row.completed}</span>;
  if (row.state === "lapsed") return <span>Lapsed {row.ended}</span>;
  if (row.state === "cancelled") return <span>Cancelled {row.ended}</span>;
  return <span>—</span>;
}

const columns: ColumnDef<Row>[] = [
  {
    header: "Shopper",
    cell: ({ row }) => (
      <Link to={`/dealer/reservations/${row.original.id}`} className="font-semibold underline underline-offset-2">
        {row.original.shopper}
      </Link>
    ),
  },
  { header: "Car", accessorKey: "car" },
  { header: "Kind", accessorKey: "kind" },
  { header: "Deposit", accessorKey: "deposit" },
  { header: "State", cell: ({ row }) => <ReservationStateBadge state={row.original.state} label={row.original.stateLabel} /> },
  { header: "Time", cell: ({ row }) => <HoldTime row={row.original} /> },
  { header: "Reserved", accessorKey: "reserved" },
];

export function ReservationTable({ rows, filter }: { rows: Row[]; filter: ReservationFilter }) {
  return (
    <DataTable
      columns={columns}
      rows={rows}
      caption="Reservations and orders, newest first"
      rowKey={(r) => r.id}
      empty={
        filter === "all"
          ? "No reservations yet. When a shopper pays a deposit online, the hold appears here."
          : `No ${STATE_LABELS[filter].toLowerCase()} reservations.`
      }
    />
  );
}

/** The states as links: a filtered list is an address to bookmark or send. */
export function ReservationFilters({ filter }: { filter: ReservationFilter }) {
  return (
    <nav aria-label="Reservation states" className="mb-4">
      <ul className="flex flex-wrap gap-2">
        {RESERVATION_FILTERS.map((f) => (
          <li key={f}>
            <Link
              to={reservationPageHref(f)}
              aria-current={f === filter ? "page" : undefined}
              className={`inline-flex min-h-11 items-center rounded-md border px-4 text-sm font-semibold ${
                f === filter ? "border-slate-900 bg-slate-900 text-white" : "border-slate-400 bg-white text-slate-900 hover:bg-slate-100"
              }`}
            >
              {f === "all" ? "All" : STATE_LABELS[f]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

const PAGE_LINK =
  "inline-flex min-h-11 items-center rounded-md border border-slate-400 bg-white px-4 text-sm font-semibold hover:bg-slate-100";

/** Newer and older pages as plain links (keyset cursors in the address), so paging works without JavaScript. */
export function ReservationPages({ filter, newer, older }: { filter: ReservationFilter; newer: string | null; older: string | null }) {
  if (!newer && !older) return null;
  return (
    <nav aria-label="Pages of reservations" className="mt-4">
      <ul className="flex flex-wrap gap-2">
        {newer ? (
          <li>
            <Link to={reservationPageHref(filter, { before: newer })} rel="prev" className={PAGE_LINK}>
              ← Previous: newer reservations
            </Link>
          </li>
        ) : null}
        {older ? (
          <li>
            <Link to={reservationPageHref(filter, { after: older })} rel="next" className={PAGE_LINK}>
              Next: older reservations →
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
