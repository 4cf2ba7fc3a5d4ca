import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { twelveHour, weekdayName } from "~/domain/locations/opening-hours";
import { formatDate } from "~/domain/format";
import type { LeadFormSetup } from "~/leads/lead-form-setup";
import { AUSTRALIAN_STATES } from "~/domain/australian-states";
import { asksPostcode, asksState, GENERAL_CATEGORIES, leadEventId, leadForm } from "~/leads/lead-forms";
import { formDataToBody } from "~/leads/request-body";
import { ERROR_LIST_HEADING, HONEYPOT_FIELD, REGO_PLACEHOLDER, SUBMIT_FAILED } from "~/leads/lead-forms";
import { track } from "~/lib/analytics";
import { useHydrated } from "~/lib/use-hydrated";
import { visitTrail } from "~/lib/visit-trail";
import { clearDraft, type FieldValues, formChanged, loadDraft, readFormValues, restoreFormValues, saveDraft } from "./lead-drafts";
import { forgetShopperDetails, loadShopperDetails, saveShopperDetails } from "./shopper-details-store";
import { pickShopperDetails, prefillFrom } from "~/leads/shopper-details";
import { type AltchaElement, loadRobotCheck, RobotCheck } from "./robot-check";

/**
 * What the form needs only once the shopper is at it loads after the page, not with it (issue 18's
 * JavaScript budget): the checks as the shopper types (the server's own zod schema, lead-schema.ts,
 * most of a page's budget on its own), fetched as soon as the page is interactive; the sender and the
 * hashed tracking data when the form is sent. Until the checks arrive the browser's own constraints
 * (required, type=email, maxlength) apply, and the server checks everything sent with the same schema.
 */
const loadChecks = () => import("~/leads/lead-schema");
const loadSender = () => import("./send-lead");
const loadTrackingData = () => import("~/leads/tracking-user-data");

export type LeadFormResult = { values?: FieldValues; fields?: Record<string, string>; error?: string };
type Status = "idle" | "submitting" | "queued" | "failed";

/** The first step's fields: what the enquiry is about. The second step is who is asking. */
const STEP_ONE = new Set(["category", "dealership_slug", "location_id", "dateTime", "additional_services", "Rego", "message"]);
const SERVICES = ["Logbook service", "Tyres", "Brakes", "Air conditioning", "Wheel alignment"];
const NOT_RESTORED = ["form", "car_id", "location_id", "form_started", "altcha", "human_token", "human_answer", HONEYPOT_FIELD];
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

/**
 * Every lead form. Without JavaScript it is a plain POST to its page, which re-renders errors with
 * what was typed. With JavaScript it checks fields as the shopper goes (the server's own zod
 * schema), keeps a draft on the device, sends JSON with an idempotency key, and if the network or
 * server is down keeps the enquiry queued until it lands.
 */
type LeadFormProps = {
  setup: LeadFormSetup;
  result?: LeadFormResult;
  submitLabel?: string;
  onSent?: () => void;
  /** A page form's key for a plain (no-JavaScript) post, so a double click stores one lead. */
  idempotencyKey?: string;
  /** Extra fields the page carries along, such as the finance link's budget. */
  hidden?: Record<string, string>;
};

export function LeadForm({ setup, result, submitLabel, onSent, idempotencyKey, hidden }: LeadFormProps) {
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const widgetRef = useRef<AltchaElement | null>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const checkingRef = useRef(false);
  // The checks and the robot check load when the shopper first touches the form (a focus, a press), not as the
  // page hydrates: a form page's first seconds are the page's own (issue 18). Focus may be in the form already.
  const [engaged, setEngaged] = useState(false);
  const engage = () => setEngaged(true);
  useEffect(() => {
    if (formRef.current?.contains(document.activeElement)) setEngaged(true);
  }, []);
  useEffect(() => {
    if (engaged) void loadChecks();
  }, [engaged]);
  const id = useId();
  const draftId = `${setup.siteSlug}:${setup.kind}:${setup.car?.id ?? setup.locationId ?? "site"}`;
  const keyRef = useRef<string>("");
  const [fields, setInlineFields] = useState<Record<string, string>>(result?.fields ?? {});
  // The summary lists what the last attempt to go on found; it changes only on the next attempt, so
  // fixing a field never moves the buttons under the shopper's pointer.
  const [summary, setSummary] = useState<Record<string, string>>(result?.fields ?? {});
  const setFields = (problems: Record<string, string>) => {
    setInlineFields(problems);
    setSummary(problems);
  };
  const [touched, setTouched] = useState<Set<string>>(new Set());
  const [status, setStatus] = useState<Status>("idle");
  const [error, setError] = useState<string | null>(result?.error && !result.fields ? result.error : null);
  const definition = leadForm(setup.kind);
  // Vehicle spec section 4: the car page's lead form is multi-step and its last step submits.
  const multiStep = hydrated && setup.car !== null;
  const [step, setStep] = useState<1 | 2>(1);
  const stepOneHidden = multiStep && step !== 1;
  // Stored details (discovery spec section 3): remembered only while the shopper keeps this box ticked.
  const [rememberDetails, setRememberDetails] = useState(false);
  const [detailsStored, setDetailsStored] = useState(false);
  const values = result?.values ?? {};
  const value = (name: string) => (typeof values[name] === "string" ? (values[name] as string) : undefined);

  const succeed = (leadId: string) => {
    const sentValues = loadDraft(draftId)?.values ?? {};
    clearDraft(draftId);
    // Discovery spec section 8: the event carries the user data (hashed: see tracking-user-data.ts).
    void loadTrackingData()
      .then(({ trackingUserData }) => trackingUserData(sentValues))
      .catch(() => ({}))
      .then((userData) =>
        track({
          event_id: leadEventId(setup.kind, setup.car),
          name: "lead",
          car_id: setup.car?.id ?? null,
          data: { category: definition.category, ...userData },
        }),
      );
    try {
      // Discovery spec section 4: on success the success category is saved in local storage (for the dealer's own tags).
      localStorage.setItem("lead-success-category", definition.category);
    } catch {
      // Storage blocked: the success page still works from the lead id.
    }
    onSent?.();
    navigate(`/success?lead=${leadId}`);
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: restores the draft once per form, not on every render's new callbacks.
  useEffect(() => {
    const form = formRef.current;
    const draft = loadDraft(draftId);
    keyRef.current = draft?.key ?? crypto.randomUUID();
    if (form && draft && !result?.values) restoreFormValues(form, draft.values, NOT_RESTORED);
    if (draft?.pending) setStatus("queued");
    const stored = loadShopperDetails();
    if (stored) {
      setRememberDetails(true);
      setDetailsStored(true);
      if (form && !result?.values) restoreFormValues(form, prefillFrom(stored, readFormValues(form)), NOT_RESTORED);
    }
    // What the shopper typed before the form's code ran (it hydrates on first use) joins the draft now.
    if (form && formChanged(form) && !draft?.pending)
      saveDraft(draftId, { values: readFormValues(form), key: keyRef.current, pending: null });
    const sent = (event: Event) => {
      const detail = (event as CustomEvent<{ draftId: string; leadId: string }>).detail;
      if (detail.draftId === draftId) succeed(detail.leadId);
    };
    // A queued enquiry the server later refused (say, the robot check expired) comes back to the shopper.
    const refused = (event: Event) => {
      const detail = (event as CustomEvent<{ draftId: string; outcome: { kind: string; error?: string; fields?: Record<string, string> } }>)
        .detail;
      if (detail.draftId !== draftId) return;
      setStatus("failed");
      if (detail.outcome.fields && Object.keys(detail.outcome.fields).length) setFields(detail.outcome.fields);
      else setError(detail.outcome.error ?? SUBMIT_FAILED);
    };
    window.addEventListener("lead-sent", sent);
    window.addEventListener("lead-needs-attention", refused);
    return () => {
      window.removeEventListener("lead-sent", sent);
      window.removeEventListener("lead-needs-attention", refused);
    };
  }, [draftId]);

  const check = async (form: HTMLFormElement) => {
    const { validateLead } = await loadChecks();
    const result = validateLead({ ...readFormValues(form), form: setup.kind }, setup.rules);
    return result.ok ? {} : result.fields;
  };

  const onBlur = (event: React.FocusEvent<HTMLFormElement>) => {
    const name = (event.target as unknown as HTMLInputElement).name;
    if (!name || !formRef.current) return;
    const nowTouched = new Set(touched).add(name);
    setTouched(nowTouched);
    void check(formRef.current).then((all) => setInlineFields(Object.fromEntries(Object.entries(all).filter(([k]) => nowTouched.has(k)))));
  };

  const onInput = () => {
    const form = formRef.current;
    if (form && status !== "queued") saveDraft(draftId, { values: readFormValues(form), key: keyRef.current, pending: null });
  };

  const stepOneProblems = (problems: Record<string, string>) =>
    Object.fromEntries(Object.entries(problems).filter(([k]) => STEP_ONE.has(k)));

  const next = async () => {
    const form = formRef.current;
    if (!form) return;
    const problems = stepOneProblems(await check(form));
    setFields(problems);
    if (Object.keys(problems).length) requestAnimationFrame(() => summaryRef.current?.focus());
    else {
      setStep(2);
      requestAnimationFrame(() => (form.elements.namedItem("name") as HTMLInputElement | null)?.focus());
    }
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    if (status === "submitting" || status === "queued") return;
    if (multiStep && step === 1) return next();
    // One submit at a time while the checks run (status changes only after them).
    if (checkingRef.current) return;
    checkingRef.current = true;
    const problems = await check(form).finally(() => {
      checkingRef.current = false;
    });
    setFields(problems);
    if (Object.keys(problems).length) {
      setError(null);
      if (multiStep && Object.keys(stepOneProblems(problems)).length) setStep(1);
      requestAnimationFrame(() => summaryRef.current?.focus());
      return;
    }
    setStatus("submitting");
    setError(null);
    if (rememberDetails) saveShopperDetails(pickShopperDetails(readFormValues(form)));
    else forgetShopperDetails();
    setDetailsStored(rememberDetails);
    if (!new FormData(form).get("altcha"))
      await loadRobotCheck()
        .then(() => widgetRef.current?.verify?.())
        .catch(() => null);
    const formValues = readFormValues(form);
    const body = { ...formDataToBody(new FormData(form)), form: setup.kind, url: window.location.href, lead_attributes: visitTrail() };
    saveDraft(draftId, { values: formValues, key: keyRef.current, pending: { body } });
    const { sendLead } = await loadSender();
    const outcome = await sendLead(body, keyRef.current);
    if (outcome.kind === "ok") return succeed(outcome.leadId);
    if (outcome.kind === "later") return setStatus("queued");
    saveDraft(draftId, { values: formValues, key: keyRef.current, pending: null });
    setStatus("failed");
    if (outcome.kind === "invalid" && Object.keys(outcome.fields).length) {
      setFields(outcome.fields);
      if (multiStep && Object.keys(stepOneProblems(outcome.fields)).length) setStep(1);
      if (outcome.fields.altcha) (widgetRef.current as (AltchaElement & { reset?: () => void }) | null)?.reset?.();
      requestAnimationFrame(() => summaryRef.current?.focus());
      return;
    }
    const message = outcome.error || SUBMIT_FAILED;
    setError(message);
    alert(message);
  };

  const fieldId = (name: string) => `${id}-${name}`;
  const described = (name: string) => (fields[name] ? { "aria-invalid": true, "aria-describedby": `${fieldId(name)}-error` } : {});
  const fieldError = (name: string) =>
    fields[name] ? (
      <p id={`${fieldId(name)}-error`} className="mt-1 text-sm font-semibold text-red-800">
        {fields[name]}
      </p>
    ) : null;
  const input = "mt-1 block w-full rounded-site border border-black/25 bg-surface px-3 py-2 font-normal";
  const label = "block text-sm font-semibold";
  const messageRequired = definition.messageRequired && !setup.rules.messageOptional;
  const errorList = Object.entries(summary);

  return (
    <form
      ref={formRef}
      method="post"
      noValidate
      onSubmit={hydrated ? onSubmit : undefined}
      onBlur={hydrated ? onBlur : undefined}
      onInput={hydrated ? onInput : undefined}
      onFocus={engage}
      onPointerDown={engage}
      className="grid gap-4 sm:grid-cols-2"
    >
      {errorList.length ? (
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
                <a href={`#${fieldId(name)}`} className="underline">
                  {LABELS[name] ?? name}: {message}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
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

      <div className={stepOneHidden ? "hidden" : "contents"}>
        {setup.kind === "general" ? (
          <label className={`${label} sm:col-span-2`} htmlFor={fieldId("category")}>
            Enquiry type <span aria-hidden="true">*</span>
            <select
              id={fieldId("category")}
              name="category"
              defaultValue={value("category") ?? "General Enquiry"}
              required
              className={input}
              {...described("category")}
            >
              {/* A required select's first option must be an empty placeholder (HTML); 'General Enquiry' is still chosen at first. */}
              <option value="" disabled>
                Choose one
              </option>
              {GENERAL_CATEGORIES.map((c) => (
                <option key={c}>{c}</option>
              ))}
            </select>
            {fieldError("category")}
          </label>
        ) : null}
        {setup.dealerships.length > 1 ? (
          <label className={`${label} sm:col-span-2`} htmlFor={fieldId("dealership_slug")}>
            Preferred dealership <span aria-hidden="true">*</span>
            <select
              id={fieldId("dealership_slug")}
              name="dealership_slug"
              defaultValue={value("dealership_slug") ?? ""}
              required
              className={input}
              {...described("dealership_slug")}
            >
              <option value="">Choose a dealership</option>
              {setup.dealerships.map((d) => (
                <option key={d.slug} value={d.slug}>
                  {d.name}
                </option>
              ))}
            </select>
            {fieldError("dealership_slug")}
          </label>
        ) : null}
        {setup.locations.length > 1 ? (
          <label className={`${label} sm:col-span-2`} htmlFor={fieldId("location_id")}>
            Location <span aria-hidden="true">*</span>
            <select
              id={fieldId("location_id")}
              name="location_id"
              defaultValue={value("location_id") ?? ""}
              required
              className={input}
              {...described("location_id")}
            >
              <option value="">Choose a location</option>
              {setup.locations.map((l) => (
                <option key={l.id} value={l.id}>
                  {l.name}
                </option>
              ))}
            </select>
            {fieldError("location_id")}
          </label>
        ) : null}

        {setup.kind === "general" || setup.kind === "service" || setup.kind === "parts" ? (
          <label className={label} htmlFor={fieldId("Rego")}>
            Rego <span className="font-normal text-muted">(optional)</span>
            <input
              id={fieldId("Rego")}
              name="Rego"
              placeholder={REGO_PLACEHOLDER}
              defaultValue={value("Rego")}
              className={input}
              {...described("Rego")}
            />
            {fieldError("Rego")}
          </label>
        ) : null}

        {setup.kind === "test-drive" ? (
          <label className={`${label} sm:col-span-2`} htmlFor={fieldId("dateTime")}>
            Preferred date and time <span className="font-normal text-muted">(optional; times are the dealership's local time)</span>
            <select
              id={fieldId("dateTime")}
              name="dateTime"
              defaultValue={value("dateTime") ?? ""}
              className={input}
              {...described("dateTime")}
            >
              <option value="">Any time that suits the dealer</option>
              {setup.slots.map((day) => (
                <optgroup key={day.date} label={`${weekdayName(day.weekday)} ${formatDate(day.date)}`}>
                  {day.times.map((t) => (
                    <option
                      key={t}
                      value={`${day.date}T${t}`}
                    >{`${weekdayName(day.weekday).slice(0, 3)} ${formatDate(day.date)}, ${twelveHour(t)}`}</option>
                  ))}
                </optgroup>
              ))}
            </select>
            {fieldError("dateTime")}
          </label>
        ) : null}
        {setup.kind === "service" ? (
          <fieldset className="sm:col-span-2">
            <legend className={label}>
              What does the car need? <span className="font-normal text-muted">(optional)</span>
            </legend>
            <div className="mt-1 flex flex-wrap gap-x-5 gap-y-2">
              {SERVICES.map((s) => (
                <label key={s} className="flex items-center gap-2 text-sm">
                  <input type="checkbox" name="additional_services" value={s} className="h-4 w-4" /> {s}
                </label>
              ))}
            </div>
          </fieldset>
        ) : null}

        <label className={`${label} sm:col-span-2`} htmlFor={fieldId("message")}>
          {setup.kind === "career" ? "Tell us about the role you are after and your experience" : "Message"}{" "}
          {messageRequired ? <span aria-hidden="true">*</span> : <span className="font-normal text-muted">(optional)</span>}
          <textarea
            id={fieldId("message")}
            name="message"
            rows={4}
            required={messageRequired}
            defaultValue={value("message")}
            className={input}
            {...described("message")}
          />
          {fieldError("message")}
        </label>
      </div>
      {multiStep ? (
        <p aria-live="polite" className="text-sm font-semibold text-muted sm:col-span-2">
          Step {step} of 2: {step === 1 ? "your enquiry" : "your details"}
        </p>
      ) : null}
      {multiStep && step === 1 ? (
        <div className="sm:col-span-2">
          <button type="button" onClick={next} className="rounded-site bg-brand px-6 py-3 font-semibold text-on-brand">
            Next: your details
          </button>
        </div>
      ) : null}
      <div className={multiStep && step === 1 ? "hidden" : "contents"}>
        {[
          ["name", "First name", "given-name", "text", true],
          ["last_name", "Last name", "family-name", "text", false],
          ["email", "Email", "email", "email", true],
          ["phone", "Phone", "tel", "tel", true],
        ].map(([name, text, autoComplete, type, required]) => (
          <label key={String(name)} className={label} htmlFor={fieldId(String(name))}>
            {text} {required ? <span aria-hidden="true">*</span> : null}
            <input
              id={fieldId(String(name))}
              name={String(name)}
              type={String(type)}
              autoComplete={String(autoComplete)}
              required={Boolean(required)}
              defaultValue={value(String(name))}
              className={input}
              {...described(String(name))}
            />
            {fieldError(String(name))}
          </label>
        ))}
        {asksPostcode(setup.kind) ? (
          <label className={label} htmlFor={fieldId("postcode")}>
            Postcode <span aria-hidden="true">*</span>
            <input
              id={fieldId("postcode")}
              name="postcode"
              inputMode="numeric"
              maxLength={4}
              autoComplete="postal-code"
              defaultValue={value("postcode")}
              className={input}
              {...described("postcode")}
            />
            {fieldError("postcode")}
          </label>
        ) : null}
        {asksState(setup.kind) ? (
          <label className={label} htmlFor={fieldId("state")}>
            State <span aria-hidden="true">*</span>
            <select
              id={fieldId("state")}
              name="state"
              autoComplete="address-level1"
              defaultValue={value("state") ?? setup.defaultState}
              className={input}
              {...described("state")}
            >
              {Object.entries(AUSTRALIAN_STATES).map(([code, name]) => (
                <option key={code} value={code}>
                  {name}
                </option>
              ))}
            </select>
            {fieldError("state")}
          </label>
        ) : null}
        {/* An unticked box sends nothing; the hidden 'false' before it says the shopper saw it and said no. */}
        <input type="hidden" name="opt_in" value="false" />
        <label className="flex items-start gap-2 text-sm sm:col-span-2">
          <input
            type="checkbox"
            name="opt_in"
            value="true"
            defaultChecked={values.opt_in === undefined ? !result?.values : [values.opt_in].flat().includes("true")}
            className="mt-0.5 h-4 w-4"
          />
          Keep me up to date with offers and news. You can unsubscribe at any time.
        </label>
        {/* Needs the device's storage, so only once JavaScript runs; unnamed, so it never reaches the dealer. */}
        {hydrated ? (
          <div className="flex flex-wrap items-start gap-x-4 gap-y-1 text-sm sm:col-span-2">
            <label className="flex items-start gap-2">
              <input
                type="checkbox"
                checked={rememberDetails}
                onChange={(e) => setRememberDetails(e.target.checked)}
                className="mt-0.5 h-4 w-4"
              />
              Remember my name and contact details on this device for my next enquiry
            </label>
            {detailsStored ? (
              <button
                type="button"
                onClick={() => {
                  forgetShopperDetails();
                  setDetailsStored(false);
                  setRememberDetails(false);
                }}
                className="font-semibold underline"
              >
                Forget my details
              </button>
            ) : null}
          </div>
        ) : null}
        {setup.rules.requireTerms ? (
          <div className="sm:col-span-2">
            <label className="flex items-start gap-2 text-sm" htmlFor={fieldId("terms_conditions")}>
              <input
                id={fieldId("terms_conditions")}
                type="checkbox"
                name="terms_conditions"
                value="true"
                required
                defaultChecked={values.terms_conditions === "true"}
                className="mt-0.5 h-4 w-4"
                {...described("terms_conditions")}
              />
              <span>
                * You must agree to the terms of use before submitting the form. I agree to the{" "}
                <a href="/terms-and-conditions" className="underline">
                  terms of use
                </a>
                .
              </span>
            </label>
            {fieldError("terms_conditions")}
          </div>
        ) : null}
        <RobotCheck question={setup.question} error={fields.altcha} widgetRef={widgetRef} load={engaged} />
        <div className="sm:col-span-2">
          <button
            type="submit"
            disabled={status === "submitting" || status === "queued"}
            aria-busy={status === "submitting"}
            className="inline-flex items-center gap-2 rounded-site bg-brand px-6 py-3 font-semibold text-on-brand disabled:opacity-60"
          >
            {status === "submitting" ? (
              <span aria-hidden="true" className="h-4 w-4 animate-spin rounded-full border-2 border-current border-t-transparent" />
            ) : null}
            {status === "submitting" ? "Sending…" : (submitLabel ?? "Send enquiry")}
          </button>
          <p className="mt-3 text-xs text-muted">
            {`${setup.disclaimer} `}
            <a href="/privacy-policy" className="underline">
              Read our privacy policy
            </a>
            .
          </p>
        </div>
        {multiStep ? (
          <div className="sm:col-span-2">
            <button type="button" onClick={() => setStep(1)} className="text-sm font-semibold underline">
              Back to your enquiry
            </button>
          </div>
        ) : null}
      </div>
    </form>
  );
}
