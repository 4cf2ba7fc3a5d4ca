import { AUSTRALIAN_STATES } from "~/domain/australian-states";
import type { LeadFormSetup } from "~/leads/lead-form-setup";
import { asksPostcode, asksState } from "~/leads/lead-forms";
import { type FieldKit, INPUT, LABEL } from "./lead-form-fields";
import { RobotCheck } from "./robot-check";
import type { LeadFormState } from "./use-lead-form";

type Props = { setup: LeadFormSetup; kit: FieldKit };

const CONTACT: { name: string; text: string; autoComplete: string; type: string; required: boolean }[] = [
  { name: "name", text: "First name", autoComplete: "given-name", type: "text", required: true },
  { name: "last_name", text: "Last name", autoComplete: "family-name", type: "text", required: false },
  { name: "email", text: "Email", autoComplete: "email", type: "email", required: true },
  { name: "phone", text: "Phone", autoComplete: "tel", type: "tel", required: true },
];

/** Who is asking: name, email and phone, and the postcode and state where the form asks them. */
function ContactFields({ setup, kit }: Props) {
  return (
    <>
      {CONTACT.map(({ name, text, autoComplete, type, required }) => (
        <label key={name} className={LABEL} htmlFor={kit.id(name)}>
          {text} {required ? <span aria-hidden="true">*</span> : null}
          <input
            id={kit.id(name)}
            name={name}
            type={type}
            autoComplete={autoComplete}
            required={required}
            defaultValue={kit.value(name)}
            className={INPUT}
            {...kit.described(name)}
          />
          {kit.error(name)}
        </label>
      ))}
      {asksPostcode(setup.kind) ? (
        <label className={LABEL} htmlFor={kit.id("postcode")}>
          Postcode <span aria-hidden="true">*</span>
          <input
            id={kit.id("postcode")}
            name="postcode"
            inputMode="numeric"
            maxLength={4}
            autoComplete="postal-code"
            defaultValue={kit.value("postcode")}
            className={INPUT}
            {...kit.described("postcode")}
          />
          {kit.error("postcode")}
        </label>
      ) : null}
      {asksState(setup.kind) ? (
        <label className={LABEL} htmlFor={kit.id("state")}>
          State <span aria-hidden="true">*</span>
          <select
            id={kit.id("state")}
            name="state"
            autoComplete="address-level1"
            defaultValue={kit.value("state") ?? setup.defaultState}
            className={INPUT}
            {...kit.described("state")}
          >
            {Object.entries(AUSTRALIAN_STATES).map(([code, name]) => (
              <option key={code} value={code}>
                {name}
              </option>
            ))}
          </select>
          {kit.error("state")}
        </label>
      ) : null}
    </>
  );
}

/** The marketing opt-in, and (with JavaScript) whether this device keeps the shopper's details for next time. */
function Consents({ setup, kit, form }: Props & { form: LeadFormState }) {
  const { details } = form;
  return (
    <>
      {/* An unticked box sends nothing; the hidden 'false' before it says the shopper saw it and said no. How the
          box started goes with it, so the lead can say whether the shopper ticked it (decision 029). */}
      <input type="hidden" name="opt_in" value="false" />
      <input type="hidden" name="opt_in_default" value={setup.optInDefault} />
      <label className="flex items-start gap-2 text-sm sm:col-span-2">
        <input
          type="checkbox"
          name="opt_in"
          value="true"
          defaultChecked={
            kit.values.opt_in === undefined ? !kit.posted && setup.optInDefault === "checked" : [kit.values.opt_in].flat().includes("true")
          }
          className="mt-0.5 h-4 w-4"
        />
        Keep me up to date with offers and news. You can unsubscribe at any time.
      </label>
      {/* Needs the device's storage, so only once JavaScript runs; unnamed, so it never reaches the dealer. */}
      {form.hydrated ? (
        <div className="flex flex-wrap items-start gap-x-4 gap-y-1 text-sm sm:col-span-2">
          <label className="flex items-start gap-2">
            <input
              type="checkbox"
              checked={details.remember}
              onChange={(e) => details.setRemember(e.target.checked)}
              className="mt-0.5 h-4 w-4"
            />
            Remember my name and contact details on this device for my next enquiry
          </label>
          {details.stored ? (
            <button type="button" onClick={details.forget} className="font-semibold underline">
              Forget my details
            </button>
          ) : null}
        </div>
      ) : null}
    </>
  );
}

function TermsField({ kit }: { kit: FieldKit }) {
  return (
    <div className="sm:col-span-2">
      <label className="flex items-start gap-2 text-sm" htmlFor={kit.id("terms_conditions")}>
        <input
          id={kit.id("terms_conditions")}
          type="checkbox"
          name="terms_conditions"
          value="true"
          required
          defaultChecked={kit.values.terms_conditions === "true"}
          className="mt-0.5 h-4 w-4"
          {...kit.described("terms_conditions")}
        />
        <span>
          * You must agree to the terms of use before submitting the form. I agree to the{" "}
          <a href="/terms-and-conditions" className="underline">
            terms of use
          </a>
          .
        </span>
      </label>
      {kit.error("terms_conditions")}
    </div>
  );
}

function SendButton({ setup, form, submitLabel }: { setup: LeadFormSetup; form: LeadFormState; submitLabel?: string }) {
  const sending = form.status === "submitting";
  return (
    <div className="sm:col-span-2">
      <button
        type="submit"
        disabled={sending || form.status === "queued"}
        aria-busy={sending}
        className="inline-flex items-center gap-2 rounded-site bg-brand px-6 py-3 font-semibold text-on-brand disabled:opacity-60"
      >
        {sending ? (
          <span aria-hidden="true" className="h-4 w-4 animate-spin rounded-full border-2 border-current border-t-transparent" />
        ) : null}
        {sending ? "Sending…" : (submitLabel ?? "Send enquiry")}
      </button>
      <p className="mt-3 text-xs text-muted">
        {`${setup.disclaimer} `}
        <a href="/privacy-policy" className="underline">
          Read our privacy policy
        </a>
        .
      </p>
    </div>
  );
}

/** The last step: who is asking, what they agree to, the robot check and the button that sends it all. */
export function DetailsFields({ setup, kit, form, submitLabel }: Props & { form: LeadFormState; submitLabel?: string }) {
  return (
    <>
      <ContactFields setup={setup} kit={kit} />
      <Consents setup={setup} kit={kit} form={form} />
      {setup.rules.requireTerms ? <TermsField kit={kit} /> : null}
      <RobotCheck question={setup.question} error={form.fields.altcha} widgetRef={form.widgetRef} load={form.engaged} />
      <SendButton setup={setup} form={form} submitLabel={submitLabel} />
      {form.multiStep ? (
        <div className="sm:col-span-2">
          <button type="button" onClick={form.back} className="text-sm font-semibold underline">
            Back to your enquiry
          </button>
        </div>
      ) : null}
    </>
  );
}
