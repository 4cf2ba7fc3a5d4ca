import { data } from "react-router";
import { ConsoleError } from "~/components/console/console-error";
import { PageHeader } from "~/components/console/console-shell";
import { FormMessage } from "~/components/console/fields";
import { PaymentRequests, ReservationActions, ReservationFacts } from "~/components/console/reservation-panels";
import { ReservationStateBadge } from "~/components/console/reservation-table";
import { requireStaff, requireStaffForm, signInPath } from "~/console/require-staff.server";
import { openReservation, workOnReservation } from "~/console/reservations.server";
import { reservationWorkSchema } from "~/domain/console/reservation-work-form";
import type { Route } from "./+types/reservation";

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const viewer = await requireStaff(context, request, { action: "view", resource: "reservations" });
  const page = await openReservation(context, viewer, params.id);
  if (!page) throw data("That reservation isn't on this site's list.", { status: 404 });
  return { ...page, signInAgain: `${signInPath(request)}&reconfirm` };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const { viewer, form } = await requireStaffForm(context, request, { action: "edit", resource: "reservations" });
  const parsed = reservationWorkSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) return data({ error: parsed.error.issues[0]?.message ?? "Check the form and try again." }, { status: 400 });
  const deps = { db: context.db, now: context.now, providerFor: context.payments.providerFor, logger: context.logger };
  const outcome = await workOnReservation(deps, viewer, params.id, parsed.data);
  if (!outcome.ok) return data({ error: outcome.message, signInAgain: outcome.signInAgain ?? false }, { status: outcome.status });
  // The shopper's e-mail is in the lead outbox: wake its worker.
  context.leads.onLeadStored();
  return { done: outcome.done };
}

export default function Reservation({ loaderData, actionData }: Route.ComponentProps) {
  const { reservation, requests, canRefund, refundNeedsSignIn, signInAgain } = loaderData;
  const result = actionData;
  return (
    <>
      <title>{`${reservation.shopper} · Reservations · Dealer console`}</title>
      <p className="mb-2 text-sm">
        <a href="/dealer/reservations" className="underline underline-offset-2">
          All reservations
        </a>
      </p>
      <PageHeader title={reservation.shopper}>
        <ReservationStateBadge state={reservation.state} label={reservation.stateLabel} />
      </PageHeader>
      <p className="-mt-2 mb-4 text-sm text-slate-600">
        {reservation.kind} · {reservation.car}
      </p>
      <div className="mb-4" aria-live="polite">
        <FormMessage error={result && "error" in result ? result.error : null} done={result && "done" in result ? result.done : null} />
        {result && "signInAgain" in result && result.signInAgain ? (
          <p className="mt-2 text-sm">
            <a href={signInAgain} className="font-semibold underline underline-offset-2">
              Sign in again
            </a>
          </p>
        ) : null}
      </div>
      {/* On a phone the actions follow the facts, before the payment requests; on a desktop they sit beside both. */}
      <div className="grid items-start gap-4 lg:grid-cols-[3fr_2fr]">
        <div className="lg:col-start-1">
          <ReservationFacts reservation={reservation} />
        </div>
        <div className="lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <ReservationActions
            reservation={reservation}
            canRefund={canRefund}
            refundNeedsSignIn={refundNeedsSignIn}
            signInAgain={signInAgain}
          />
        </div>
        <div className="lg:col-start-1">
          <PaymentRequests requests={requests} canRequest={reservation.moves.requestPayment} />
        </div>
      </div>
    </>
  );
}

export const ErrorBoundary = ConsoleError;
