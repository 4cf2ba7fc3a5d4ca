import { SUBMIT_FAILED } from "~/leads/lead-forms";
export const NO_LEAD_ID = "An unexpected error occured";

export type SendOutcome =
  | { kind: "ok"; leadId: string }
  | { kind: "invalid"; error: string; fields: Record<string, string> }
  | { kind: "refused"; error: string }
  /** The network or the server is down: keep the draft and send it again later. */
  | { kind: "later" };

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Posts a lead once (retrying only while the same key is in flight) and says what happened. */
export async function sendLead(body: Record<string, unknown>, idempotencyKey: string): Promise<SendOutcome> {
  for (let attempt = 0; attempt < 5; attempt++) {
    let res: Response;
    try {
      res = await fetch("/api/leads", {
        method: "POST",
        headers: { "Content-Type": "application/json", "Idempotency-Key": idempotencyKey },
        body: JSON.stringify(body),
      });
    } catch {
      return { kind: "later" };
    }
    const answer = (await res.json().catch(() => ({}))) as { lead_id?: string; error?: string; fields?: Record<string, string> };
    if (res.status === 201) return answer.lead_id ? { kind: "ok", leadId: answer.lead_id } : { kind: "refused", error: NO_LEAD_ID };
    if (res.status === 409) {
      await pause(1000 * (attempt + 1));
      continue;
    }
    if (res.status === 422 || res.status === 400)
      return { kind: "invalid", error: answer.error ?? SUBMIT_FAILED, fields: answer.fields ?? {} };
    if (res.status === 429) return { kind: "refused", error: answer.error ?? SUBMIT_FAILED };
    if (res.status >= 500) return { kind: "later" };
    return { kind: "refused", error: answer.error ?? SUBMIT_FAILED };
  }
  return { kind: "later" };
}
