import { z } from "zod";

const hexColour = z.string().regex(/^#[0-9a-fA-F]{6}$/, "must be a colour like #1a2b3c");

export const NavLinkSchema: z.ZodType<NavLink> = z.lazy(() =>
  z.object({
    label: z.string().min(1),
    href: z.string().min(1),
    children: z.array(NavLinkSchema).optional(),
  }),
);
export type NavLink = { label: string; href: string; children?: NavLink[] };

export const ThemeSchema = z.object({
  colours: z.object({
    primary: hexColour,
    onPrimary: hexColour,
    accent: hexColour,
    onAccent: hexColour,
    background: hexColour,
    surface: hexColour,
    text: hexColour,
    muted: hexColour,
  }),
  fonts: z.object({ heading: z.string().min(1), body: z.string().min(1) }),
  logo: z.object({ text: z.string().min(1), tagline: z.string().optional(), url: z.string().optional() }),
  radius: z.enum(["none", "small", "large"]).default("small"),
});
export type Theme = z.infer<typeof ThemeSchema>;

export const SORTS = ["relevance", "latest", "price_desc", "price_asc"] as const;
export const CarTypeSchema = z.enum(["new", "used", "demo"]);
export type CarType = z.infer<typeof CarTypeSchema>;

// Defaults are the spec's section 9 "Defaults" lists (discovery and vehicle side).
export const SiteTextsSchema = z.object({
  noPriceText: z.string().default("Enquire for price."),
  contactLinkText: z.string().default("Contact Us"),
  callText: z.string().default("Call the dealer"),
  dealerCommentsTitle: z.string().default("Dealer Comments"),
  financeButtonText: z.string().default("Pre-Approved"),
  searchResultFinanceText: z.string().default("Get Finance"),
  newArrivalText: z.string().default("New Arrival"),
  soldTagName: z.string().default("JUST SOLD"),
  reserveDepositLabel: z.string().default("$200"),
});

export const StockRestrictionsSchema = z.object({
  carTypes: z.array(CarTypeSchema).default([]),
  photoRequired: z.boolean().default(false),
  excludedMakes: z.array(z.string()).default([]),
  excludedStockNumbers: z.array(z.string()).default([]),
  certifiedOnly: z.boolean().default(false),
});
export type StockRestrictions = z.infer<typeof StockRestrictionsSchema>;

const SOCIAL_NETWORKS = ["facebook", "youtube", "instagram", "tiktok", "linkedin"] as const;

export const SiteConfigSchema = z.object({
  slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "must be lower-case words joined by hyphens"),
  name: z.string().min(1),
  tagline: z.string().default(""),
  hosts: z.array(z.string().min(1).toLowerCase()).default([]),
  theme: ThemeSchema,
  texts: SiteTextsSchema.default(SiteTextsSchema.parse({})),
  recentSoldDays: z.number().int().min(0).max(90).default(3),
  justArrivedDays: z.number().int().min(0).max(90).default(8),
  stockRestrictions: StockRestrictionsSchema.default(StockRestrictionsSchema.parse({})),
  defaultSort: z.enum(SORTS).default("relevance"),
  showLicenceNumbers: z.boolean().default(false),
  phoneReveal: z.enum(["masked", "immediate"]).default("masked"),
  checkoutPath: z.enum(["/cars/{slug}/checkout", "/buy-online"]).default("/cars/{slug}/checkout"),
  gatedRoutes: z.array(z.string().startsWith("/")).default(["/online-payment", "/my-garage", "/spin-to-win"]),
  financeProvider: z.string().default("youx"),
  socialLinks: z
    .array(z.object({ network: z.enum(SOCIAL_NETWORKS), url: z.url() }))
    .default(SOCIAL_NETWORKS.map((network) => ({ network, url: `https://www.${network}.com/` }))),
  headerLinks: z.array(NavLinkSchema).default([]),
  footerLinks: z.array(NavLinkSchema).default([]),
  formStateDefault: z.enum(["qld", "nsw", "vic", "act", "tas", "sa", "wa", "nt"]).default("qld"),
});
export type SiteConfig = z.infer<typeof SiteConfigSchema>;

export class SiteConfigError extends Error {}

/** Validates one site's raw config; the error names the site and every bad field. */
export function parseSiteConfig(raw: unknown, source: string): SiteConfig {
  const result = SiteConfigSchema.safeParse(raw);
  if (result.success) return result.data;
  const slug =
    typeof raw === "object" && raw !== null && "slug" in raw ? String((raw as { slug: unknown }).slug) : source;
  const problems = result.error.issues.map((i) => `${i.path.join(".") || "(root)"}: ${i.message}`);
  throw new SiteConfigError(`Invalid configuration for site "${slug}" (${source}): ${problems.join("; ")}`);
}
