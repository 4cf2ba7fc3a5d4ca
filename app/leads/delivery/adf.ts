import { formatAud, formatNumber, zoneOffsetMs } from "~/domain/format";
import { carTitle } from "~/domain/vehicle/car-name";
import type { LeadRecord } from "~/leads/lead-record";
import { consentText } from "~/domain/marketing-consent";
import { xmlText } from "~/domain/xml-text";

const el = (name: string, value: string | number | null | undefined, attrs = ""): string =>
  value === null || value === undefined || value === "" ? "" : `<${name}${attrs}>${xmlText(value)}</${name}>`;

/** ISO 8601 with the dealership's own offset, as ADF's requestdate expects: 2026-11-22T17:40:00+10:00. */
export function isoInZone(instant: Date, timeZone: string): string {
  const wholeSecond = Math.floor(instant.getTime() / 1000) * 1000;
  const offsetMs = zoneOffsetMs(wholeSecond, timeZone);
  const wallClock = new Date(wholeSecond + offsetMs).toISOString().slice(0, 19);
  const offsetMinutes = Math.round(offsetMs / 60000);
  const sign = offsetMinutes < 0 ? "-" : "+";
  const abs = Math.abs(offsetMinutes);
  return `${wallClock}${sign}${String(Math.floor(abs / 60)).padStart(2, "0")}:${String(abs % 60).padStart(2, "0")}`;
}

const INTEREST: Partial<Record<LeadRecord["form"], string>> = { "test-drive": "test-drive" };

/** Everything ADF has no element for goes into comments as 'Label: value' lines, so nothing the shopper sent is lost. */
export function leadComments(lead: LeadRecord): string {
  const lines: [string, string | null | undefined][] = [
    ["Message", lead.message],
    ["Enquiry", [lead.category, lead.subcategory].filter(Boolean).join(" / ")],
    ["Test drive requested for", lead.testDriveAt ? `${lead.testDriveAt.replace("T", " ")} (dealership time)` : null],
    ["Postcode", lead.contact.postcode],
    ["State", lead.contact.state?.toUpperCase()],
    ["Rego", lead.rego],
    ["Location", lead.location ? `${lead.location.name}, ${lead.location.city} ${lead.location.state}` : null],
    ["Additional services", lead.additionalServices.join(", ")],
    ...Object.entries(lead.customFields).map(([k, v]) => [k, v] as [string, string]),
    ["Marketing opt-in", lead.contact.optIn ? "Yes" : "No"],
    // ADF 1.0 has no element for consent: how it was given goes beside the answer (decision 029).
    ["Marketing consent", lead.contact.consent ? consentText(lead.contact.consent.method) : null],
    ["Terms accepted", lead.termsAccepted ? "Yes" : null],
    ["Page", lead.pageUrl],
    ...tradeInLines(lead),
    ["Lead id", lead.id],
  ];
  return lines
    .filter(([, v]) => v)
    .map(([k, v]) => `${k}: ${v}`)
    .join("\n");
}

function tradeInLines(lead: LeadRecord): [string, string | null][] {
  const t = lead.tradeIn;
  if (!t) return [];
  const a = t.answers;
  return [
    [
      "Trade-in",
      `${t.vehicle.year} ${t.vehicle.make} ${t.vehicle.model}${t.vehicle.badge ? ` ${t.vehicle.badge}` : ""}, rego ${t.rego} (${t.regoState.toUpperCase()})`,
    ],
    ["Trade-in kilometres", a ? `${formatNumber(a.km)} km` : null],
    ["Trade-in condition", a ? `${a.condition}; service history ${a.serviceHistory}; damage ${a.damage}` : null],
    ["Trade-in accessories", a?.accessories.join(", ") || null],
    [
      "Trade-in estimate",
      t.estimate ? `${formatAud(t.estimate.low)} to ${formatAud(t.estimate.high)}, valid until ${t.estimate.validUntil}` : null,
    ],
    ["No online estimate", t.refusal],
    ["Questions answered", t.formCompleted ? "Yes" : "No"],
    ["Offer accepted", t.offerAccepted ? "Yes" : "No"],
  ];
}

/** The shopper's own car as an ADF vehicle: a trade-in, or a car to sell when the lead names no car to buy. */
function tradeInVehicle(lead: LeadRecord): string {
  const t = lead.tradeIn;
  if (!t) return "";
  const interest = lead.car ? "trade-in" : "sell";
  return (
    `<vehicle interest="${interest}" status="used">` +
    el("year", t.vehicle.year) +
    el("make", t.vehicle.make) +
    el("model", t.vehicle.model) +
    el("vin", t.vehicle.vin) +
    el("trim", t.vehicle.badge) +
    el("odometer", t.answers?.km, ' units="km"') +
    (t.estimate ? el("price", t.estimate.low, ' type="appraisal" currency="AUD"') : "") +
    (t.estimate
      ? el(
          "pricecomments",
          `Online estimate ${formatAud(t.estimate.low)} to ${formatAud(t.estimate.high)}, valid until ${t.estimate.validUntil}`,
        )
      : "") +
    el("comments", `Rego ${t.rego} (${t.regoState.toUpperCase()}). Offer accepted: ${t.offerAccepted ? "yes" : "no"}.`) +
    "</vehicle>"
  );
}

/** The lead as an ADF 1.0 document (valid against the specification's DTD, vendored as ./adf-1.0.dtd). */
export function leadToAdf(lead: LeadRecord): string {
  const { vendor } = lead;
  const car = lead.car;
  const interest = INTEREST[lead.form] ?? "buy";
  const carVehicle = car
    ? `<vehicle interest="${interest}" status="${car.carType === "new" ? "new" : "used"}">` +
      el("id", car.id, ' source="car_id"') +
      el("year", car.year) +
      el("make", car.make) +
      el("model", car.model) +
      el("vin", car.vin) +
      el("stock", car.stocknum) +
      el("trim", car.badge) +
      el("bodystyle", car.body) +
      el("transmission", car.trans) +
      el("odometer", car.km, ' units="km"') +
      (car.colour ? `<colorcombination>${el("exteriorcolor", car.colour)}<preference>1</preference></colorcombination>` : "") +
      (car.price > 0 ? el("price", car.price, ' type="asking" currency="AUD"') : "") +
      el("comments", `${carTitle(car, { badge: true })}, ${lead.siteUrl}/cars/${car.slug}`) +
      "</vehicle>"
    : lead.tradeIn
      ? ""
      : // ADF needs a vehicle; a general enquiry names none, so its fields stay empty and the comments say so.
        `<vehicle interest="${interest}" status="new"><year></year><make></make><model></model><comments>No particular vehicle</comments></vehicle>`;
  const vehicle = carVehicle + tradeInVehicle(lead);
  const name = lead.contact.lastName
    ? `<name part="first">${xmlText(lead.contact.name)}</name><name part="last">${xmlText(lead.contact.lastName)}</name>`
    : `<name part="full">${xmlText(lead.contact.name)}</name>`;
  const vendorContact =
    `<contact><name part="full" type="business">${xmlText(vendor.name)}</name>` +
    (vendor.email ? el("email", vendor.email) + el("phone", vendor.phone) : `<phone>${xmlText(vendor.phone ?? "")}</phone>`) +
    "</contact>";
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n<?adf version="1.0"?>\n' +
    '<adf><prospect status="new">' +
    el("id", lead.id, ` sequence="1" source="${xmlText(lead.siteName)}"`) +
    el("requestdate", isoInZone(new Date(lead.createdAt), vendor.timeZone)) +
    vehicle +
    `<customer><contact>${name}${el("email", lead.contact.email)}${el("phone", lead.contact.phone, ' type="voice"')}</contact>${el("comments", leadComments(lead))}</customer>` +
    `<vendor>${el("id", lead.dealership?.slug, ' source="dealership"')}${el("vendorname", lead.dealership?.name ?? lead.siteName)}${vendorContact}</vendor>` +
    `<provider><name part="full">${xmlText(lead.siteName)} website</name><service>Website lead</service>${el("url", lead.siteUrl)}</provider>` +
    "</prospect></adf>\n"
  );
}
