import { clearDraft, loadDraft, pendingDraftIds, saveDraft } from "./lead-drafts";
import { sendLead } from "./send-lead";

const RETRY_MS = 15_000;

/**
 * Sends every enquiry that was submitted but not confirmed (offline, server down, tab closed):
 * now, whenever the connection comes back, and every 15 seconds while any is waiting. The same
 * idempotency key goes with each try, so the dealer gets each lead once.
 */
export function resumePendingLeads(): () => void {
  let busy = false;
  const run = async () => {
    if (busy) return;
    busy = true;
    try {
      for (const id of pendingDraftIds()) {
        const draft = loadDraft(id);
        if (!draft?.pending) continue;
        const outcome = await sendLead(draft.pending.body, draft.key);
        if (outcome.kind === "ok") {
          clearDraft(id);
          window.dispatchEvent(new CustomEvent("lead-sent", { detail: { draftId: id, leadId: outcome.leadId } }));
        } else if (outcome.kind !== "later") {
          // The server refused it (say, the robot check expired): the shopper must look at it again.
          saveDraft(id, { values: draft.values, key: draft.key, pending: null });
          window.dispatchEvent(new CustomEvent("lead-needs-attention", { detail: { draftId: id, outcome } }));
        }
      }
    } finally {
      busy = false;
    }
  };
  void run();
  window.addEventListener("online", run);
  const timer = setInterval(() => {
    if (pendingDraftIds().length) void run();
  }, RETRY_MS);
  return () => {
    window.removeEventListener("online", run);
    clearInterval(timer);
  };
}
