import type { Logger } from "pino";
import type { Env } from "~/lib/env.server";
import { clickSendSmsProvider } from "./clicksend-sms-provider";
import { logSmsProvider, type SentSms } from "./log-sms-provider";
import type { SmsProvider } from "./sms-provider";

/** The provider SMS_PROVIDER names: `log` (the default; the message goes to the server log) or `clicksend`. */
export function smsProviderFromEnv(env: Env, logger: Logger, sentSms?: SentSms[]): SmsProvider {
  if (env.SMS_PROVIDER === "clicksend") {
    if (!env.CLICKSEND_USERNAME || !env.CLICKSEND_API_KEY)
      throw new Error("SMS_PROVIDER=clicksend needs CLICKSEND_USERNAME and CLICKSEND_API_KEY (ClickSend's API credentials).");
    return clickSendSmsProvider({
      username: env.CLICKSEND_USERNAME,
      apiKey: env.CLICKSEND_API_KEY,
      from: env.CLICKSEND_FROM ?? null,
      baseUrl: env.CLICKSEND_API_BASE,
    });
  }
  return logSmsProvider(logger, sentSms);
}
