/**
 * `npm run reservations -- list|confirm|cancel --site SLUG [--id RESERVATION]`: the dealer's side of
 * reservations. Confirm a paid hold (it stops lapsing) or cancel one (the car is for sale again and
 * the deposit is refunded once through the provider that took it). With the embedded database,
 * stop the server first (one process per data directory); with DATABASE_URL it runs beside it.
 */
import { parseArgs } from "node:util";
import { oneLine } from "~/lib/clean-input";
import { runSiteCommand } from "./site-command";
import { formatDateTime } from "~/domain/format";
import { cents, formatCents } from "~/domain/reserve/money";
import { parseEnv } from "~/lib/env.server";
import { createPayments, stripeSettingsFromEnv } from "~/payments/providers.server";
import { cancelHold, confirmHold } from "~/reserve/reserve-car.server";
import { listSiteReservations } from "~/reserve/reservation-queries.server";

const USAGE = "Usage: npm run reservations -- list|confirm|cancel --site SLUG [--id RESERVATION_ID]";
const { values, positionals } = parseArgs({ allowPositionals: true, options: { site: { type: "string" }, id: { type: "string" } } });
const command = positionals[0];
if (!command || !["list", "confirm", "cancel"].includes(command) || !values.site || (command !== "list" && !values.id)) {
  console.error(USAGE);
  process.exit(2);
}
await runSiteCommand(values.site as string, async (db, site) => {
  const now = new Date();
  if (command === "list") {
    const rows = await listSiteReservations(db, site.id);
    for (const r of rows)
      console.log(
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
    console.log(`${rows.length} reservation(s).`);
  } else if (command === "confirm") {
    if (!(await confirmHold({ db, site, now }, values.id as string)))
      throw new Error(`No paid hold ${values.id} on ${site.slug} to confirm`);
    console.log(`Confirmed ${values.id}: it no longer lapses.`);
  } else {
    // The refund goes back through the provider that took the deposit (Stripe's keys from the environment).
    const { providerFor } = createPayments({ stripe: stripeSettingsFromEnv(parseEnv(process.env)) });
    if (!(await cancelHold({ db, site, now, providerFor }, values.id as string)))
      throw new Error(`No hold ${values.id} on ${site.slug} to cancel`);
    console.log(`Cancelled ${values.id}: the car is for sale again and the deposit is refunded.`);
  }
});
