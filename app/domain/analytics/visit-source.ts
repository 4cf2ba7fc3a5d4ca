/**
 * Issue 56: where a visit came from, first-party only: the campaign's UTM parameters in the address the shopper
 * arrived at, and the host of the other site that sent them. Kept with the session's events (a `visit` event)
 * and with each lead.
 */
export const UTM_FIELDS = ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content"] as const;
export const SOURCE_FIELDS = ["source_referrer", ...UTM_FIELDS] as const;
export type SourceField = (typeof SOURCE_FIELDS)[number];
export type VisitSource = Partial<Record<SourceField, string>>;

/**
 * The `visit` event, once a session on its first page. The spec numbers no such event: 63 is the next free number
 * after sharing's 62 (decision 038), and its name says what it is.
 */
export const VISIT_EVENT_ID = 63;

/** The longest value kept; a longer one is cut as the browser reads it, and refused with a lead (no real campaign is this long). */
export const SOURCE_VALUE_MAX = 200;

function hostOf(address: string): string | null {
  try {
    const url = new URL(address);
    return url.protocol === "http:" || url.protocol === "https:" ? url.hostname.toLowerCase() : null;
  } catch {
    return null;
  }
}

/**
 * The source of a visit whose first page is `url`: its UTM parameters (the first of each, trimmed and cut to
 * SOURCE_VALUE_MAX) and, when the referrer is another site, that site's host alone (never its path or query,
 * which may be personal). A referrer of the site's own host (a reload, a second tab) is no source.
 */
export function readVisitSource(url: URL, referrer: string, ownHost: string): VisitSource {
  const source: VisitSource = {};
  const from = referrer ? hostOf(referrer) : null;
  if (from && from !== ownHost.toLowerCase()) source.source_referrer = from.slice(0, SOURCE_VALUE_MAX);
  for (const field of UTM_FIELDS) {
    const value = url.searchParams.get(field)?.trim();
    if (value) source[field] = value.slice(0, SOURCE_VALUE_MAX);
  }
  return source;
}

/** The `visit` event's data: at most `maxKeys` keys (POST /api/events' limit), utm_term the first to go. */
const EVENT_KEYS: [SourceField, string][] = [
  ["source_referrer", "referrer"],
  ["utm_source", "utm_source"],
  ["utm_medium", "utm_medium"],
  ["utm_campaign", "utm_campaign"],
  ["utm_content", "utm_content"],
  ["utm_term", "utm_term"],
];

export function visitEventData(source: VisitSource, maxKeys: number): Record<string, string> {
  const data: Record<string, string> = {};
  for (const [field, key] of EVENT_KEYS) {
    const value = source[field];
    if (value && Object.keys(data).length < maxKeys) data[key] = value;
  }
  return data;
}

/**
 * A source value as a lead keeps it: a trimmed string of 1 to SOURCE_VALUE_MAX characters without control
 * characters, else null. Never a reason to refuse the lead: a bad value is dropped.
 */
export function sourceValue(raw: unknown): string | null {
  const value = Array.isArray(raw) ? raw.at(-1) : raw;
  if (typeof value !== "string") return null;
  const trimmed = value.trim();
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
  if (!trimmed || trimmed.length > SOURCE_VALUE_MAX || /[\u0000-\u001f\u007f]/.test(trimmed)) return null;
  return trimmed;
}

/** A lead's source from its submission's fields, bad values dropped; null when it has none. */
export function leadVisitSource(body: Record<string, unknown>): VisitSource | null {
  const source: VisitSource = {};
  for (const field of SOURCE_FIELDS) {
    const value = sourceValue(body[field]);
    if (value) source[field] = value;
  }
  return Object.keys(source).length ? source : null;
}

const SOURCE_LABELS: Record<SourceField, string> = {
  source_referrer: "Came from",
  utm_source: "Campaign source",
  utm_medium: "Medium",
  utm_campaign: "Campaign",
  utm_term: "Term",
  utm_content: "Content",
};

/** A lead's source as the console lists it: one labelled row per value it has, in the fields' order. */
export function sourceRows(source: VisitSource): { label: string; value: string }[] {
  return SOURCE_FIELDS.flatMap((field) => (source[field] ? [{ label: SOURCE_LABELS[field], value: source[field] }] : []));
}
