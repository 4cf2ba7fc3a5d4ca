import { z } from "zod";
import type { FeedFormat } from "./parse-feed";

/** Pure rules of scheduled pulls (decision 048): when one is due, what to ask, whether the answer changed, the form. */

export type FeedPullAuthKind = "none" | "basic" | "header";
/** changed: imported (a run was recorded); unchanged: checked, nothing imported; failed: no usable answer; busy: another import ran. */
export type FeedPullStatus = "changed" | "unchanged" | "failed" | "busy";

export type PullValidators = { etag: string | null; lastModified: string | null; contentSha256: string | null };

export const MIN_PULL_MINUTES = 5;
export const MAX_PULL_MINUTES = 7 * 24 * 60;

/** The pulls due at `now`, most overdue first (the query does the same over every site: claimDuePulls). */
export function duePulls<P extends { enabled: boolean; nextDueAt: Date }>(pulls: readonly P[], now: Date): P[] {
  return pulls
    .filter((p) => p.enabled && p.nextDueAt.getTime() <= now.getTime())
    .sort((a, b) => a.nextDueAt.getTime() - b.nextDueAt.getTime());
}

export const nextPullAt = (now: Date, intervalMinutes: number) => new Date(now.getTime() + intervalMinutes * 60_000);

/** What the request asks the dealer's server, so an unchanged feed costs a 304 and no body. */
export function conditionalHeaders(last: PullValidators): Record<string, string> {
  return {
    ...(last.etag ? { "If-None-Match": last.etag } : {}),
    ...(last.lastModified ? { "If-Modified-Since": last.lastModified } : {}),
  };
}

export type PullAnswer = { status: number; etag: string | null; lastModified: string | null; contentSha256: string | null };

/**
 * Whether the feed changed since the last import. A 304 is unchanged; so is a 200 whose body hashes to the last
 * imported one's (a server that sends no validators, or new ones for the same file). Anything else 2xx changed.
 */
export function pullChange(answer: PullAnswer, last: PullValidators): "changed" | "unchanged" | { failed: string } {
  if (answer.status === 304) return last.contentSha256 ? "unchanged" : { failed: "answered 304 Not Modified to the first request" };
  if (answer.status < 200 || answer.status > 299) return { failed: `answered HTTP ${answer.status}` };
  if (answer.contentSha256 && answer.contentSha256 === last.contentSha256) return "unchanged";
  return "changed";
}

/** The feed's format from the response's Content-Type, else the schedule's. */
export function pullFormat(contentType: string | null, configured: FeedFormat): FeedFormat {
  const type = (contentType ?? "").split(";")[0].trim().toLowerCase();
  if (type === "text/csv") return "csv";
  if (type === "application/json") return "json";
  return configured;
}

const LOCAL_NAMES = /^(localhost|.*\.localhost|.*\.local|.*\.internal)$/i;
const PRIVATE_V4 = /^(0|10|127|169\.254|172\.(1[6-9]|2\d|3[01])|192\.168|100\.(6[4-9]|[7-9]\d|1[01]\d|12[0-7]))\./;

/**
 * Why the address may not be pulled, or null. The form refuses what it can see (not https, credentials in the
 * address, a local name or a private IP literal); the fetch itself checks every address a name resolves to
 * (photo-address.ts), which is what stops a public name that points inside.
 */
export function pullAddressProblem(value: string, options: { allowLoopback: boolean }): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return "Enter a full address starting with https://";
  }
  if (url.protocol !== "https:" && !(options.allowLoopback && url.protocol === "http:")) return "The address must start with https://";
  if (url.username || url.password) return "Put the user name and password in their own fields, not in the address.";
  if (options.allowLoopback) return null;
  const host = url.hostname.replace(/^\[(.*)\]$/, "$1");
  if (LOCAL_NAMES.test(host) || PRIVATE_V4.test(`${host}.`) || host.includes(":"))
    return "The address must be a public internet address, not a local or private one.";
  return null;
}

const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `At most ${max} characters.`)
    .optional()
    .transform((v) => v || null);

/** The pull schedule's form; `allowLoopback` only where tests serve feeds from 127.0.0.1. */
export function pullFormSchema(options: { allowLoopback: boolean }) {
  return z
    .object({
      url: z
        .string()
        .trim()
        .min(1, "Enter the feed's address.")
        .max(2000, "At most 2,000 characters.")
        .superRefine((v, ctx) => {
          const problem = pullAddressProblem(v, options);
          if (problem) ctx.addIssue({ code: "custom", message: problem });
        }),
      mode: z.enum(["full", "partial"], { message: "Choose full or partial." }),
      format: z.enum(["csv", "json"], { message: "Choose CSV or JSON." }),
      intervalMinutes: z.coerce
        .number({ message: "Enter a number of minutes." })
        .int("Enter a whole number of minutes.")
        .min(MIN_PULL_MINUTES, `At least every ${MIN_PULL_MINUTES} minutes.`)
        .max(MAX_PULL_MINUTES, "At least once a week."),
      enabled: z.preprocess((v) => v === "on" || v === "true" || v === true, z.boolean()),
      authKind: z.enum(["none", "basic", "header"], { message: "Choose how the feed's server checks who asks." }),
      authUser: text(200),
      authHeader: text(100).refine((v) => v === null || /^[A-Za-z0-9-]+$/.test(v), "A header name is letters, digits and dashes."),
      /** Empty: keep the stored secret. */
      authSecret: text(2000),
      clearSecret: z.preprocess((v) => v === "on" || v === "true" || v === true, z.boolean()),
    })
    .superRefine((v, ctx) => {
      if (v.authKind === "basic" && !v.authUser) ctx.addIssue({ code: "custom", path: ["authUser"], message: "Enter the user name." });
      if (v.authKind === "header" && !v.authHeader)
        ctx.addIssue({ code: "custom", path: ["authHeader"], message: "Enter the header's name, such as X-Api-Key." });
    });
}

export type PullForm = z.infer<ReturnType<typeof pullFormSchema>>;

/** Field errors by field name, first message each, for the form to show in place. */
export function pullFormErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? "form");
    out[key] ??= issue.message;
  }
  return out;
}
