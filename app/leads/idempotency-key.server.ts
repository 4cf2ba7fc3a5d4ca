import { randomUUID } from "node:crypto";

/**
 * The key a lead form sends with its submission, so a retry of the same one is stored once: the key the
 * form posted, or a new one when it posted none (the form shown again with its errors sends it next time).
 */
export function postedIdempotencyKey(body: Record<string, unknown>): string {
  return String(body.idempotency_key ?? randomUUID());
}
