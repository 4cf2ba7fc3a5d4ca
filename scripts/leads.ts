/**
 * `npm run leads -- COMMAND --site SLUG [...]`, the dealers' and operators' view of the leads:
 *   list [--held] [--limit N]   the leads with delivery state; --held: the ones a spam check holds
 *   show --id LEAD              one in full
 *   export [--format csv|json]  all of them
 *   release LEAD | delete LEAD  let a held lead through to the dealer, or throw it away
 *   held-stats [--days N]       held leads per day on the site's clock
 *   replay --delivery ID        send a dead delivery again
 * With the embedded database, stop the server first (one process per data directory); with
 * DATABASE_URL it runs beside the server, whose worker delivers a released lead within seconds.
 */
import { parseArgs } from "node:util";
import type { Database } from "~/db/database";
import { oneLine } from "~/lib/clean-input";
import { listSiteLeads, replayDelivery } from "~/leads/lead-admin-queries.server";
import { deliverySummary, leadsToCsv, receivedAt } from "~/leads/lead-export";
import { consentText } from "~/domain/marketing-consent";
import type { TenantSite } from "~/sites/tenant-site";
import { deleteHeld, heldStats, listHeld, release } from "./held-leads-commands";
import { runSiteCommand } from "./site-command";

const USAGE = `Usage: npm run leads -- COMMAND --site SLUG
  list [--held] [--limit N] | show --id LEAD | export [--format csv|json]
  release LEAD | delete LEAD | held-stats [--days N] | replay --delivery DELIVERY_ID`;
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    site: { type: "string" },
    id: { type: "string" },
    delivery: { type: "string" },
    format: { type: "string", default: "csv" },
    limit: { type: "string", default: "50" },
    days: { type: "string", default: "14" },
    held: { type: "boolean", default: false },
  },
});
type Command = (db: Database, site: TenantSite, args: typeof values & { leadId: string | undefined }) => Promise<void>;

const commands: Record<string, Command> = {
  release,
  delete: deleteHeld,
  "held-stats": heldStats,
  async list(db, site, args) {
    if (args.held) return listHeld(db, site, args);
    const rows = await listSiteLeads(db, site.id, { limit: Number(args.limit) });
    for (const r of rows)
      console.log(
        oneLine(
          [
            r.id,
            receivedAt(new Date(r.createdAt), site.timeZone),
            r.category.padEnd(18),
            `${r.name} ${r.lastName ?? ""}`.trim().padEnd(24),
            deliverySummary(r),
            `opt-in: ${r.marketingConsent ? consentText(r.marketingConsent) : "not recorded"}`,
          ].join("  "),
        ),
      );
    console.log(`${rows.length} lead(s). Held ones: npm run leads -- list --held --site ${site.slug}`);
  },
  async show(db, site, args) {
    if (!args.leadId) throw new Error("show needs --id LEAD_ID");
    const [row] = await listSiteLeads(db, site.id, { leadId: args.leadId });
    if (!row) throw new Error(`No lead ${args.leadId} on ${site.slug}.`);
    console.log(JSON.stringify(row, null, 2));
  },
  async export(db, site, args) {
    const rows = await listSiteLeads(db, site.id);
    if (args.format === "json") console.log(JSON.stringify(rows, null, 2));
    else if (args.format === "csv") process.stdout.write(leadsToCsv(rows, site.timeZone));
    else throw new Error("--format must be csv or json");
  },
  // A dead delivery of a delivered lead; a held lead has no deliveries until it is released.
  async replay(db, site, args) {
    if (!args.delivery)
      throw new Error("replay needs --delivery DELIVERY_ID (see `show`); a held lead is let through with `release LEAD_ID`");
    const ok = await replayDelivery(db, site.id, args.delivery);
    if (!ok) throw new Error(`No dead delivery ${args.delivery} on ${site.slug}.`);
    console.log(`Delivery ${args.delivery} is queued again; the server's worker sends it within seconds.`);
  },
};

const name = positionals[0] ?? "";
const command = Object.hasOwn(commands, name) ? commands[name] : undefined;
if (!command || !values.site) {
  console.error(USAGE);
  process.exit(2);
}
await runSiteCommand(values.site as string, (db, site) => command(db, site, { ...values, leadId: positionals[1] ?? values.id }));
