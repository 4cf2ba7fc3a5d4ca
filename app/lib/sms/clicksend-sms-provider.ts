import { SmsNotSentError, type SmsProvider } from "./sms-provider";

export type ClickSendSettings = { username: string; apiKey: string; from: string | null; baseUrl: string };

const TIMEOUT_MS = 10_000;

type ClickSendAnswer = {
  http_code?: number;
  response_code?: string;
  response_msg?: string;
  data?: { messages?: { status?: string; message_id?: string }[] };
};

/**
 * ClickSend (an Australian SMS gateway many local businesses use), over its REST API v3:
 * `POST /v3/sms/send` with Basic auth (username and API key). A message is sent only when the
 * answer's message status is SUCCESS; anything else is an error naming ClickSend's code.
 */
export function clickSendSmsProvider(settings: ClickSendSettings): SmsProvider {
  const auth = `Basic ${Buffer.from(`${settings.username}:${settings.apiKey}`).toString("base64")}`;
  return {
    name: "clicksend",
    async send(message) {
      const res = await fetch(`${settings.baseUrl.replace(/\/$/, "")}/v3/sms/send`, {
        method: "POST",
        headers: { Authorization: auth, "Content-Type": "application/json", Accept: "application/json" },
        body: JSON.stringify({
          messages: [
            {
              source: "dealer-platform",
              to: message.to,
              body: message.body,
              ...(settings.from ? { from: settings.from } : {}),
              custom_string: message.siteSlug,
            },
          ],
        }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      const answer = (await res.json().catch(() => ({}))) as ClickSendAnswer;
      const sent = answer.data?.messages?.[0];
      if (!res.ok || answer.response_code !== "SUCCESS" || sent?.status !== "SUCCESS" || !sent.message_id)
        throw new SmsNotSentError(
          `ClickSend did not send the message: HTTP ${res.status} ${answer.response_code ?? ""} ${sent?.status ?? answer.response_msg ?? ""}`.trim(),
        );
      return { id: sent.message_id };
    },
  };
}
