/**
 * Which network addresses the server may fetch a feed photo from. A photo URL comes from a dealer's
 * system (or whoever holds its key), and the server fetches it from inside the network: without a
 * rule, `http://169.254.169.254/latest/meta-data/` or `http://10.0.0.5/admin` would be read on the
 * attacker's behalf (server-side request forgery). The rule is applied to every address a host
 * name resolves to, and to every redirect hop, by feed-photos.server.ts. Pure: no I/O.
 */

export type AddressKind =
  | "public"
  | "loopback"
  | "private"
  | "link-local"
  | "shared (CGNAT)"
  | "unspecified"
  | "multicast"
  | "unique local"
  | "reserved"
  | "invalid";

/** Why an address may not be fetched ("a loopback address, not a public one"), or null when it may. Injected into the photo fetcher. */
export type AddressRule = (address: string) => string | null;

const refusal = (kind: AddressKind) => (kind === "invalid" ? "not an IP address" : `a ${kind} address, not a public one`);

/** The production rule: public unicast addresses only. */
export const publicAddressesOnly: AddressRule = (address) => {
  const kind = addressKind(address);
  return kind === "public" ? null : refusal(kind);
};

/**
 * Tests only: public addresses and loopback (127.0.0.0/8, ::1), for tests that serve photos from a
 * server on 127.0.0.1. Never the default; a caller must pass it by name.
 */
export const publicOrLoopbackForTests: AddressRule = (address) => {
  const kind = addressKind(address);
  return kind === "public" || kind === "loopback" ? null : refusal(kind);
};

type V4Range = [base: number, bits: number, kind: AddressKind];
const v4 = (dotted: string) => parseIPv4(dotted) as number;
const V4_RANGES: V4Range[] = [
  [v4("0.0.0.0"), 8, "unspecified"],
  [v4("10.0.0.0"), 8, "private"],
  [v4("100.64.0.0"), 10, "shared (CGNAT)"],
  [v4("127.0.0.0"), 8, "loopback"],
  [v4("169.254.0.0"), 16, "link-local"],
  [v4("172.16.0.0"), 12, "private"],
  [v4("192.0.0.0"), 24, "reserved"],
  [v4("192.0.2.0"), 24, "reserved"],
  [v4("192.88.99.0"), 24, "reserved"],
  [v4("192.168.0.0"), 16, "private"],
  [v4("198.18.0.0"), 15, "reserved"],
  [v4("198.51.100.0"), 24, "reserved"],
  [v4("203.0.113.0"), 24, "reserved"],
  [v4("224.0.0.0"), 4, "multicast"],
  [v4("240.0.0.0"), 4, "reserved"],
];

/** What kind of address this is: IPv4 (dotted), IPv6 (with `::`, an IPv4 tail or a zone) or neither. */
export function addressKind(address: string): AddressKind {
  const trimmed = address.trim().replace(/^\[(.*)\]$/, "$1");
  const four = parseIPv4(trimmed);
  if (four !== null) return ipv4Kind(four);
  const six = parseIPv6(trimmed);
  return six === null ? "invalid" : ipv6Kind(six);
}

function ipv4Kind(value: number): AddressKind {
  for (const [base, bits, kind] of V4_RANGES) {
    const mask = bits === 0 ? 0 : (~0 << (32 - bits)) >>> 0;
    if ((value & mask) >>> 0 === base) return kind;
  }
  return "public";
}

function ipv6Kind(g: number[]): AddressKind {
  const zeros = (from: number, to: number) => g.slice(from, to).every((x) => x === 0);
  const embedded = (hi: number, lo: number) => ((g[hi] << 16) | g[lo]) >>> 0;
  if (zeros(0, 8)) return "unspecified";
  if (zeros(0, 7) && g[7] === 1) return "loopback";
  // IPv4-mapped (::ffff:a.b.c.d) and NAT64 (64:ff9b::a.b.c.d) reach the IPv4 address inside: judge that one.
  if (zeros(0, 5) && g[5] === 0xffff) return ipv4Kind(embedded(6, 7));
  if (g[0] === 0x64 && g[1] === 0xff9b && zeros(2, 6)) return ipv4Kind(embedded(6, 7));
  // 6to4 (2002:a.b.c.d::/48) carries an IPv4 address in its prefix.
  if (g[0] === 0x2002) return ipv4Kind(embedded(1, 2));
  if ((g[0] & 0xfe00) === 0xfc00) return "unique local";
  if ((g[0] & 0xffc0) === 0xfe80) return "link-local";
  if ((g[0] & 0xffc0) === 0xfec0) return "private";
  if ((g[0] & 0xff00) === 0xff00) return "multicast";
  if (g[0] === 0x2001 && g[1] === 0x0db8) return "reserved";
  // Global unicast is 2000::/3; everything else (::/8 IPv4-compatible, 100::/64 discard, ...) is not an internet host.
  if ((g[0] & 0xe000) !== 0x2000) return "reserved";
  return "public";
}

/** a.b.c.d with each part 0-255 in plain decimal (no octal or hex forms), as a 32-bit number; else null. */
export function parseIPv4(text: string): number | null {
  const parts = text.split(".");
  if (parts.length !== 4) return null;
  let value = 0;
  for (const part of parts) {
    if (!/^(0|[1-9]\d{0,2})$/.test(part) || Number(part) > 255) return null;
    value = value * 256 + Number(part);
  }
  return value;
}

/** An IPv6 address (`::` shorthand, an IPv4 tail, a `%zone`) as eight 16-bit groups; else null. */
export function parseIPv6(text: string): number[] | null {
  const address = text.replace(/%[\w.-]+$/, "");
  if (!/^[0-9a-fA-F:.]+$/.test(address) || address.split("::").length > 2) return null;
  const toGroups = (part: string): number[] | null => {
    if (part === "") return [];
    const out: number[] = [];
    const pieces = part.split(":");
    for (const [i, piece] of pieces.entries()) {
      if (i === pieces.length - 1 && piece.includes(".")) {
        const four = parseIPv4(piece);
        if (four === null) return null;
        out.push(four >>> 16, four & 0xffff);
      } else if (/^[0-9a-fA-F]{1,4}$/.test(piece)) out.push(Number.parseInt(piece, 16));
      else return null;
    }
    return out;
  };
  const [head, tail] = address.split("::");
  // An IPv4 tail ends the address: nothing may follow it.
  if (tail !== undefined && head.includes(".")) return null;
  const left = toGroups(head);
  const right = tail === undefined ? [] : toGroups(tail);
  if (left === null || right === null) return null;
  if (tail === undefined) return left.length === 8 ? left : null;
  const missing = 8 - left.length - right.length;
  return missing >= 1 ? [...left, ...Array(missing).fill(0), ...right] : null;
}
