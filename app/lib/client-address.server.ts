import { createHmac } from "node:crypto";
import { isIPv4, isIPv6 } from "node:net";

/**
 * The part of a client address that names one client: an IPv4 address whole (an IPv4-mapped IPv6
 * address as its IPv4 address), an IPv6 address by its /64 prefix, since one home or phone is
 * given a whole /64 and can pick any address in it at will.
 */
export function clientNetwork(address: string): string {
  let a = address.trim().toLowerCase();
  const zone = a.indexOf("%");
  if (zone >= 0) a = a.slice(0, zone);
  if (a.startsWith("::ffff:") && isIPv4(a.slice(7))) return a.slice(7);
  if (!isIPv6(a)) return a;
  const [head, tail] = a.includes("::") ? a.split("::") : [a, null];
  const groups = (part: string) => (part ? part.split(":") : []).flatMap((g) => (g.includes(".") ? ["0", "0"] : [g]));
  const first = groups(head);
  const last = tail === null ? [] : groups(tail);
  const all = tail === null ? first : [...first, ...Array(8 - first.length - last.length).fill("0"), ...last];
  return `${all
    .slice(0, 4)
    .map((g) => Number.parseInt(g, 16).toString(16))
    .join(":")}::/64`;
}

/**
 * A keyed hash (HMAC-SHA256 under the server secret) of a client and what it is counted for: the
 * tables that count clients (rate limits, view counts) hold this, never the address, and nobody
 * without the secret can test a guessed address against it.
 */
export function clientHash(secret: string, purpose: string, ...parts: readonly (string | number)[]): string {
  return createHmac("sha256", secret)
    .update(JSON.stringify([purpose, ...parts]))
    .digest("base64url")
    .slice(0, 22);
}
