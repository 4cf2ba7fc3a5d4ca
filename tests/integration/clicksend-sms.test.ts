import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clickSendSmsProvider } from "~/lib/sms/clicksend-sms-provider";
import { SmsNotSentError } from "~/lib/sms/sms-provider";
import { smsProviderFromEnv } from "~/lib/sms/sms-providers.server";
import { parseEnv } from "~/lib/env.server";
import pino from "pino";
import { startClickSendStandIn } from "../support/clicksend-stand-in";

/** The ClickSend provider against a local stand-in of its REST API (no network here). */
describe("ClickSend SMS provider", () => {
  let standIn: Awaited<ReturnType<typeof startClickSendStandIn>>;
  beforeAll(async () => {
    standIn = await startClickSendStandIn({ username: "dealer-platform", apiKey: "A1B2C3" });
  });
  afterAll(() => standIn?.close());

  it("sends the message through the API with Basic auth and the sender ID, and answers ClickSend's message id", async () => {
    const sms = clickSendSmsProvider({ username: "dealer-platform", apiKey: "A1B2C3", from: "CoastalToy", baseUrl: standIn.baseUrl });
    const sent = await sms.send({ to: "+61412345678", body: "123456 is your Coastal Toyota sign-in code.", siteSlug: "coastal-toyota" });
    expect(sent.id).toMatch(/^STAND-IN-/);
    expect(standIn.sent.at(-1)).toEqual({
      source: "dealer-platform",
      to: "+61412345678",
      body: "123456 is your Coastal Toyota sign-in code.",
      from: "CoastalToy",
      custom_string: "coastal-toyota",
    });
  });

  it("throws, naming ClickSend's answer, when the key is wrong or the number is refused", async () => {
    const wrongKey = clickSendSmsProvider({ username: "dealer-platform", apiKey: "nope", from: null, baseUrl: standIn.baseUrl });
    await expect(wrongKey.send({ to: "+61412345678", body: "x", siteSlug: "s" })).rejects.toThrow(/HTTP 401 UNAUTHORIZED/);
    const sms = clickSendSmsProvider({ username: "dealer-platform", apiKey: "A1B2C3", from: null, baseUrl: standIn.baseUrl });
    const refused = sms.send({ to: "+6175443180", body: "x", siteSlug: "s" });
    await expect(refused).rejects.toBeInstanceOf(SmsNotSentError);
    await expect(refused).rejects.toThrow(/INVALID_RECIPIENT/);
    const down = clickSendSmsProvider({ username: "u", apiKey: "k", from: null, baseUrl: "http://127.0.0.1:9" });
    await expect(down.send({ to: "+61412345678", body: "x", siteSlug: "s" })).rejects.toThrow();
  });

  it("is chosen by SMS_PROVIDER=clicksend, which refuses to start without its credentials", () => {
    const logger = pino({ level: "silent" });
    expect(smsProviderFromEnv(parseEnv({}), logger).name).toBe("log");
    expect(() => smsProviderFromEnv(parseEnv({ SMS_PROVIDER: "clicksend" }), logger)).toThrow(/CLICKSEND_USERNAME and CLICKSEND_API_KEY/);
    const env = parseEnv({
      SMS_PROVIDER: "clicksend",
      CLICKSEND_USERNAME: "u",
      CLICKSEND_API_KEY: "k",
      CLICKSEND_API_BASE: standIn.baseUrl,
    });
    expect(smsProviderFromEnv(env, logger).name).toBe("clicksend");
    expect(() => parseEnv({ CLICKSEND_FROM: "Coastal Toyota Sales" })).toThrow(/CLICKSEND_FROM/);
  });
});
