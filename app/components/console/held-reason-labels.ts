/** What each spam rule's hold means, for a dealer deciding whether it was a person. */
export const HELD_REASON_LABELS: Record<string, string> = {
  honeypot: "Filled in a field people can't see",
  "no-form-timer": "Sent without loading the form (no JavaScript, no timer)",
  "form-timer-reused": "Sent with a form that had already been used",
  "filled-too-fast": "Sent faster than a person types",
};

export const heldReasonLabel = (reason: string) => HELD_REASON_LABELS[reason] ?? reason;
