import { ROLE_LABELS, type Role } from "~/domain/console/can";
import type { TenantSite } from "~/sites/tenant-site";
import type { ConsoleDeps } from "./console-deps";
import { createSignInLink } from "./sign-in.server";

/**
 * A person proving it is them again before a sensitive change (staff, refunds): a fresh sign-in link on this host,
 * e-mailed to them, that lands back where they were.
 */
export async function sendReconfirmLink(
  deps: ConsoleDeps,
  person: { id: string; email: string },
  redirectTo: string,
  where: string,
): Promise<void> {
  const { url } = await createSignInLink(deps, person.id, { redirectTo });
  await deps.mailer.send(
    {
      from: deps.from,
      to: person.email,
      subject: `Confirm it's you on ${where}`,
      text: `Open this link to confirm it's you, then make the change again:\n${url}\n\nIt works once, for 15 minutes.`,
    },
    `confirm-${person.id}-${deps.now.getTime()}`,
  );
}

/** A new member of a site's staff: a sign-in link for that site's host that lasts a day, from whoever added them. */
export async function sendInvitation(
  deps: ConsoleDeps,
  site: TenantSite,
  invite: { staffId: string; email: string; name: string; role: Role; by: string },
): Promise<void> {
  const { url } = await createSignInLink({ ...deps, site, origin: site.origin }, invite.staffId, { long: true });
  await deps.mailer.send(
    {
      from: deps.from,
      to: invite.email,
      subject: `${invite.by} added you to ${site.name}'s dealer console`,
      text: `Hi ${invite.name},\n\n${invite.by} has added you to ${site.name}'s dealer console as ${ROLE_LABELS[invite.role]}.\n\nSign in with this link (it works once, for a day):\n${url}\n\nLater, sign in at ${site.origin}/dealer/sign-in with this e-mail address.`,
    },
    `invite-${invite.staffId}-${deps.now.getTime()}`,
  );
}
