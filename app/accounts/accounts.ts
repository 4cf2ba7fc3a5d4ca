import type { SentSms } from "~/lib/sms/log-sms-provider";
import type { SmsProvider } from "~/lib/sms/sms-provider";

/** What sign-in needs from the server: the SMS provider, the secret codes and session cookies are keyed by, and (tests only) the sent messages. */
export type Accounts = { sms: SmsProvider; secret: string; sentSms?: SentSms[] };
