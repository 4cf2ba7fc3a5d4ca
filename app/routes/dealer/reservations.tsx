import { ConsoleError } from "~/components/console/console-error";
import { PageHeader } from "~/components/console/console-shell";
import { ReservationFilters, ReservationTable } from "~/components/console/reservation-table";
import { requireStaff } from "~/console/require-staff.server";
import { loadReservations } from "~/console/reservations.server";
import { parseReservationFilter } from "~/domain/console/reservation-state";
import type { Route } from "./+types/reservations";

export async function loader({ context, request }: Route.LoaderArgs) {
  const viewer = await requireStaff(context, request, { action: "view", resource: "reservations" });
  const filter = parseReservationFilter(new URL(request.url).searchParams.get("state"));
  return loadReservations(context, viewer, filter);
}

export default function Reservations({ loaderData }: Route.ComponentProps) {
  const { reservations, filter } = loaderData;
  return (
    <>
      <title>Reservations · Dealer console</title>
      <PageHeader title="Reservations and orders" />
      <p className="mb-4 max-w-3xl text-slate-700">
        Cars shoppers have paid a deposit on, and buy-online orders. Times are the dealership's own. An active hold lapses at its time
        unless you confirm it; then the deposit is refunded.
      </p>
      <ReservationFilters filter={filter} />
      <ReservationTable rows={reservations} filter={filter} />
    </>
  );
}

export const ErrorBoundary = ConsoleError;
