import { formatDate } from "~/domain/format";
import type { ConsoleDeps } from "./console-deps";
import type { Person } from "./require-staff.server";
import { dismissStaffPasskeyPrompt, loadPasskeys, removeStaffPasskey } from "./staff-passkeys.server";

/** The platform's own host keeps the clock of the operators (Sydney); a site keeps its own. */
const PLATFORM_TIME_ZONE = "Australia/Sydney";

/** Your account: the person's passkeys on this host, dates on the site's clock. */
export async function loadAccountPage(deps: Pick<ConsoleDeps, "db" | "site">, person: Person) {
  const timeZone = deps.site?.timeZone ?? PLATFORM_TIME_ZONE;
  const { passkeys } = await loadPasskeys(deps, person);
  return {
    passkeys: passkeys.map((p) => ({
      id: p.id,
      label: p.label,
      added: formatDate(p.added, timeZone),
      lastUsed: p.lastUsed ? formatDate(p.lastUsed, timeZone) : null,
    })),
  };
}

export type AccountOutcome = { ok: true; message: string } | { ok: false; message: string; status: 400 | 404 };

/** Your account's writes: remove one of your passkeys here, or say "Not now" to the passkey prompt. */
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
  return { ok: false, status: 400, message: "Choose what to change." };
}
