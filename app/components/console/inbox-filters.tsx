import { Form } from "react-router";
import { LEAD_STATUS_LABELS, LEAD_STATUSES } from "~/domain/console/lead-status";
import type { InboxFilter } from "~/domain/console/inbox-filter";
import { anyChoice, Button, DealershipFilter, MoreFilters, SelectField, TextField } from "./fields";
import { LEAD_FORM_LABELS } from "./lead-form-labels";

/** The inbox's filters: a GET form, so a filtered inbox is an address a manager can bookmark or send. */
export function InboxFilters({
  filter,
  dealerships,
  staff,
}: {
  filter: InboxFilter;
  dealerships: { slug: string; name: string }[];
  staff: { id: string; name: string }[];
}) {
  return (
    <Form method="get" role="search" aria-label="Filter leads" className="mb-4 rounded-md border border-slate-300 bg-white p-4">
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        <TextField
          label="Search"
          name="q"
          type="search"
          inputMode="search"
          defaultValue={filter.q}
          hint="Name, phone, e-mail, stock number or rego"
          className="sm:col-span-2"
        />
        <SelectField
          label="Status"
          name="status"
          defaultValue={filter.status ?? ""}
          options={[anyChoice("Any status"), ...LEAD_STATUSES.map((s) => ({ value: s, label: LEAD_STATUS_LABELS[s] }))]}
        />
      </div>
      <MoreFilters
        open={Boolean(filter.form || filter.dealership || filter.assigned || filter.from || filter.to)}
        summary="More filters: form, dealership, assigned to, dates"
      >
        <SelectField
          label="Form"
          name="form"
          defaultValue={filter.form ?? ""}
          options={[anyChoice("Any form"), ...Object.entries(LEAD_FORM_LABELS).map(([value, label]) => ({ value, label }))]}
        />
        <DealershipFilter dealerships={dealerships} value={filter.dealership} />
        <SelectField
          label="Assigned to"
          name="assigned"
          defaultValue={filter.assigned ?? ""}
          options={[
            anyChoice("Anyone"),
            { value: "me", label: "Me" },
            { value: "none", label: "No one yet" },
            ...staff.map((s) => ({ value: s.id, label: s.name })),
          ]}
        />
        <TextField label="Received from" name="from" type="date" defaultValue={filter.from} />
        <TextField label="Received to" name="to" type="date" defaultValue={filter.to} />
      </MoreFilters>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button>Show leads</Button>
        <a href="/dealer/leads" className="inline-flex min-h-11 items-center px-2 text-sm underline underline-offset-2">
          Clear filters
        </a>
      </div>
    </Form>
  );
}
