import type { StripeSettings } from "~/payments/payment-settings";
import { resolveHost } from "~/sites/resolve-site";
import type { TenantSite } from "~/sites/tenant-site";

export type ExtraSources = { script: string; frame: string; connect: string };

/**
 * What a site's Content-Security-Policy adds for Stripe (https://docs.stripe.com/security/guide#content-security-policy):
 * Stripe.js from its origin, its card fields and 3-D Secure challenge in frames from there (and
 * hooks.stripe.com), its calls to the API. Only sites that take deposits through Stripe get them;
 * every other site's policy stays as strict as before.
 */
export function stripeCspSources(
  stripe: StripeSettings | null,
  sites: readonly TenantSite[],
): (host: string | undefined) => ExtraSources | null {
  if (!stripe) return () => null;
  const js = new URL(stripe.jsUrl).origin;
  const api = new URL(stripe.apiBase).origin;
  const frames = js === "https://js.stripe.com" ? `${js} https://*.js.stripe.com https://hooks.stripe.com` : js;
  const sources: ExtraSources = {
    script: js === "https://js.stripe.com" ? `${js} https://*.js.stripe.com` : js,
    frame: frames,
    connect: api,
  };
  const onStripe = new Set(sites.filter((s) => s.reservations.provider === "stripe").map((s) => s.slug));
  return (host) => {
    const match = resolveHost(host, sites);
    return match.kind === "site" && onStripe.has(match.site.slug) ? sources : null;
  };
}
