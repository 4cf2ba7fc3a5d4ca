import { formatDate } from "~/domain/format";
import { ConsoleForm } from "./console-form";
import { Button } from "./fields";
import { heldReasonLabel } from "./held-reason-labels";
import { formLabel } from "./lead-form-labels";
import { Section } from "./section";

type Held = {
  id: string;
  received: string;
  name: string;
  email: string;
  phone: string | null;
  form: string;
  reason: string;
  message: string | null;
};

export function HeldLeadList({ held, canDelete }: { held: Held[]; canDelete: boolean }) {
  if (!held.length)
    return (
      <p className="rounded-md border border-slate-300 bg-white p-6 text-slate-700">No leads are held. Every enquiry reached the inbox.</p>
    );
  return (
    <ul className="space-y-3">
      {held.map((h) => (
        <li key={h.id} className="rounded-md border border-slate-300 bg-white p-4">
          <p className="font-semibold">
            {h.name}{" "}
            <span className="font-normal text-slate-600">
              · {formLabel(h.form)} · {h.received}
            </span>
          </p>
          <p className="text-sm text-slate-700">
            {h.email}
            {h.phone ? ` · ${h.phone}` : ""}
          </p>
          <p className="mt-1 text-sm">
            <span className="font-medium">Held because:</span> {heldReasonLabel(h.reason)}
          </p>
          {h.message ? <p className="mt-2 whitespace-pre-wrap text-sm">{h.message}</p> : null}
          <div className="mt-3 flex flex-wrap gap-2">
            <ConsoleForm>
              <input type="hidden" name="leadId" value={h.id} />
              <Button name="intent" value="release">
                Release to the inbox
              </Button>
            </ConsoleForm>
            {canDelete ? (
              <ConsoleForm>
                <input type="hidden" name="leadId" value={h.id} />
                <Button name="intent" value="delete" kind="danger">
                  Delete
                </Button>
              </ConsoleForm>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}

/** Held leads per day on the site's clock: a rule that starts holding real shoppers shows as a rise in releases. */
export function HeldPerDay({ days }: { days: { day: string; held: number; released: number; deleted: number }[] }) {
  return (
    <div className="mt-6">
      <Section title="Held per day, last 14 days">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Held, released and deleted leads per day</caption>
          <thead>
            <tr className="border-b border-slate-300">
              <th scope="col" className="py-1 pr-3">
                Day
              </th>
              <th scope="col" className="py-1 pr-3">
                Held
              </th>
              <th scope="col" className="py-1 pr-3">
                Released
              </th>
              <th scope="col" className="py-1">
                Deleted
              </th>
            </tr>
          </thead>
          <tbody>
            {days.map((d) => (
              <tr key={d.day} className="border-b border-slate-100">
                <td className="py-1 pr-3">{formatDate(d.day)}</td>
                <td className="py-1 pr-3">{d.held}</td>
                <td className="py-1 pr-3">{d.released}</td>
                <td className="py-1">{d.deleted}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Section>
    </div>
  );
}
