import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { trackingUserData } from "./tracking-user-data";

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

describe("the user data on an enquiry's tracking event (discovery spec section 8)", () => {
  it("hashes the normalised e-mail and phone, and keeps the postcode; never the details themselves", async () => {
    const data = await trackingUserData({
      name: "Charlotte",
      email: "  Charlotte@Example.com.au ",
      phone: "0412 345 678",
      postcode: "4558",
      message: "Call me",
    });
    expect(data).toEqual({
      email_sha256: sha256("charlotte@example.com.au"),
      phone_sha256: sha256("+61412345678"),
      postcode: "4558",
    });
    expect(JSON.stringify(data)).not.toMatch(/Charlotte|0412|example/);
  });

  it("hashes the same number the same however it was written, and leaves out what is missing or not a number", async () => {
    const a = await trackingUserData({ phone: "+61 412 345 678" });
    const b = await trackingUserData({ phone: "(04) 1234-5678" });
    expect(a.phone_sha256).toBe(b.phone_sha256);
    expect(await trackingUserData({ phone: "not a phone", postcode: "40", email: "" })).toEqual({});
  });
});
