/** `npm run leads` on held leads: thin callers of the use cases the dealer console calls too. */
import type { Database } from "~/db/database";
import { formatDate } from "~/domain/format";
import { oneLine } from "~/lib/clean-input";
import { deleteHeldLead } from "~/leads/delete-held-lead.server";
import type { HeldLeadOutcome } from "~/leads/held-leads";
import { receivedAt } from "~/leads/lead-export";
import { countHeldLeads, listHeldLeads } from "~/leads/list-held-leads.server";
import { releaseHeldLead } from "~/leads/release-held-lead.server";
import type { TenantSite } from "~/sites/tenant-site";

/** Who the audit log names for a change made from the command line. */
const CLI = { tool: "npm run leads" };

type Args = { limit: string; days: string; leadId: string | undefined };
type Command = (db: Database, site: TenantSite, args: Args) => Promise<void>;

const positive = (value: string, flag: string, max: number): number => {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > max) throw new Error(`${flag} must be a whole number from 1 to ${max}`);
  return n;
};

const needId = (verb: string, args: Args): string => {
  if (!args.leadId) throw new Error(`${verb} needs a lead id: npm run leads -- ${verb} LEAD_ID --site SLUG (see \`list --held\`)`);
  return args.leadId;
};

const done = (outcome: HeldLeadOutcome, said: (deliveries: number) => string) => {
  if (!outcome.ok) throw new Error(outcome.message);
  console.log(said(outcome.deliveries));
};

export const listHeld: Command = async (db, site, args) => {
  const rows = await listHeldLeads({ db, site, now: new Date() }, { limit: positive(args.limit, "--limit", 10_000) });
  for (const r of rows)
    console.log(
      oneLine(
        [
          r.id,
          receivedAt(new Date(r.createdAt), site.timeZone),
          r.reason.padEnd(17),
          r.category.padEnd(18),
          `${r.name} ${r.lastName ?? ""}`.trim().padEnd(24),
          r.email,
          r.phone ?? "",
        ].join("  "),
      ).trimEnd(),
    );
  console.log(`${rows.length} held lead(s). Let one through: release LEAD_ID; throw one away: delete LEAD_ID; per day: held-stats.`);
};

export const release: Command = async (db, site, args) =>
  done(await releaseHeldLead({ db, site, now: new Date(), actor: CLI }, needId("release", args)), (deliveries) =>
    deliveries > 0
      ? `Lead ${args.leadId} is released: ${deliveries} delivery job(s) queued; the server's worker sends them within seconds.`
      : `Lead ${args.leadId} is released. ${site.slug} has no delivery targets for it (leads.targets in the site config).`,
  );

export const deleteHeld: Command = async (db, site, args) =>
  done(
    await deleteHeldLead({ db, site, now: new Date(), actor: CLI }, needId("delete", args)),
    () => `Lead ${args.leadId} is deleted: the shopper's details are erased.`,
  );

export const heldStats: Command = async (db, site, args) => {
  const days = await countHeldLeads({ db, site, now: new Date() }, { days: positive(args.days, "--days", 366) });
  console.log(`Held leads on ${site.slug} per day (${site.timeZone})`);
  console.log("date        held  released  deleted  by reason");
  for (const d of days) {
    const reasons = Object.entries(d.byReason)
      .map(([reason, n]) => `${reason} ${n}`)
      .join(", ");
    console.log(
      `${formatDate(d.day)}  ${String(d.held).padStart(4)}  ${String(d.released).padStart(8)}  ${String(d.deleted).padStart(7)}  ${reasons}`.trimEnd(),
    );
  }
  const total = (key: "held" | "released" | "deleted") => days.reduce((sum, d) => sum + d[key], 0);
  console.log(`${days.length} days: ${total("held")} held, ${total("released")} released, ${total("deleted")} deleted.`);
};
