/**
 * `npm run reservations -- COMMAND --site SLUG ...`: the dealer's side of reservations.
 *
 *   list                                              the site's reservations and payment requests
 *   confirm --id RESERVATION_ID                       a paid hold stops lapsing
 *   cancel --id RESERVATION_ID                        the car is for sale again; the deposit and paid requests are refunded once
 *   complete --id RESERVATION_ID                      the car is sold to the shopper, who keeps what they paid towards it
 *   request-payment RESERVATION_ID AMOUNT "what for"  ask the shopper to pay AMOUNT ($1,500 or 1500.00) at /online-payment
 *   cancel-payment PAYMENT_REQUEST_ID                 withdraw a request the shopper has not paid
 *
 * With the embedded database, stop the server first (one process per data directory); with
 * DATABASE_URL it runs beside it.
 */
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import type { Database } from "~/db/database";
import { formatDate, formatDateTime } from "~/domain/format";
import { cents, formatCents } from "~/domain/reserve/money";
import { oneLine } from "~/lib/clean-input";
import { parseEnv } from "~/lib/env.server";
import type { PaymentProvider } from "~/payments/payment-provider";
import { createPayments, stripeSettingsFromEnv } from "~/payments/providers.server";
import { listSitePaymentRequests } from "~/reserve/payment-request-queries.server";
import { cancelPaymentRequest, requestPayment } from "~/reserve/payment-requests.server";
import { listSiteReservations } from "~/reserve/reservation-queries.server";
import { cancelHold, completeSale, confirmHold } from "~/reserve/reserve-car.server";
import type { TenantSite } from "~/sites/tenant-site";
import { runSiteCommand } from "./site-command";

export const USAGE = `Usage: npm run reservations -- list --site SLUG
       npm run reservations -- confirm|cancel|complete --site SLUG --id RESERVATION_ID
       npm run reservations -- request-payment --site SLUG RESERVATION_ID AMOUNT "description"
       npm run reservations -- cancel-payment --site SLUG PAYMENT_REQUEST_ID`;

export type ReservationsCommand =
  | { name: "list"; site: string }
  | { name: "confirm" | "cancel" | "complete"; site: string; id: string }
  | { name: "request-payment"; site: string; reservationId: string; amount: string; description: string }
  | { name: "cancel-payment"; site: string; id: string };

/** The command line as a command, or null (then the usage is printed). */
export function parseReservationsArgs(args: string[]): ReservationsCommand | null {
  let parsed: ReturnType<typeof parse>;
  try {
    parsed = parse(args);
  } catch {
    return null;
  }
  const { values, positionals } = parsed;
  const [name, ...rest] = positionals;
  const site = values.site;
  if (!site) return null;
  if (name === "list" && rest.length === 0) return { name, site };
  if ((name === "confirm" || name === "cancel" || name === "complete") && rest.length <= 1) {
    const id = values.id ?? rest[0];
    return id ? { name, site, id } : null;
  }
  if (name === "request-payment" && rest.length === 3) {
    const [reservationId, amount, description] = rest;
    return { name, site, reservationId, amount, description };
  }
  if (name === "cancel-payment" && rest.length <= 1) {
    const id = values.id ?? rest[0];
    return id ? { name, site, id } : null;
  }
  return null;
}

const parse = (args: string[]) =>
  parseArgs({ args, allowPositionals: true, options: { site: { type: "string" }, id: { type: "string" } }, strict: true });

/** Who the audit log says made the CLI's changes. */
export const CLI = { tool: "npm run reservations" } as const;

type Deps = { db: Database; site: TenantSite; now: Date; providerFor: (name: string) => PaymentProvider; print: (line: string) => void };

/** Runs one command on the site; a command that cannot be done throws, saying why. */
export async function runReservationsCommand(deps: Deps, command: ReservationsCommand): Promise<void> {
  const { db, site, now, print } = deps;
  switch (command.name) {
    case "list": {
      const rows = await listSiteReservations(db, site.id);
      for (const r of rows)
        print(
          oneLine(
            [
              r.id,
              r.status.padEnd(9),
              r.stocknum.padEnd(12),
              formatCents(cents(r.amountCents)).padEnd(7),
              r.name.padEnd(20),
              r.expiresAt ? `until ${formatDateTime(new Date(r.expiresAt), site.timeZone)}` : "",
            ].join("  "),
          ),
        );
      print(`${rows.length} reservation(s).`);
      const requests = await listSitePaymentRequests(db, site.id);
      if (requests.length) print("Payment requests:");
      for (const p of requests)
        print(
          oneLine(
            [
              p.id,
              p.status.padEnd(9),
              p.stocknum.padEnd(12),
              formatCents(cents(p.amountCents)).padEnd(9),
              p.name.padEnd(20),
              `reservation ${p.reservationId}`,
              p.paidAt
                ? `paid ${formatDate(new Date(p.paidAt), site.timeZone)} (${p.providerPaymentId})`
                : p.attempts
                  ? `${p.attempts} attempt(s)${p.declineMessage ? `, last: ${p.declineMessage}` : ""}`
                  : "",
              `"${p.description}"`,
            ]
              .filter((part) => part !== "")
              .join("  "),
          ),
        );
      print(`${requests.length} payment request(s).`);
      return;
    }
    case "confirm":
      if (!(await confirmHold({ db, site, now }, command.id, CLI)))
        throw new Error(`No paid hold ${command.id} on ${site.slug} to confirm`);
      print(`Confirmed ${command.id}: it no longer lapses.`);
      return;
    case "cancel":
      // The refund goes back through the provider that took the deposit.
      if (!(await cancelHold({ db, site, now, providerFor: deps.providerFor }, command.id, CLI)))
        throw new Error(`No hold ${command.id} on ${site.slug} to cancel`);
      print(
        `Cancelled ${command.id}: the car is for sale again; the deposit and any paid requests are refunded (open requests withdrawn).`,
      );
      return;
    case "complete":
      if (!(await completeSale({ db, site, now }, command.id, CLI)))
        throw new Error(`No held or confirmed reservation ${command.id} on ${site.slug} to complete`);
      print(`Completed ${command.id} as a sale: the car is sold; the deposit and paid requests are kept (open requests withdrawn).`);
      return;
    case "request-payment": {
      const made = await requestPayment({ db, site, now }, command, CLI);
      if (!made.ok) throw new Error(made.message);
      const { request } = made;
      print(`Requested ${formatCents(cents(request.amountCents))} for "${request.description}": payment request ${request.id}.`);
      print("The shopper pays it at /online-payment, signed in with the mobile number they reserved with.");
      return;
    }
    case "cancel-payment": {
      const cancelled = await cancelPaymentRequest({ db, site, now }, command.id, CLI);
      if (!cancelled.ok) throw new Error(cancelled.message);
      print(`Cancelled payment request ${command.id}: the shopper can no longer pay it.`);
      return;
    }
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const command = parseReservationsArgs(process.argv.slice(2));
  if (!command) {
    console.error(USAGE);
    process.exit(2);
  }
  await runSiteCommand(command.site, async (db, site) => {
    // Refunds go back through the provider that took the money (Stripe's keys from the environment).
    const { providerFor } = createPayments({ stripe: stripeSettingsFromEnv(parseEnv(process.env)) });
    await runReservationsCommand({ db, site, now: new Date(), providerFor, print: (line) => console.log(line) }, command);
  });
}
