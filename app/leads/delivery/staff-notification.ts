import { formatAud, formatDateTime, formatKm } from "~/domain/format";
import { formatSlot } from "~/domain/locations/test-drive-slots";
import { formatPhone, phoneHref } from "~/domain/phone";
import { isPriced } from "~/domain/price-thresholds";
import { carTitle } from "~/domain/vehicle/car-name";
import { imageUrl } from "~/images/image-url";
import { oneLine } from "~/lib/clean-input";
import { formLabel } from "~/leads/lead-form-labels";
import type { LeadRecord } from "~/leads/lead-record";

/** A line of the notification: a label and its value, with a link where the value is one. */
type Row = { label: string; value: string; href?: string };

/** What the e-mail says, once, so its plain text and its HTML say the same. */
type Notice = {
  subject: string;
  intro: string;
  shopper: Row[];
  asked: Row[];
  message: string | null;
  car: { title: string; rows: Row[]; photo: string | null; link: string } | null;
  reply: string;
  consoleUrl: string;
};

const PHOTO_WIDTH = 600;

const fullName = (lead: LeadRecord) => [lead.contact.name, lead.contact.lastName].filter(Boolean).join(" ") || lead.contact.email;

function tradeInSummary(t: NonNullable<LeadRecord["tradeIn"]>): string {
  const vehicle = [t.vehicle.year, t.vehicle.make, t.vehicle.model, t.vehicle.badge].filter(Boolean).join(" ");
  const km = t.answers ? `, ${formatKm(t.answers.km)}` : "";
  const offer = t.estimate
    ? `, offer ${formatAud(t.estimate.low)} to ${formatAud(t.estimate.high)} valid until ${t.estimate.validUntil}${t.offerAccepted ? " (accepted)" : ""}`
    : t.refusal
      ? `, no offer: ${t.refusal}`
      : "";
  return `${vehicle} (rego ${t.rego} ${t.regoState})${km}${offer}`;
}

/** What the shopper asked beyond their message: the form, when, a test drive's slot, a trade-in, the extras. */
function askedRows(lead: LeadRecord, timeZone: string): Row[] {
  const rows: Row[] = [
    { label: "Form", value: [formLabel(lead.form), lead.subcategory].filter(Boolean).join(" · ") },
    { label: "Received", value: formatDateTime(new Date(lead.createdAt), timeZone, { zoneName: true }) },
  ];
  // A slot is the location's own wall-clock time ('YYYY-MM-DDTHH:mm'), not an instant.
  if (lead.testDriveAt) rows.push({ label: "Test drive", value: `${formatSlot(lead.testDriveAt)}, the location's time` });
  if (lead.tradeIn) rows.push({ label: "Trade-in", value: tradeInSummary(lead.tradeIn) });
  if (lead.rego) rows.push({ label: "Their rego", value: lead.rego });
  if (lead.additionalServices.length) rows.push({ label: "Also interested in", value: lead.additionalServices.join(", ") });
  for (const [label, value] of Object.entries(lead.customFields)) if (value) rows.push({ label, value });
  if (lead.location) rows.push({ label: "Location", value: `${lead.location.name}, ${lead.location.city} ${lead.location.state}` });
  return rows;
}

function carPart(lead: LeadRecord, origin: string): Notice["car"] {
  const car = lead.car;
  if (!car) return null;
  const link = `${origin}/cars/${encodeURIComponent(car.slug)}`;
  const rows: Row[] = [
    ...(isPriced(car) ? [{ label: "Price", value: formatAud(car.price) }] : []),
    { label: "Stock number", value: car.stocknum },
    ...(car.km ? [{ label: "Odometer", value: formatKm(car.km) }] : []),
    { label: "Car page", value: link, href: link },
  ];
  const photo = car.photo ? `${origin}${imageUrl(car.photo, PHOTO_WIDTH, { fmt: "jpeg" })}` : null;
  return { title: carTitle(car, { badge: true }), rows, photo, link };
}

/** The notice's content from the stored lead: the same after any retry, and after the stock changes. */
function notice(lead: LeadRecord, links: { origin: string; consoleUrl: string }): Notice {
  const name = fullName(lead);
  const timeZone = lead.location?.timeZone ?? lead.vendor.timeZone;
  const car = carPart(lead, links.origin);
  const about = car ? `${car.title} (${lead.car?.stocknum})` : (lead.dealership?.name ?? lead.siteName);
  const label = formLabel(lead.form);
  return {
    // Leads stored before the input boundary refused control characters may still hold some.
    subject: oneLine(`${label} from ${name}: ${about}`),
    intro: `${name} sent a ${label.toLowerCase()} from ${lead.siteName}${lead.dealership ? ` for ${lead.dealership.name}` : ""}.`,
    shopper: [
      { label: "Name", value: name },
      ...(lead.contact.phone ? [{ label: "Phone", value: formatPhone(lead.contact.phone), href: phoneHref(lead.contact.phone) }] : []),
      { label: "E-mail", value: lead.contact.email, href: `mailto:${lead.contact.email}` },
      ...(lead.contact.postcode ? [{ label: "Postcode", value: lead.contact.postcode }] : []),
    ],
    asked: askedRows(lead, timeZone),
    message: lead.message,
    car,
    reply: `Reply to this e-mail to answer ${name}.`,
    consoleUrl: links.consoleUrl,
  };
}

const textRows = (rows: Row[]) => rows.map((r) => `${r.label}: ${r.value}`);

function asText(n: Notice): string {
  const car = n.car ? ["", "The car", n.car.title, ...textRows(n.car.rows), ...(n.car.photo ? [`Photo: ${n.car.photo}`] : [])] : [];
  return [
    n.intro,
    "",
    "The shopper",
    ...textRows(n.shopper),
    "",
    "What they asked",
    ...(n.message ? [n.message, ""] : []),
    ...textRows(n.asked),
    ...car,
    "",
    n.reply,
    `Open the lead in the console: ${n.consoleUrl}`,
    "",
  ].join("\n");
}

/** Every value is the shopper's or the dealer's text: escaped before it reaches the markup. */
export const escapeHtml = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");

const LINK = 'style="color:#1d4ed8"';
const H2 = 'style="margin:24px 0 8px;font-size:16px"';
const P = 'style="margin:0 0 6px"';

const htmlValue = (r: Row) => (r.href ? `<a href="${escapeHtml(r.href)}" ${LINK}>${escapeHtml(r.value)}</a>` : escapeHtml(r.value));
const htmlRows = (rows: Row[]) => rows.map((r) => `<p ${P}><strong>${escapeHtml(r.label)}:</strong> ${htmlValue(r)}</p>`).join("\n");

function htmlCar(car: NonNullable<Notice["car"]>): string {
  const photo = car.photo
    ? `<p ${P}><a href="${escapeHtml(car.link)}"><img src="${escapeHtml(car.photo)}" alt="${escapeHtml(car.title)}" width="${PHOTO_WIDTH}" style="display:block;width:100%;max-width:${PHOTO_WIDTH}px;height:auto;border:0;border-radius:6px"></a></p>`
    : "";
  return `<h2 ${H2}>The car</h2>\n${photo}\n<p ${P}><strong>${escapeHtml(car.title)}</strong></p>\n${htmlRows(car.rows)}`;
}

/** Plain markup (headings, paragraphs, inline styles; no tables, no scripts) that mail clients show as written. */
function asHtml(n: Notice): string {
  const message = n.message
    ? `<blockquote style="margin:0 0 12px;padding:8px 12px;border-left:4px solid #cbd5e1;white-space:pre-wrap">${escapeHtml(n.message)}</blockquote>`
    : "";
  return `<!doctype html>
<html lang="en-AU">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(n.subject)}</title></head>
<body style="margin:0;padding:16px;background:#ffffff;color:#0f172a;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5">
<div style="max-width:${PHOTO_WIDTH}px;margin:0 auto">
<p style="margin:0 0 16px;font-size:17px">${escapeHtml(n.intro)}</p>
<h2 ${H2}>The shopper</h2>
${htmlRows(n.shopper)}
<h2 ${H2}>What they asked</h2>
${message}
${htmlRows(n.asked)}
${n.car ? htmlCar(n.car) : ""}
<p style="margin:24px 0 6px"><strong>${escapeHtml(n.reply)}</strong></p>
<p ${P}>Open the lead in the console: <a href="${escapeHtml(n.consoleUrl)}" ${LINK}>${escapeHtml(n.consoleUrl)}</a></p>
</div>
</body>
</html>
`;
}

/**
 * The notification a dealership's staff read (issue 53), beside the ADF e-mail the CRM parses: who
 * asked, what, about which car (its photo and page), how to answer (the sender sets Reply-To to the
 * shopper) and the lead in the console. From the stored lead alone, so a retry reads the same.
 */
export function staffNotification(
  lead: LeadRecord,
  links: { origin: string; consoleUrl: string },
): { subject: string; text: string; html: string } {
  const n = notice(lead, links);
  return { subject: n.subject, text: asText(n), html: asHtml(n) };
}

/** The lead's page in the console, on the site's own host. */
export const consoleLeadUrl = (origin: string, leadId: string) => `${origin}/dealer/leads/${encodeURIComponent(leadId)}`;
