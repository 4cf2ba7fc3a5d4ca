import { randomUUID } from "node:crypto";
import type { Logger } from "pino";
import type { SmsProvider } from "./sms-provider";

export type SentSms = { id: string; to: string; body: string; siteSlug: string; at: Date };

/**
 * The default provider: the message goes to the server log (where an operator of a demo reads
 * the code). With `outbox`, it also keeps the last messages in memory for the test-only hook
 * (server/test-hooks.ts), which the server refuses to enable in production.
 */
export function logSmsProvider(logger: Logger, outbox?: SentSms[]): SmsProvider {
  return {
    name: "log",
    async send(message) {
      const id = randomUUID();
      logger.info({ event: "sms", sms: { id, to: message.to, body: message.body, site: message.siteSlug } }, "SMS (log provider)");
      if (outbox) {
        outbox.push({ id, ...message, at: new Date() });
        if (outbox.length > 500) outbox.splice(0, outbox.length - 500);
      }
      return { id };
    },
  };
}
