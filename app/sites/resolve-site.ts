import { DEFAULT_PLATFORM_HOSTS, isPlatformHost } from "./platform-hosts";
import type { SiteConfig } from "./site-config";

export type HostMatch = { kind: "site"; site: SiteConfig } | { kind: "platform" } | { kind: "unknown" };

export function hostnameOf(hostHeader: string | undefined): string {
  if (!hostHeader) return "";
  const host = hostHeader.trim().toLowerCase();
  if (host.startsWith("[")) return host.slice(0, host.indexOf("]") + 1);
  return host.replace(/:\d+$/, "").replace(/\.$/, "");
}

/**
 * A site answers at `{slug}.localhost` (browsers send that to this machine) and at every
 * host name in its config. The platform's own hosts (PLATFORM_HOSTS) show the index of sites and the operators' console.
 */
export function resolveHost(
  hostHeader: string | undefined,
  sites: readonly SiteConfig[],
  platformHosts: readonly string[] = DEFAULT_PLATFORM_HOSTS,
): HostMatch {
  const host = hostnameOf(hostHeader);
  if (isPlatformHost(host, platformHosts)) return { kind: "platform" };
  for (const site of sites) {
    if (host === `${site.slug}.localhost` || site.hosts.includes(host)) return { kind: "site", site };
  }
  return { kind: "unknown" };
}
