/**
 * `npm run leads -- list|show|export|replay --site SLUG [--id LEAD] [--delivery ID] [--format csv|json]`
 * Dealers' and operators' view of the leads: list with delivery state, show one in full, export
 * as CSV or JSON, and replay a dead delivery. With the embedded database, stop the server first
 * (one process per data directory); with DATABASE_URL it runs beside the server.
 */
import { oneLine } from "~/lib/clean-input";
import { parseArgs } from "node:util";
import { runSiteCommand } from "./site-command";
import { listSiteLeads, replayDelivery } from "~/leads/lead-admin-queries.server";
import { deliverySummary, leadsToCsv, receivedAt } from "~/leads/lead-export";

const USAGE =
  "Usage: npm run leads -- list|show|export|replay --site SLUG [--id LEAD_ID] [--delivery DELIVERY_ID] [--format csv|json] [--limit N]";
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    site: { type: "string" },
    id: { type: "string" },
    delivery: { type: "string" },
    format: { type: "string", default: "csv" },
    limit: { type: "string", default: "50" },
  },
});
const command = positionals[0];
if (!command || !["list", "show", "export", "replay"].includes(command) || !values.site) {
  console.error(USAGE);
  process.exit(2);
}
await runSiteCommand(values.site as string, async (db, site) => {
  if (command === "list") {
    const rows = await listSiteLeads(db, site.id, { limit: Number(values.limit) });
    for (const r of rows)
      console.log(
        oneLine(
          [
            r.id,
            receivedAt(new Date(r.createdAt), site.timeZone),
            r.category.padEnd(18),
            `${r.name} ${r.lastName ?? ""}`.trim().padEnd(24),
            deliverySummary(r),
          ].join("  "),
        ),
      );
    console.log(`${rows.length} lead(s).`);
  } else if (command === "show") {
    if (!values.id) throw new Error("show needs --id LEAD_ID");
    const [row] = await listSiteLeads(db, site.id, { leadId: values.id });
    if (!row) throw new Error(`No lead ${values.id} on ${site.slug}`);
    console.log(JSON.stringify(row, null, 2));
  } else if (command === "export") {
    const rows = await listSiteLeads(db, site.id);
    if (values.format === "json") console.log(JSON.stringify(rows, null, 2));
    else if (values.format === "csv") process.stdout.write(leadsToCsv(rows, site.timeZone));
    else throw new Error("--format must be csv or json");
  } else {
    if (!values.delivery) throw new Error("replay needs --delivery DELIVERY_ID (see `show`)");
    const ok = await replayDelivery(db, site.id, values.delivery);
    console.log(
      ok
        ? `Delivery ${values.delivery} is queued again; the server's worker sends it within seconds.`
        : `No dead delivery ${values.delivery} on ${site.slug}.`,
    );
  }
});
