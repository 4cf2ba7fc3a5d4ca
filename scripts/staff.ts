/**
 * `npm run staff -- COMMAND [...]`, the dealer console's people from the command line (the same use cases as the console):
 *   add --site SLUG --email E --name N --role owner|manager|sales|marketing [--dealerships a,b]
 *   add --operator --email E --name N      a platform operator (their console is on the platform's host)
 *   list --site SLUG                       the site's staff and roles
 *   remove --site SLUG --email E           off the site's staff (their open leads go to a manager)
 *   link --site SLUG --email E             a one-time sign-in link, printed (for a first owner without mail set up)
 */
import { join } from "node:path";
import { parseArgs } from "node:util";
import { addStaff, removeStaff } from "~/console/manage-staff.server";
import { createSignInLink } from "~/console/sign-in.server";
import { findStaffByEmail, listSiteStaff, upsertStaff } from "~/console/staff-queries.server";
import { ROLE_LABELS } from "~/domain/console/can";
import { staffInviteSchema } from "~/domain/console/staff-form";
import { loadOrCreateSecret } from "~/leads/lead-services.server";
import { parseEnv } from "~/lib/env.server";
import { createMailer } from "~/lib/mailer.server";
import { runDatabaseCommand, runSiteCommand } from "./site-command";

const USAGE = `Usage: npm run staff -- add --site SLUG --email E --name N --role ROLE [--dealerships a,b]
       npm run staff -- add --operator --email E --name N
       npm run staff -- list --site SLUG | remove --site SLUG --email E | link --site SLUG --email E`;
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    site: { type: "string" },
    email: { type: "string" },
    name: { type: "string" },
    role: { type: "string" },
    dealerships: { type: "string" },
    operator: { type: "boolean", default: false },
  },
});
const CLI = { tool: "npm run staff" };
const [command] = positionals;

function invite() {
  const parsed = staffInviteSchema.safeParse({ ...values, dealerships: values.dealerships?.split(",").filter(Boolean) ?? [] });
  if (!parsed.success) throw new Error(parsed.error.issues.map((i) => `--${String(i.path[0])}: ${i.message}`).join("\n"));
  return parsed.data;
}

async function main() {
  if (command === "add" && values.operator) {
    return runDatabaseCommand(async (db) => {
      const { email, name } = invite();
      const person = await upsertStaff(db, { email, name, operator: true });
      console.log(`${person.email} is a platform operator.`);
    });
  }
  if (!values.site || !["add", "list", "remove", "link"].includes(command ?? "")) {
    console.error(USAGE);
    process.exitCode = 2;
    return;
  }
  await runSiteCommand(values.site, async (db, site) => {
    const deps = { db, siteId: site.id, now: new Date(), actor: CLI };
    if (command === "add") {
      const person = invite();
      const outcome = await addStaff(deps, person);
      if (!outcome.ok) throw new Error(outcome.message);
      return console.log(`${person.email} is now ${ROLE_LABELS[person.role]} at ${site.name}. Sign-in: ${site.origin}/dealer/sign-in`);
    }
    if (command === "list") {
      for (const s of await listSiteStaff(db, site.id))
        console.log(
          `${s.email.padEnd(40)} ${ROLE_LABELS[s.role].padEnd(14)} ${s.name}${s.dealershipSlugs ? `  (${s.dealershipSlugs.join(", ")})` : ""}`,
        );
      return;
    }
    const person = values.email ? await findStaffByEmail(db, values.email) : null;
    if (!person) throw new Error(`No staff member ${values.email ?? "(give --email)"}.`);
    if (command === "remove") {
      const outcome = await removeStaff(deps, person.id);
      if (!outcome.ok) throw new Error(outcome.message);
      return console.log(`${person.email} is no longer on ${site.name}'s staff.`);
    }
    const env = parseEnv(process.env);
    const secret = loadOrCreateSecret(env.DATA_DIR, env.LEAD_SECRET);
    const mailer = createMailer({ mailDir: join(env.DATA_DIR, "mail") });
    const link = await createSignInLink({ db, site, now: new Date(), secret, mailer, from: "", origin: site.origin }, person.id);
    console.log(`${link.url}\n(works once, for 15 minutes; code ${link.code})`);
  });
}

void main();
