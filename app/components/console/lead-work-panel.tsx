import { CONTACT_CHANNEL_LABELS, CONTACT_CHANNELS, LEAD_STATUS_LABELS, LEAD_STATUSES } from "~/domain/console/lead-status";
import type { LeadView } from "~/domain/console/lead-view";
import { ConsoleForm } from "./console-form";
import { Button, SelectField, TextArea } from "./fields";
import { Section } from "./section";

/** The forms that move a lead on: its status, a contact made, a note, and (for managers) who has it. */
export function LeadWorkPanel({ lead, staff, canAssign }: { lead: LeadView; staff: { id: string; name: string }[]; canAssign: boolean }) {
  return (
    <Section title="Work this lead">
      <div className="space-y-5">
        <ConsoleForm className="flex flex-wrap items-end gap-2" preventScrollReset>
          <input type="hidden" name="intent" value="status" />
          <SelectField
            label="Status"
            name="status"
            defaultValue={lead.status}
            options={LEAD_STATUSES.map((s) => ({ value: s, label: LEAD_STATUS_LABELS[s] }))}
            className="min-w-40 flex-1"
          />
          <Button kind="secondary">Change status</Button>
        </ConsoleForm>
        <ConsoleForm className="space-y-2" preventScrollReset>
          <input type="hidden" name="intent" value="contact" />
          <SelectField
            label="Log a contact"
            name="channel"
            options={CONTACT_CHANNELS.map((c) => ({ value: c, label: CONTACT_CHANNEL_LABELS[c] }))}
          />
          <TextArea label="What was said (optional)" name="body" id="contact-body" rows={2} />
          <Button kind="secondary">Log contact</Button>
        </ConsoleForm>
        <ConsoleForm className="space-y-2" preventScrollReset>
          <input type="hidden" name="intent" value="note" />
          <TextArea label="Note" name="body" id="note-body" rows={2} required />
          <Button kind="secondary">Add note</Button>
        </ConsoleForm>
        {canAssign ? (
          <ConsoleForm className="flex flex-wrap items-end gap-2" preventScrollReset>
            <input type="hidden" name="intent" value="assign" />
            <SelectField
              label="Assigned to"
              name="staffId"
              defaultValue={lead.assignedStaffId ?? ""}
              options={[{ value: "", label: "No one" }, ...staff.map((s) => ({ value: s.id, label: s.name }))]}
              className="min-w-40 flex-1"
            />
            <Button kind="secondary">Assign</Button>
          </ConsoleForm>
        ) : null}
      </div>
    </Section>
  );
}
