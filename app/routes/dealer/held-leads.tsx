import { data } from "react-router";
import { z } from "zod";
import { ConsoleError } from "~/components/console/console-error";
import { PageHeader } from "~/components/console/console-shell";
import { FormMessage } from "~/components/console/fields";
import { HeldLeadList, HeldPerDay } from "~/components/console/held-lead-list";
import { decideHeldLead, loadHeldLeads } from "~/console/held-leads.server";
import { requireStaff, requireStaffForm } from "~/console/require-staff.server";
import type { Route } from "./+types/held-leads";

const decisionSchema = z.object({ intent: z.enum(["release", "delete"]), leadId: z.string().max(40) });

export async function loader({ context, request }: Route.LoaderArgs) {
  return loadHeldLeads(context, await requireStaff(context, request, { action: "view", resource: "leads" }));
}

export async function action({ context, request }: Route.ActionArgs) {
  const { viewer, form } = await requireStaffForm(context, request, { action: "edit", resource: "leads" });
  const parsed = decisionSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) return data({ error: "Choose a held lead to release or delete." }, { status: 400 });
  const outcome = await decideHeldLead(context, viewer, parsed.data);
  if (!outcome.ok) return data({ error: outcome.message }, { status: outcome.code === "unknown" ? 404 : 409 });
  if (outcome.deliveries > 0) context.leads.onLeadStored();
  return { done: parsed.data.intent === "release" ? "Released: it's in the inbox and on its way to your CRM." : "Deleted." };
}

export default function HeldLeads({ loaderData, actionData }: Route.ComponentProps) {
  const { held, days, canDelete } = loaderData;
  const result = actionData;
  return (
    <>
      <title>Held leads · Dealer console</title>
      <PageHeader title="Held leads" />
      <p className="mb-4 max-w-3xl text-slate-700">
        A spam check held these enquiries instead of delivering them. Release one that a real person sent and it's delivered like any other
        lead.
      </p>
      <div className="mb-4" aria-live="polite">
        <FormMessage error={result && "error" in result ? result.error : null} done={result && "done" in result ? result.done : null} />
      </div>
      <HeldLeadList held={held} canDelete={canDelete} />
      <HeldPerDay days={days} />
    </>
  );
}

export const ErrorBoundary = ConsoleError;
