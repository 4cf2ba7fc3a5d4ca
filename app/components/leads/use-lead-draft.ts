import { type RefObject, useEffect, useRef, useState } from "react";
import { HONEYPOT_FIELD } from "~/leads/lead-forms";
import { pickShopperDetails, prefillFrom } from "~/leads/shopper-details";
import { formChanged, loadDraft, readFormValues, restoreFormValues, saveDraft } from "./lead-drafts";
import { forgetShopperDetails, loadShopperDetails, saveShopperDetails } from "./shopper-details-store";

/** What a draft or the stored details never put back: what the page itself sets, and the single-use checks. */
const NOT_RESTORED = ["form", "car_id", "location_id", "form_started", "altcha", "human_token", "human_answer", HONEYPOT_FIELD];
type Problems = Record<string, string>;

/** Stored details (discovery spec section 3): remembered only while the shopper keeps this box ticked. */
export function useRememberedDetails() {
  const [remember, setRemember] = useState(false);
  const [stored, setStored] = useState(false);
  return {
    remember,
    stored,
    setRemember,
    /** Found on the device when the form starts. */
    found: () => {
      setRemember(true);
      setStored(true);
    },
    /** On submit: keeps the details, or forgets them, as the box says. */
    keep: (form: HTMLFormElement) => {
      if (remember) saveShopperDetails(pickShopperDetails(readFormValues(form)));
      else forgetShopperDetails();
      setStored(remember);
    },
    forget: () => {
      forgetShopperDetails();
      setStored(false);
      setRemember(false);
    },
  };
}

type DraftHandlers = {
  onQueued: () => void;
  onDetailsFound: () => void;
  onSent: (leadId: string) => void;
  onRefused: (outcome: { error?: string; fields?: Problems }) => void;
};

/** Restores the draft (and any stored details) once per form, and listens for its queued enquiry landing or being refused. */
export function useDraft(formRef: RefObject<HTMLFormElement | null>, draftId: string, hasResult: boolean, handlers: DraftHandlers) {
  const keyRef = useRef<string>("");
  const handlersRef = useRef(handlers);
  handlersRef.current = handlers;
  // biome-ignore lint/correctness/useExhaustiveDependencies: restores the draft once per form, not when a re-render's result changes.
  useEffect(() => {
    const form = formRef.current;
    const draft = loadDraft(draftId);
    keyRef.current = draft?.key ?? crypto.randomUUID();
    if (form && draft && !hasResult) restoreFormValues(form, draft.values, NOT_RESTORED);
    if (draft?.pending) handlersRef.current.onQueued();
    const stored = loadShopperDetails();
    if (stored) {
      handlersRef.current.onDetailsFound();
      if (form && !hasResult) restoreFormValues(form, prefillFrom(stored, readFormValues(form)), NOT_RESTORED);
    }
    // What the shopper typed before the form's code ran (it hydrates on first use) joins the draft now.
    if (form && formChanged(form) && !draft?.pending)
      saveDraft(draftId, { values: readFormValues(form), key: keyRef.current, pending: null });
    const sent = (event: Event) => {
      const detail = (event as CustomEvent<{ draftId: string; leadId: string }>).detail;
      if (detail.draftId === draftId) handlersRef.current.onSent(detail.leadId);
    };
    // A queued enquiry the server later refused (say, the robot check expired) comes back to the shopper.
    const refused = (event: Event) => {
      const detail = (event as CustomEvent<{ draftId: string; outcome: { kind: string; error?: string; fields?: Problems } }>).detail;
      if (detail.draftId === draftId) handlersRef.current.onRefused(detail.outcome);
    };
    window.addEventListener("lead-sent", sent);
    window.addEventListener("lead-needs-attention", refused);
    return () => {
      window.removeEventListener("lead-sent", sent);
      window.removeEventListener("lead-needs-attention", refused);
    };
  }, [draftId]);
  return keyRef;
}
