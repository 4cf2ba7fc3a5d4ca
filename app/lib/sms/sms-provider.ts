/**
 * How the platform sends a text message: a shopper's sign-in code (issue 14, app/accounts) and the texts beside their
 * reservation e-mails (issue 53, the lead outbox's shopper-sms jobs). Shared plumbing in app/lib, so both features
 * take the one provider SMS_PROVIDER names. `to` is E.164. A provider throws when the message was not accepted, so
 * a shopper waiting for a code is told at once, and an outbox job is retried.
 */
export interface SmsProvider {
  readonly name: string;
  send(message: { to: string; body: string; siteSlug: string }): Promise<{ id: string }>;
}

export class SmsNotSentError extends Error {}
