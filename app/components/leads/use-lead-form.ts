import { type FormEvent, type RefObject, useEffect, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { useNavigate } from "react-router";
import type { LeadFormSetup } from "~/leads/lead-form-setup";
import { leadEventId, leadForm, SUBMIT_FAILED } from "~/leads/lead-forms";
import { formDataToBody } from "~/leads/request-body";
import { track } from "~/lib/analytics";
import { useBrowserLayoutEffect } from "~/lib/use-browser-layout-effect";
import { useHydrated } from "~/lib/use-hydrated";
import { visitTrail } from "~/lib/visit-trail";
import { visitSource } from "~/lib/visit-source";
import { clearDraft, type FieldValues, formChanged, loadDraft, readFormValues, saveDraft } from "./lead-drafts";
import { type AltchaElement, loadRobotCheck } from "./robot-check";
import { useDraft, useRememberedDetails } from "./use-lead-draft";

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
export type Status = "idle" | "submitting" | "queued" | "failed";
type Problems = Record<string, string>;

/** The first step's fields: what the enquiry is about. The second step is who is asking. */
const STEP_ONE = new Set(["category", "dealership_slug", "location_id", "dateTime", "additional_services", "Rego", "message"]);

const hasAny = (problems: Problems) => Object.keys(problems).length > 0;
const stepOneProblems = (problems: Problems) => Object.fromEntries(Object.entries(problems).filter(([k]) => STEP_ONE.has(k)));

/** The server's own checks, run in the browser on what the form holds now. */
async function checkLead(form: HTMLFormElement, setup: LeadFormSetup): Promise<Problems> {
  const { validateLead } = await loadChecks();
  const checked = validateLead({ ...readFormValues(form), form: setup.kind }, setup.rules);
  return checked.ok ? {} : checked.fields;
}

/** A sent lead's analytics event (discovery spec section 8: with the user data, hashed: see tracking-user-data.ts). */
function reportLead(setup: LeadFormSetup, sentValues: FieldValues) {
  const category = leadForm(setup.kind).category;
  void loadTrackingData()
    .then(({ trackingUserData }) => trackingUserData(sentValues))
    .catch(() => ({}))
    .then((userData) =>
      track({ event_id: leadEventId(setup.kind, setup.car), name: "lead", car_id: setup.car?.id ?? null, data: { category, ...userData } }),
    );
  try {
    // Discovery spec section 4: on success the success category is saved in local storage (for the dealer's own tags).
    localStorage.setItem("lead-success-category", category);
  } catch {
    // Storage blocked: the success page still works from the lead id.
  }
}

/** The checks and the robot check load when the shopper first touches the form (a focus, a press), not as the page hydrates:
 * a form page's first seconds are the page's own (issue 18). Focus may be in the form already. */
function useEngaged(formRef: RefObject<HTMLFormElement | null>) {
  const [engaged, setEngaged] = useState(false);
  useEffect(() => {
    if (formRef.current?.contains(document.activeElement)) setEngaged(true);
  }, [formRef]);
  useEffect(() => {
    if (engaged) void loadChecks();
  }, [engaged]);
  return { engaged, engage: () => setEngaged(true) };
}

/**
 * Vehicle spec section 4: a car's lead form is two steps, the enquiry then the shopper's details. The server's form (a
 * car's /enquiry page, before its code has come) is one step, and the shopper may be filling it in already: hiding the
 * details then took the field they were typing in from under them, and the rest of their typing with it (issue 52). So a
 * form the shopper has typed into, or is in, when its code takes over stays as they found it. Decided as the code takes
 * over (a layout effect: its re-render comes before the browser handles another key), from the fields themselves.
 */
function useTwoSteps(formRef: RefObject<HTMLFormElement | null>, forCar: boolean) {
  const [twoSteps, setTwoSteps] = useState(false);
  useBrowserLayoutEffect(() => {
    const form = formRef.current;
    if (forCar && form && !formChanged(form) && !form.contains(document.activeElement)) setTwoSteps(true);
  }, []);
  return twoSteps;
}

/** The problems found: inline by each field, and the summary of the last attempt to go on. The summary changes only on the
 * next attempt, so fixing a field never moves the buttons under the shopper's pointer. */
function useProblems(result: LeadFormResult | undefined) {
  const [fields, setInlineFields] = useState<Problems>(result?.fields ?? {});
  const [summary, setSummary] = useState<Problems>(result?.fields ?? {});
  const setFields = (problems: Problems) => {
    setInlineFields(problems);
    setSummary(problems);
  };
  return { fields, summary, setFields, setInlineFields };
}

/** Asks the robot check to finish before sending, when it has not yet (its code may not have loaded). */
async function finishRobotCheck(form: HTMLFormElement, widgetRef: RefObject<AltchaElement | null>) {
  if (new FormData(form).get("altcha")) return;
  await loadRobotCheck()
    .then(() => widgetRef.current?.verify?.())
    .catch(() => null);
}

/** Sends the form as JSON with its idempotency key, kept as a pending draft until the server answers. */
async function sendForm(form: HTMLFormElement, setup: LeadFormSetup, draftId: string, key: string) {
  const values = readFormValues(form);
  // Issue 56: the session's source (referrer host, UTM parameters) goes with the lead; the server drops a bad value.
  const body = {
    ...formDataToBody(new FormData(form)),
    ...visitSource(),
    form: setup.kind,
    url: window.location.href,
    lead_attributes: visitTrail(),
  };
  saveDraft(draftId, { values, key, pending: { body } });
  const { sendLead } = await loadSender();
  return { values, outcome: await sendLead(body, key) };
}

/** A field's problem shows once the shopper has left it; what they type joins the draft as they go (not while one is queued). */
function useFieldEvents(
  setup: LeadFormSetup,
  draftId: string,
  keyRef: RefObject<string>,
  queued: boolean,
  show: (problems: Problems) => void,
) {
  const [touched, setTouched] = useState<Set<string>>(new Set());
  const onBlur = (event: React.FocusEvent<HTMLFormElement>) => {
    const name = (event.target as unknown as HTMLInputElement).name;
    const form = event.currentTarget;
    if (!name) return;
    const nowTouched = new Set(touched).add(name);
    setTouched(nowTouched);
    void checkLead(form, setup).then((all) => show(Object.fromEntries(Object.entries(all).filter(([k]) => nowTouched.has(k)))));
  };
  const onInput = (event: FormEvent<HTMLFormElement>) => {
    if (!queued) saveDraft(draftId, { values: readFormValues(event.currentTarget), key: keyRef.current, pending: null });
  };
  return { onBlur, onInput };
}

/** The form's state: the problems found, the stored details, where the sending is and which step the shopper is on. */
function useLeadFormState(setup: LeadFormSetup, result: LeadFormResult | undefined) {
  const hydrated = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  const { engaged, engage } = useEngaged(formRef);
  const [status, setStatus] = useState<Status>("idle");
  const [error, setError] = useState<string | null>(result?.error && !result.fields ? result.error : null);
  const [step, setStep] = useState<1 | 2>(1);
  const twoSteps = useTwoSteps(formRef, setup.car !== null);
  return {
    hydrated,
    formRef,
    widgetRef: useRef<AltchaElement | null>(null),
    summaryRef: useRef<HTMLDivElement>(null),
    engaged,
    engage,
    problems: useProblems(result),
    details: useRememberedDetails(),
    status,
    setStatus,
    error,
    setError,
    // Vehicle spec section 4: the car page's lead form is multi-step and its last step submits.
    multiStep: twoSteps,
    step,
    setStep,
  };
}

type State = ReturnType<typeof useLeadFormState>;
type Sending = {
  setup: LeadFormSetup;
  draftId: string;
  key: string;
  state: State;
  showProblems: (problems: Problems) => void;
  succeed: (leadId: string) => void;
};

/** Whether the browser's own constraints (required, maxlength) pass every field of the first step. */
const stepOneValid = (form: HTMLFormElement) =>
  Array.from(form.elements).every((e) => !STEP_ONE.has((e as HTMLInputElement).name) || (e as HTMLInputElement).validity.valid);

/** The shopper's details, with focus in First name before the browser handles another key. */
function showDetails(form: HTMLFormElement, state: State) {
  flushSync(() => {
    state.problems.setFields({});
    state.setStep(2);
  });
  (form.elements.namedItem("name") as HTMLInputElement | null)?.focus();
}

/**
 * On to the shopper's details, once the first step passes its checks. Where the browser's own constraints pass it goes on
 * at once, and the checks (whose code may still be on its way) follow, bringing the shopper back to any problem they find:
 * waiting for them moved focus to First name late, and what the shopper typed straight after Next went nowhere (issue 52).
 * Where the browser's constraints fail it waits, so the checks' own words say what to fix.
 */
async function goToDetails(form: HTMLFormElement, { setup, state, showProblems }: Sending) {
  const goneOn = stepOneValid(form);
  if (goneOn) showDetails(form, state);
  const problems = stepOneProblems(await checkLead(form, setup));
  if (hasAny(problems)) return showProblems(problems);
  if (!goneOn) showDetails(form, state);
}

/** Sends the checked form, then shows how it went: sent, queued for later, or what the server refused. */
async function send(form: HTMLFormElement, { setup, draftId, key, state, showProblems, succeed }: Sending) {
  state.setStatus("submitting");
  state.setError(null);
  state.details.keep(form);
  await finishRobotCheck(form, state.widgetRef);
  const { values, outcome } = await sendForm(form, setup, draftId, key);
  if (outcome.kind === "ok") return succeed(outcome.leadId);
  if (outcome.kind === "later") return state.setStatus("queued");
  saveDraft(draftId, { values, key, pending: null });
  state.setStatus("failed");
  if (outcome.kind === "invalid" && hasAny(outcome.fields)) {
    if (outcome.fields.altcha) (state.widgetRef.current as (AltchaElement & { reset?: () => void }) | null)?.reset?.();
    return showProblems(outcome.fields);
  }
  const message = outcome.error || SUBMIT_FAILED;
  state.setError(message);
  alert(message);
}

type Options = { setup: LeadFormSetup; result?: LeadFormResult; onSent?: () => void };

/**
 * A lead form's state and behaviour with JavaScript: it checks fields as the shopper goes (the server's own zod schema),
 * keeps a draft on the device, runs the robot check, sends JSON with an idempotency key, and if the network or server is
 * down keeps the enquiry queued until it lands. On a car's page it is two steps, and only the last one submits.
 */
export function useLeadForm({ setup, result, onSent }: Options) {
  const navigate = useNavigate();
  const state = useLeadFormState(setup, result);
  const { problems, status, multiStep, step } = state;
  const checkingRef = useRef(false);
  const draftId = `${setup.siteSlug}:${setup.kind}:${setup.car?.id ?? setup.locationId ?? "site"}`;
  const succeed = (leadId: string) => {
    reportLead(setup, loadDraft(draftId)?.values ?? {});
    clearDraft(draftId);
    onSent?.();
    navigate(`/success?lead=${leadId}`);
  };
  const keyRef = useDraft(state.formRef, draftId, Boolean(result?.values), {
    onQueued: () => state.setStatus("queued"),
    onDetailsFound: state.details.found,
    onSent: succeed,
    onRefused: (outcome) => {
      state.setStatus("failed");
      if (outcome.fields && hasAny(outcome.fields)) problems.setFields(outcome.fields);
      else state.setError(outcome.error ?? SUBMIT_FAILED);
    },
  });
  /** Shows what stops the form going on (the summary takes focus), back on the first step when that is where the problem is. */
  const showProblems = (found: Problems) => {
    problems.setFields(found);
    if (multiStep && hasAny(stepOneProblems(found))) state.setStep(1);
    requestAnimationFrame(() => state.summaryRef.current?.focus());
  };
  const sending = (): Sending => ({ setup, draftId, key: keyRef.current, state, showProblems, succeed });
  const { onBlur, onInput } = useFieldEvents(setup, draftId, keyRef, status === "queued", problems.setInlineFields);
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    if (status === "submitting" || status === "queued") return;
    if (multiStep && step === 1) return goToDetails(form, sending());
    // One submit at a time while the checks run (status changes only after them).
    if (checkingRef.current) return;
    checkingRef.current = true;
    const found = await checkLead(form, setup).finally(() => {
      checkingRef.current = false;
    });
    problems.setFields(found);
    if (!hasAny(found)) return send(form, sending());
    state.setError(null);
    showProblems(found);
  };
  const next = () => (state.formRef.current ? goToDetails(state.formRef.current, sending()) : undefined);
  const { hydrated } = state;
  return {
    ...state,
    fields: problems.fields,
    summary: problems.summary,
    handlers: { onSubmit: hydrated ? onSubmit : undefined, onBlur: hydrated ? onBlur : undefined, onInput: hydrated ? onInput : undefined },
    next,
    back: () => state.setStep(1),
  };
}

export type LeadFormState = ReturnType<typeof useLeadForm>;
