import { formatPhone } from "~/domain/phone";
import { sourceRows } from "~/domain/analytics/visit-source";
import type { LeadDeliveryView, LeadHistoryItem, LeadView } from "~/domain/console/lead-view";
import { formatAud, formatDate, formatDateTime, formatKm } from "~/domain/format";
import type { LeadRecord } from "~/leads/lead-record";
import type { ConsoleLead, LeadActivity, LeadDelivery } from "./lead-work-queries.server";

/** A car's state now, as a salesperson would say it. */
const CAR_STATUS_WORDS: Record<string, string> = {
  in_stock: "In stock",
  reserved: "Reserved",
  sold: "Sold",
  coming_soon: "Coming soon",
};

type CarNow = { slug: string; price: number | null; status: string; photo: string | null; photoAlt: string | null } | null;

const named = (first: string | null | undefined, last: string | null | undefined) => [first, last].filter(Boolean).join(" ");

function details(p: LeadRecord): LeadView["details"] {
  const rows: LeadView["details"] = [];
  // A slot is the location's own wall-clock time ('YYYY-MM-DDTHH:mm'), not an instant.
  if (p.testDriveAt)
    rows.push({
      label: "Test drive",
      value: `${formatDate(p.testDriveAt.slice(0, 10))} at ${p.testDriveAt.slice(11, 16)}, the location's time`,
    });
  if (p.rego) rows.push({ label: "Their rego", value: p.rego });
  if (p.additionalServices?.length) rows.push({ label: "Also interested in", value: p.additionalServices.join(", ") });
  for (const [label, value] of Object.entries(p.customFields ?? {})) if (value) rows.push({ label, value });
  if (p.pageUrl) rows.push({ label: "Sent from", value: p.pageUrl });
  return rows;
}

function tradeIn(p: LeadRecord): LeadView["tradeIn"] {
  const t = p.tradeIn;
  if (!t) return null;
  const answers = t.answers
    ? [
        { label: "Odometer", value: formatKm(t.answers.km) },
        { label: "Condition", value: t.answers.condition },
        { label: "Service history", value: t.answers.serviceHistory },
        { label: "Damage", value: t.answers.damage },
        ...(t.answers.accessories.length ? [{ label: "Accessories", value: t.answers.accessories.join(", ") }] : []),
      ]
    : [];
  return {
    vehicle: named(`${t.vehicle.year} ${t.vehicle.make} ${t.vehicle.model}`, t.vehicle.badge),
    rego: `${t.rego} (${t.regoState})`,
    estimate: t.estimate
      ? `${formatAud(t.estimate.low)} to ${formatAud(t.estimate.high)}, valid until ${t.estimate.validUntil}`
      : t.refusal,
    answers,
  };
}

/** What the lead's page shows, from the stored lead (as the shopper sent it) and its car as it is now. */
export function leadView(lead: ConsoleLead, car: CarNow, origin: string, timeZone: string): LeadView {
  const p = lead.payload;
  return {
    id: lead.id,
    received: formatDateTime(new Date(lead.createdAt), timeZone, { zoneName: true }),
    form: lead.form,
    category: named(p.category, p.subcategory),
    status: lead.status,
    assignedStaffId: lead.assignedStaffId,
    shopper: {
      name: named(p.contact.name, p.contact.lastName) || p.contact.email,
      email: p.contact.email,
      phone: p.contact.phone || null,
      postcode: p.contact.postcode,
      state: p.contact.state ?? null,
      optIn: p.contact.optIn,
    },
    message: p.message,
    details: details(p),
    car: p.car
      ? {
          title: named(`${p.car.year} ${p.car.make} ${p.car.model}`, p.car.badge),
          stocknum: p.car.stocknum,
          price: car?.price ? formatAud(car.price) : p.car.price ? formatAud(p.car.price) : null,
          status: car ? (CAR_STATUS_WORDS[car.status] ?? car.status) : "No longer listed",
          url: car ? `${origin}/cars/${car.slug}` : null,
          photo: car?.photo ?? null,
          photoAlt: car?.photoAlt ?? "",
        }
      : null,
    tradeIn: tradeIn(p),
    dealership: p.dealership?.name ?? null,
    heldReason: lead.releasedAt ? lead.quarantineReason : null,
    source: sourceRows(
      Object.fromEntries(Object.entries(lead.source ?? {}).filter((entry): entry is [string, string] => Boolean(entry[1]))),
    ),
  };
}

const ACTIVITY_TEXT: Record<LeadActivity["kind"], string> = {
  contact: "Contacted",
  note: "Note",
  status: "Status changed",
  assigned: "Assigned",
  released: "Released from the spam check",
};

export const historyItem = (a: LeadActivity, timeZone: string): LeadHistoryItem => ({
  id: a.id,
  at: formatDateTime(new Date(a.at), timeZone),
  who: a.staffName ?? "Someone no longer on the staff",
  kind: ACTIVITY_TEXT[a.kind],
  channel: a.channel,
  text: a.kind === "assigned" ? (a.body ?? "No one") : a.body,
});

/** What each outbox channel is, to a dealer reading where a lead went. */
const DELIVERY_CHANNELS: Record<string, string> = {
  email: "E-mail to your CRM (ADF)",
  webhook: "Webhook",
  "shopper-email": "E-mail to the shopper",
  "shopper-sms": "Text to the shopper",
  "staff-email": "Staff notification",
};

export const deliveryView = (d: LeadDelivery, timeZone: string): LeadDeliveryView => ({
  id: d.id,
  channel: DELIVERY_CHANNELS[d.channel] ?? d.channel,
  // A text's number as the console writes numbers (0412 345 678), not the E.164 the provider takes.
  target: d.channel === "shopper-sms" ? formatPhone(d.target) : d.target,
  status: d.status,
  attempts: d.attempts,
  lastError: d.lastError,
  when: formatDateTime(new Date(d.deliveredAt ?? d.nextAttemptAt), timeZone),
});
