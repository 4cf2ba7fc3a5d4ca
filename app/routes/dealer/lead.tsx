import { data } from "react-router";
import { ConsoleError } from "~/components/console/console-error";
import { PageHeader } from "~/components/console/console-shell";
import { FormMessage } from "~/components/console/fields";
import { CarSection, EnquirySection, ReachShopper, ShopperSection, SourceSection, TradeInSection } from "~/components/console/lead-details";
import { formLabel } from "~/components/console/lead-form-labels";
import { LeadDeliveries, LeadHistory } from "~/components/console/lead-history";
import { LeadStatusBadge } from "~/components/console/lead-status-badge";
import { LeadWorkPanel } from "~/components/console/lead-work-panel";
import { openLead, workOnLead } from "~/console/lead-work.server";
import { requireStaff, requireStaffForm } from "~/console/require-staff.server";
import { can } from "~/domain/console/can";
import { leadWorkSchema } from "~/domain/console/lead-work-form";
import type { Route } from "./+types/lead";

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const viewer = await requireStaff(context, request, { action: "view", resource: "leads" });
  const page = await openLead(context, viewer, params.id);
  if (!page) throw data("That lead isn't in this site's inbox.", { status: 404 });
  return { ...page, canAssign: can(viewer.role, "assign", "leads") };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const { viewer, form } = await requireStaffForm(context, request, { action: "edit", resource: "leads" });
  const parsed = leadWorkSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) return data({ error: parsed.error.issues[0]?.message ?? "Check the form and try again." }, { status: 400 });
  const outcome = await workOnLead(context, viewer, params.id, parsed.data);
  if (!outcome.ok) return data({ error: outcome.message }, { status: outcome.status });
  return { done: "Saved." };
}

export default function Lead({ loaderData, actionData }: Route.ComponentProps) {
  const { lead, history, deliveries, staff, canAssign } = loaderData;
  const result = actionData;
  return (
    <>
      <title>{`${lead.shopper.name} · Leads · Dealer console`}</title>
      <p className="mb-2 text-sm">
        <a href="/dealer/leads" className="underline underline-offset-2">
          All leads
        </a>
      </p>
      <PageHeader title={lead.shopper.name}>
        <LeadStatusBadge status={lead.status} />
      </PageHeader>
      <p className="-mt-2 mb-4 text-sm text-slate-600">
        {formLabel(lead.form)} · received {lead.received}
      </p>
      <ReachShopper lead={lead} />
      <div className="mb-4" aria-live="polite">
        <FormMessage error={result && "error" in result ? result.error : null} done={result && "done" in result ? result.done : null} />
      </div>
      <div className="grid gap-4 lg:grid-cols-[2fr_1fr]">
        <div className="space-y-4">
          <ShopperSection lead={lead} />
          <EnquirySection lead={lead} />
          {lead.car ? <CarSection car={lead.car} /> : null}
          {lead.tradeIn ? <TradeInSection tradeIn={lead.tradeIn} /> : null}
          <SourceSection source={lead.source} />
          <LeadDeliveries deliveries={deliveries} />
        </div>
        <div className="space-y-4">
          <LeadWorkPanel lead={lead} staff={staff} canAssign={canAssign} />
          <LeadHistory items={history} received={lead.received} />
        </div>
      </div>
    </>
  );
}

export const ErrorBoundary = ConsoleError;
