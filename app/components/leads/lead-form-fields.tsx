import type { ReactNode } from "react";
import type { LeadFormSetup } from "~/leads/lead-form-setup";
import { ERROR_LIST_HEADING, HONEYPOT_FIELD } from "~/leads/lead-forms";
import type { FieldValues } from "./lead-drafts";
import type { Status } from "./use-lead-form";

export const INPUT = "mt-1 block w-full rounded-site border border-black/25 bg-surface px-3 py-2 font-normal";
export const LABEL = "block text-sm font-semibold";

const LABELS: Record<string, string> = {
  name: "First name",
  last_name: "Last name",
  email: "Email",
  phone: "Phone",
  postcode: "Postcode",
  state: "State",
  message: "Message",
  category: "Enquiry type",
  dealership_slug: "Preferred dealership",
  location_id: "Location",
  dateTime: "Date and time",
  terms_conditions: "Terms of use",
  altcha: "Robot check",
  Rego: "Rego",
};

/** What each field of one form needs: its id, its problem (and the attributes pointing at it), and what was typed last time. */
export type FieldKit = {
  id: (name: string) => string;
  described: (name: string) => { "aria-invalid"?: true; "aria-describedby"?: string };
  error: (name: string) => ReactNode;
  /** A field's value from the last (no-JavaScript) post, if it sent one. */
  value: (name: string) => string | undefined;
  values: FieldValues;
  /** Whether the form is shown again after a post (so an unticked box stays unticked). */
  posted: boolean;
};

export function fieldKit(formId: string, problems: Record<string, string>, values: FieldValues | undefined): FieldKit {
  const id = (name: string) => `${formId}-${name}`;
  const given = values ?? {};
  return {
    id,
    described: (name) => (problems[name] ? { "aria-invalid": true, "aria-describedby": `${id(name)}-error` } : {}),
    error: (name) =>
      problems[name] ? (
        <p id={`${id(name)}-error`} className="mt-1 text-sm font-semibold text-red-800">
          {problems[name]}
        </p>
      ) : null,
    value: (name) => (typeof given[name] === "string" ? (given[name] as string) : undefined),
    values: given,
    posted: values !== undefined,
  };
}

/** The problems the last attempt to go on found, each a link to its field. */
export function ErrorSummary({
  summary,
  kit,
  summaryRef,
}: {
  summary: Record<string, string>;
  kit: FieldKit;
  summaryRef: React.Ref<HTMLDivElement>;
}) {
  const errorList = Object.entries(summary);
  if (!errorList.length) return null;
  return (
    <div
      ref={summaryRef}
      tabIndex={-1}
      role="alert"
      className="rounded-site border-2 border-red-700 bg-red-50 p-4 text-red-900 sm:col-span-2"
    >
      <p className="font-semibold">{ERROR_LIST_HEADING}</p>
      <ul className="mt-2 list-disc pl-5 text-sm">
        {errorList.map(([name, message]) => (
          <li key={name}>
            <a href={`#${kit.id(name)}`} className="underline">
              {LABELS[name] ?? name}: {message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The form's own message (a failed send) and, while one waits, the queued enquiry's. */
export function FormNotices({ error, status }: { error: string | null; status: Status }) {
  return (
    <>
      {error ? (
        <p role="alert" className="rounded-site bg-red-50 p-3 font-semibold text-red-900 sm:col-span-2">
          {error}
        </p>
      ) : null}
      {status === "queued" ? (
        <p role="status" className="rounded-site bg-amber-50 p-3 font-semibold text-amber-900 sm:col-span-2">
          Your enquiry is saved on this device. We could not reach the dealership just now, so we will send it as soon as the connection is
          back. You can leave this page open or come back later.
        </p>
      ) : null}
    </>
  );
}

type HiddenProps = { setup: LeadFormSetup; hydrated: boolean; idempotencyKey?: string; hidden?: Record<string, string> };

/** What the form carries that the shopper does not type: which form, when it started, the page's extras, and the honeypot. */
export function HiddenFields({ setup, hydrated, idempotencyKey, hidden }: HiddenProps) {
  return (
    <>
      <input type="hidden" name="form" value={setup.kind} />
      <input type="hidden" name="form_started" value={setup.formStarted} />
      {idempotencyKey && !hydrated ? <input type="hidden" name="idempotency_key" value={idempotencyKey} /> : null}
      {Object.entries(hidden ?? {}).map(([name, v]) => (
        <input key={name} type="hidden" name={name} value={v} />
      ))}
      {setup.car ? <input type="hidden" name="car_id" value={setup.car.id} /> : null}
      {setup.locationId && !setup.locations.length ? <input type="hidden" name="location_id" value={setup.locationId} /> : null}
      {/* The honeypot: people never see it and screen readers skip it; bots fill it in. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label>
          Website
          <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
    </>
  );
}
