import type { CarFields } from "./feed-car";
import { FIELD_LABELS } from "~/domain/console/car-fields";
import { type FeedRow, FeedRowSchema } from "./feed-row";

/**
 * The car editor's form (issue 54): one field per feed field, named as the feed names it (docs/feeds/README.md), so
 * a form and a feed row are validated by the one schema, FeedRowSchema. Lists are one item a line; specifications one
 * `Name: value` a line. Lender entries and 360 frames come only from a feed; photos have their own forms.
 */
export type CarFormValues = Record<string, string>;

const LIST_FIELDS = ["features", "videos"] as const;
const CHECKBOXES = ["certified", "preorder"] as const;

/** The form's text fields, in the editor's order (the select, checkbox and list fields are named in the component). */
export const FORM_FIELDS = [
  "stock_number",
  "car_type",
  "status",
  "item_type",
  "year",
  "make",
  "model",
  "badge",
  "series",
  "body",
  "colour",
  "interior_colour",
  "km",
  "price",
  "was_price",
  "price_type",
  "subscription_price",
  "transmission",
  "fuel",
  "drive",
  "engine",
  "seats",
  "doors",
  "vin",
  "rego",
  "rego_state",
  "rego_expiry",
  "build_date",
  "compliance_date",
  "certified",
  "preorder",
  "tag",
  "history_report_url",
  "walkaround_video",
  "location",
  "dealer_comments",
  "features",
  "videos",
  "specifications",
] as const;

/** What the person typed, as text, for every field of the form (what an error gives back so nothing is lost). */
export function typedValues(form: { get(name: string): unknown }): CarFormValues {
  const values: CarFormValues = {};
  for (const name of FORM_FIELDS) {
    const value = form.get(name);
    values[name] = typeof value === "string" ? value : "";
  }
  return values;
}

const lines = (text: string) =>
  text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean);

/** `Name: value` lines as the feed's specifications; a line without a colon is an error the schema cannot name, so say it here. */
function specificationsOf(text: string): { specs: Record<string, string>; error: string | null } {
  const specs: Record<string, string> = {};
  for (const line of lines(text)) {
    const colon = line.indexOf(":");
    if (colon < 1) return { specs, error: `"${line.slice(0, 40)}" must be written Name: value` };
    specs[line.slice(0, colon).trim()] = line.slice(colon + 1).trim();
  }
  return { specs, error: null };
}

export type ParsedCarForm = { ok: true; row: FeedRow } | { ok: false; errors: Record<string, string> };

/** The form as a feed row, validated by the feed's own schema; each error is placed on the field it names. */
export function parseCarForm(values: CarFormValues): ParsedCarForm {
  const raw: Record<string, unknown> = {};
  for (const name of FORM_FIELDS) {
    const value = (values[name] ?? "").trim();
    if (value !== "") raw[name] = value;
  }
  for (const name of CHECKBOXES) raw[name] = Boolean(raw[name]);
  for (const name of LIST_FIELDS) raw[name] = lines(values[name] ?? "");
  const { specs, error } = specificationsOf(values.specifications ?? "");
  raw.specifications = specs;
  const parsed = FeedRowSchema.safeParse(raw);
  const errors: Record<string, string> = {};
  if (error) errors.specifications = error;
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? "stock_number");
      const item =
        issue.path.length > 1
          ? ` (${LIST_FIELDS.includes(field as never) ? `line ${Number(issue.path[1]) + 1}` : String(issue.path[1])})`
          : "";
      errors[field] ??= `${sentence(field)} ${issue.message}${item}.`;
    }
  if (Object.keys(errors).length || !parsed.success) return { ok: false, errors };
  return { ok: true, row: parsed.data };
}

const sentence = (field: string) => FIELD_LABELS[field] ?? field;

const day = (iso: string | null) => (iso ? iso.replace(/^(\d{4})-(\d{2})-(\d{2})$/, "$3/$2/$1") : "");
const month = (iso: string | null) => (iso ? iso.replace(/^(\d{4})-(\d{2})-\d{2}$/, "$2/$1") : "");
const text = (value: string | number | null | undefined) => (value === null || value === undefined ? "" : String(value));

/** A car's fields as the form shows them (dates dd/mm/yyyy, build and compliance mm/yyyy): the inverse of parseCarForm. */
export function carFormValues(car: CarFields & { stocknum: string }, locationSlug: string): CarFormValues {
  return {
    stock_number: car.stocknum,
    car_type: car.carType,
    status: car.status,
    item_type: car.itemType,
    year: text(car.year),
    make: car.make,
    model: car.model,
    badge: text(car.badge),
    series: text(car.series),
    body: text(car.body),
    colour: text(car.colour),
    interior_colour: text(car.interiorColour),
    km: text(car.km),
    price: text(car.price),
    was_price: text(car.beforePrice),
    price_type: text(car.priceType),
    subscription_price: text(car.subscriptionPrice),
    transmission: text(car.trans),
    fuel: text(car.fuel),
    drive: text(car.drive),
    engine: text(car.engineSize),
    seats: text(car.seats),
    doors: text(car.doors),
    vin: text(car.vin),
    rego: text(car.regplate),
    rego_state: text(car.regoState),
    rego_expiry: day(car.regoExpiry),
    build_date: month(car.buildDate),
    compliance_date: month(car.complianceDate),
    certified: car.certified ? "on" : "",
    preorder: car.preorder ? "on" : "",
    tag: text(car.tag),
    history_report_url: text(car.historyReportUrl),
    walkaround_video: car.videos.find((v) => v.kind === "walkaround")?.url ?? "",
    location: locationSlug,
    dealer_comments: text(car.dealercomments),
    features: car.features.join("\n"),
    videos: car.videos
      .filter((v) => v.kind === "stock")
      .map((v) => v.url)
      .join("\n"),
    specifications: Object.entries(car.specifications ?? {})
      .map(([name, value]) => `${name}: ${value}`)
      .join("\n"),
  };
}

/** A new car's form: in stock, used, a car (what most dealers add by hand). */
export const NEW_CAR_VALUES: CarFormValues = Object.fromEntries(
  FORM_FIELDS.map((name) => [name, ({ car_type: "used", status: "in_stock", item_type: "car" } as Record<string, string>)[name] ?? ""]),
);
