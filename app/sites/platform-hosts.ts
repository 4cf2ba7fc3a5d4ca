/** The platform's own host names: requests for them get the index of sites, so no site may answer at one. */
const PLATFORM_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

export const isPlatformHost = (host: string): boolean => PLATFORM_HOSTS.has(host);

/** Why a site could never be served at this (lower-case) host name, or null when it can. */
export function hostNameProblem(host: string): string | null {
  if (isPlatformHost(host)) return "is the platform's own host, where the index of sites answers";
  if (host.length > 253 || !host.split(".").every((label) => /^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/.test(label)))
    return "must be a host name like www.example.com.au: letters, digits and hyphens between dots, with no port, path or trailing dot";
  if (/^[\d.]+$/.test(host)) return "must be a host name, not an address";
  return null;
}
