import type { LeadDeliveryView, LeadHistoryItem } from "~/domain/console/lead-view";
import { CONTACT_CHANNEL_LABELS } from "~/domain/console/lead-status";
import { ConsoleForm } from "./console-form";
import { Button } from "./fields";
import { Section } from "./section";

export function LeadHistory({ items, received }: { items: LeadHistoryItem[]; received: string }) {
  return (
    <Section title="History">
      <ol className="space-y-3 text-sm">
        <li>
          <span className="font-medium">{received}</span> · Sent from the website
        </li>
        {items.map((item) => (
          <li key={item.id}>
            <span className="font-medium">{item.at}</span> · {item.kind}
            {item.channel ? ` (${CONTACT_CHANNEL_LABELS[item.channel]})` : ""} by {item.who}
            {item.text ? <p className="mt-1 whitespace-pre-wrap text-slate-700">{item.text}</p> : null}
          </li>
        ))}
      </ol>
    </Section>
  );
}

const STATUS_TEXT: Record<string, string> = { pending: "Waiting to send", delivered: "Delivered", dead: "Failed" };

/** Where the lead went (the CRM's ADF e-mail, webhooks), each with its attempts; a failed one can be sent again. */
export function LeadDeliveries({ deliveries }: { deliveries: LeadDeliveryView[] }) {
  return (
    <Section title="Deliveries">
      {deliveries.length ? (
        <ul className="space-y-3 text-sm">
          {deliveries.map((d) => (
            <li key={d.id} className="flex flex-wrap items-center justify-between gap-2">
              <span className="min-w-0 break-words">
                <span className="font-medium">{d.channel}</span> to {d.target}: {STATUS_TEXT[d.status] ?? d.status}, {d.when} ·{" "}
                {d.attempts === 1 ? "1 attempt" : `${d.attempts} attempts`}
                {d.lastError ? <span className="block text-red-800">{d.lastError}</span> : null}
              </span>
              {d.status === "dead" ? (
                <ConsoleForm preventScrollReset>
                  <input type="hidden" name="intent" value="replay" />
                  <input type="hidden" name="deliveryId" value={d.id} />
                  <Button kind="secondary">Send again</Button>
                </ConsoleForm>
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-600">This lead has no deliveries set up.</p>
      )}
    </Section>
  );
}
