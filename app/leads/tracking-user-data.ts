import { parseAustralianPhone } from "~/domain/phone";

/**
 * Discovery spec section 8: a sent enquiry's tracking event carries "the user data". The event goes
 * to analytics, not to the dealer, so it never carries the details themselves: the e-mail and the
 * phone as SHA-256 hashes of their normalised forms (lower-case e-mail, phone in E.164), the form
 * that conversion tracking matches on, and the postcode, which names no one.
 */
export async function trackingUserData(values: Record<string, unknown>): Promise<Record<string, string>> {
  const text = (name: string) => (typeof values[name] === "string" ? (values[name] as string).trim() : "");
  const email = text("email").toLowerCase();
  const phone = parseAustralianPhone(text("phone"));
  const postcode = text("postcode");
  return {
    ...(email ? { email_sha256: await sha256Hex(email) } : {}),
    ...(phone ? { phone_sha256: await sha256Hex(phone) } : {}),
    ...(/^\d{4}$/.test(postcode) ? { postcode } : {}),
  };
}

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}
