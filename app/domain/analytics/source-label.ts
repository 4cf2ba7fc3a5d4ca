/** Hosts and UTM sources a dealer knows by name (a referrer's subdomain, such as l.facebook.com, left off). */
const KNOWN: Record<string, string> = {
  google: "Google",
  bing: "Bing",
  facebook: "Facebook",
  instagram: "Instagram",
  carsales: "carsales",
  autotrader: "Autotrader",
  drive: "Drive",
  gumtree: "Gumtree",
  youtube: "YouTube",
  tiktok: "TikTok",
};

/** The name in a host: "www.google.com.au" → "google", "l.facebook.com" → "facebook", "dealer.example.net" → "example". */
function hostName(host: string): string {
  const parts = host.toLowerCase().split(".").filter(Boolean);
  // Strip the public suffix the way Australians meet it: .com.au, .net.au, .org.au, else one label (.com).
  const suffix = parts.length > 2 && ["com", "net", "org", "gov", "edu"].includes(parts[parts.length - 2] as string) ? 2 : 1;
  return parts[parts.length - suffix - 1] ?? host;
}

/**
 * Where a visit or lead came from, as a dealer reads it: the campaign's UTM source if it has one, else the site that
 * sent it, else "Direct". Known names are spelt as their owners spell them; any other is kept as given.
 */
export function sourceLabel(utmSource: string | null | undefined, referrer: string | null | undefined): string {
  const utm = utmSource?.trim().toLowerCase();
  if (utm) return KNOWN[utm] ?? utm;
  const host = referrer?.trim();
  if (!host) return "Direct";
  const name = hostName(host);
  return KNOWN[name] ?? host.toLowerCase().replace(/^www\./, "");
}
