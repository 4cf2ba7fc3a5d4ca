import { can } from "~/domain/console/can";
import { formatDate } from "~/domain/format";
import type { ConsoleDeps } from "./console-deps";
import type { Person } from "./require-staff.server";
import { dismissStaffPasskeyPrompt, loadPasskeys, removeStaffPasskey } from "./staff-passkeys.server";
import { findWeeklySummaryChoice, setWeeklySummary } from "./weekly-summary-queries.server";

/** The platform's own host keeps the clock of the operators (Sydney); a site keeps its own. */
const PLATFORM_TIME_ZONE = "Australia/Sydney";

/**
 * Whether this person chose the weekly summary on this site; null where it is not theirs to choose (the platform's
 * host, or a role that may not read the dashboard).
 */
async function weeklySummaryChoice(deps: Pick<ConsoleDeps, "db" | "site">, person: Person): Promise<{ on: boolean } | null> {
  if (!deps.site) return null;
  const choice = await findWeeklySummaryChoice(deps.db, deps.site.id, person.staff.id);
  return choice && can(choice.role, "view", "insights") ? { on: choice.on } : null;
}

/** Your account: the person's passkeys on this host, dates on the site's clock, and their weekly summary. */
export async function loadAccountPage(deps: Pick<ConsoleDeps, "db" | "site">, person: Person) {
  const timeZone = deps.site?.timeZone ?? PLATFORM_TIME_ZONE;
  const [{ passkeys }, weeklySummary] = await Promise.all([loadPasskeys(deps, person), weeklySummaryChoice(deps, person)]);
  return {
    weeklySummary,
    passkeys: passkeys.map((p) => ({
      id: p.id,
      label: p.label,
      added: formatDate(p.added, timeZone),
      lastUsed: p.lastUsed ? formatDate(p.lastUsed, timeZone) : null,
    })),
  };
}

export type AccountOutcome = { ok: true; message: string } | { ok: false; message: string; status: 400 | 403 | 404 };

/** Your account's writes: remove one of your passkeys here, say "Not now" to the passkey prompt, choose the weekly summary. */
export async function changeAccount(deps: ConsoleDeps, person: Person, form: FormData): Promise<AccountOutcome> {
  const intent = form.get("intent");
  if (intent === "remove-passkey") {
    const removed = await removeStaffPasskey(deps, person, String(form.get("passkey") ?? ""));
    return removed
      ? { ok: true, message: "Passkey removed. It no longer signs you in here." }
      : { ok: false, status: 404, message: "That passkey isn't one of yours here (it may have been removed already)." };
  }
  if (intent === "dismiss-prompt") {
    await dismissStaffPasskeyPrompt(deps, person);
    return { ok: true, message: "We won't ask again. You can add a passkey here whenever you like." };
  }
  if (intent === "weekly-summary") {
    if (!deps.site || !(await weeklySummaryChoice(deps, person)))
      return { ok: false, status: 403, message: "The weekly summary is for the site's owners and sales managers." };
    const on = form.get("weeklySummary") === "1";
    await setWeeklySummary(deps.db, deps.site.id, person.staff.id, on);
    return {
      ok: true,
      message: on ? "Saved. The weekly summary comes each Monday morning." : "Saved. You won't get the weekly summary.",
    };
  }
  return { ok: false, status: 400, message: "Choose what to change." };
}
