/**
 * The platform's own host names by default (PLATFORM_HOSTS overrides them): requests for them get the index of sites
 * and the operators' console, so no site may answer at one. The first is the host the platform's links point at.
 */
export const DEFAULT_PLATFORM_HOSTS: readonly string[] = ["localhost", "127.0.0.1", "[::1]"];
const RESERVED = new Set(DEFAULT_PLATFORM_HOSTS);

/** Whether a (lower-case, port-less) host name is one of the platform's own; the defaults when none are given. */
export const isPlatformHost = (host: string, platformHosts: readonly string[] = DEFAULT_PLATFORM_HOSTS): boolean =>
  platformHosts === DEFAULT_PLATFORM_HOSTS ? RESERVED.has(host) : platformHosts.includes(host);

/** A PLATFORM_HOSTS entry: a host name (letters, digits, hyphens between dots), an IPv4 address or a bracketed IPv6 one. */
export const isPlatformHostName = (host: string): boolean =>
  /^\[[0-9a-f:.]+\]$/.test(host) ||
  (host.length <= 253 && host.split(".").every((label) => /^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/.test(label)));

/** Why a site could never be served at this (lower-case) host name, or null when it can. */
export function hostNameProblem(host: string): string | null {
  if (isPlatformHost(host)) return "is the platform's own host, where the index of sites answers";
  if (host.length > 253 || !host.split(".").every((label) => /^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/.test(label)))
    return "must be a host name like www.example.com.au: letters, digits and hyphens between dots, with no port, path or trailing dot";
  if (/^[\d.]+$/.test(host)) return "must be a host name, not an address";
  return null;
}
