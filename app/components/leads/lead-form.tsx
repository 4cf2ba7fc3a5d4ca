import { useId } from "react";
import type { LeadFormSetup } from "~/leads/lead-form-setup";
import { DetailsFields } from "./lead-form-details";
import { EnquiryFields } from "./lead-form-enquiry";
import { ErrorSummary, FormNotices, fieldKit, HiddenFields } from "./lead-form-fields";
import { type LeadFormResult, useLeadForm } from "./use-lead-form";

export type { LeadFormResult } from "./use-lead-form";

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

/**
 * Every lead form. Without JavaScript it is a plain POST to its page, which re-renders errors with
 * what was typed. With JavaScript (useLeadForm) it checks fields as the shopper goes (the server's own zod
 * schema), keeps a draft on the device, sends JSON with an idempotency key, and if the network or
 * server is down keeps the enquiry queued until it lands.
 */
export function LeadForm({ setup, result, submitLabel, onSent, idempotencyKey, hidden }: LeadFormProps) {
  const form = useLeadForm({ setup, result, onSent });
  const kit = fieldKit(useId(), form.fields, result?.values);
  const { multiStep, step } = form;
  return (
    <form
      ref={form.formRef}
      method="post"
      noValidate
      {...form.handlers}
      onFocus={form.engage}
      onPointerDown={form.engage}
      className="grid gap-4 sm:grid-cols-2"
    >
      <ErrorSummary summary={form.summary} kit={kit} summaryRef={form.summaryRef} />
      <FormNotices error={form.error} status={form.status} />
      <HiddenFields setup={setup} hydrated={form.hydrated} idempotencyKey={idempotencyKey} hidden={hidden} />
      <div className={multiStep && step !== 1 ? "hidden" : "contents"}>
        <EnquiryFields setup={setup} kit={kit} />
      </div>
      {multiStep ? (
        <p aria-live="polite" className="text-sm font-semibold text-muted sm:col-span-2">
          Step {step} of 2: {step === 1 ? "your enquiry" : "your details"}
        </p>
      ) : null}
      {multiStep && step === 1 ? (
        <div className="sm:col-span-2">
          <button type="button" onClick={form.next} className="rounded-site bg-brand px-6 py-3 font-semibold text-on-brand">
            Next: your details
          </button>
        </div>
      ) : null}
      <div className={multiStep && step === 1 ? "hidden" : "contents"}>
        <DetailsFields setup={setup} kit={kit} form={form} submitLabel={submitLabel} />
      </div>
    </form>
  );
}
