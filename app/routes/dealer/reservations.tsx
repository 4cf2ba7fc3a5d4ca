import { ConsoleError } from "~/components/console/console-error";
import { PageHeader } from "~/components/console/console-shell";
import { ReservationFilters, ReservationPages, ReservationTable } from "~/components/console/reservation-table";
import { requireStaff } from "~/console/require-staff.server";
import { loadReservations } from "~/console/reservations.server";
import { parseReservationPage } from "~/domain/console/reservation-page";
import type { Route } from "./+types/reservations";

export async function loader({ context, request }: Route.LoaderArgs) {
  const viewer = await requireStaff(context, request, { action: "view", resource: "reservations" });
  return loadReservations(context, viewer, parseReservationPage(new URL(request.url).searchParams));
}

export default function Reservations({ loaderData }: Route.ComponentProps) {
  const { reservations, filter, newer, older } = loaderData;
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
      <ReservationPages filter={filter} newer={newer} older={older} />
    </>
  );
}

export const ErrorBoundary = ConsoleError;
