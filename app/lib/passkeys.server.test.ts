import { describe, expect, it } from "vitest";
import { answeredChallenge, relyingParty } from "./passkeys.server";

const clientData = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");

describe("the relying party", () => {
  it("is the host name of the origin, so a passkey made on one dealer's site is unknown on another's", () => {
    expect(relyingParty("http://coastal-toyota.localhost:3000", "Coastal Toyota")).toEqual({
      rpID: "coastal-toyota.localhost",
      origin: "http://coastal-toyota.localhost:3000",
      rpName: "Coastal Toyota",
    });
    expect(relyingParty("https://www.coastaltoyota.com.au", "Coastal Toyota").rpID).toBe("www.coastaltoyota.com.au");
  });
});

describe("the challenge a browser's answer carries", () => {
  it("reads it from clientDataJSON", () => {
    const challenge = "b3Jhbmdlcy1hbmQtbGVtb25zLTEyMzQ1Njc4OTA";
    expect(answeredChallenge({ response: { clientDataJSON: clientData({ type: "webauthn.get", challenge }) } })).toBe(challenge);
  });
  it.each([
    ["nothing", null],
    ["no response", {}],
    ["not base64 JSON", { response: { clientDataJSON: "%%%" } }],
    ["a challenge that is not base64url", { response: { clientDataJSON: clientData({ challenge: "a b'c; DROP" }) } }],
    ["a too-short challenge", { response: { clientDataJSON: clientData({ challenge: "abc" }) } }],
    ["an oversized answer", { response: { clientDataJSON: "a".repeat(5000) } }],
  ])("is null for %s", (_, response) => {
    expect(answeredChallenge(response)).toBeNull();
  });
});
