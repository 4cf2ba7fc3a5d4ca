/**
 * How the platform sends a text message (issue 14: the sign-in code). `to` is E.164. A provider
 * throws when the message was not accepted, so the shopper is told at once rather than waiting
 * for a code that never comes.
 */
export interface SmsProvider {
  readonly name: string;
  send(message: { to: string; body: string; siteSlug: string }): Promise<{ id: string }>;
}

export class SmsNotSentError extends Error {}
