import { z } from "zod";
import { PHONE_MESSAGE, parseAustralianPhone } from "~/domain/phone";
import { slugify } from "~/domain/slugify";
import { type Theme, SiteConfigSchema } from "./site-config";
import { hostNameProblem } from "./platform-hosts";

/**
 * The operators' new-site wizard (issue 55): what it asks, and the site config it makes. A new site starts from one
 * of the platform's starting themes (each of the demo dealers' looks, every pair past WCAG AA) with its own name as
 * the logo's words; everything else is the schema's defaults, changed later in the site's own console.
 */
const DEMO_FONTS = {
  inter: "'Inter Variable', 'Inter Variable Fallback', 'Helvetica Neue', Arial, sans-serif",
  oswald: "'Oswald Variable', 'Oswald Variable Fallback', 'Arial Narrow', Arial, sans-serif",
  playfair: "'Playfair Display Variable', 'Playfair Display Variable Fallback', Georgia, 'Times New Roman', serif",
  nunito: "'Nunito Variable', 'Nunito Variable Fallback', Verdana, Geneva, sans-serif",
  archivo: "'Archivo Variable', 'Archivo Variable Fallback', Arial, Helvetica, sans-serif",
};

type StartingTheme = Omit<Theme, "logo">;
export const STARTING_THEMES: Record<string, { label: string; theme: StartingTheme }> = {
  bold: {
    label: "Bold red (like Coastal Toyota)",
    theme: {
      colours: {
        primary: "#c4001a",
        onPrimary: "#ffffff",
        accent: "#1a1a1a",
        onAccent: "#ffffff",
        background: "#f5f5f5",
        surface: "#ffffff",
        text: "#1a1a1a",
        muted: "#5c5c5c",
      },
      fonts: { heading: DEMO_FONTS.oswald, body: DEMO_FONTS.inter },
      radius: "small",
      layout: { header: "bar", hero: "split", card: "elevated" },
    },
  },
  prestige: {
    label: "Prestige navy and gold (like Metro)",
    theme: {
      colours: {
        primary: "#0b2545",
        onPrimary: "#ffffff",
        accent: "#e0a100",
        onAccent: "#0b2545",
        background: "#eef2f7",
        surface: "#ffffff",
        text: "#0f172a",
        muted: "#475569",
      },
      fonts: { heading: DEMO_FONTS.playfair, body: DEMO_FONTS.inter },
      radius: "large",
      layout: { header: "stacked", hero: "full-bleed", card: "outlined" },
    },
  },
  friendly: {
    label: "Friendly rust and green (like Sunset)",
    theme: {
      colours: {
        primary: "#b34700",
        onPrimary: "#ffffff",
        accent: "#2f5d50",
        onAccent: "#ffffff",
        background: "#fbf6ef",
        surface: "#ffffff",
        text: "#2b2118",
        muted: "#6b5a4a",
      },
      fonts: { heading: DEMO_FONTS.nunito, body: DEMO_FONTS.nunito },
      radius: "large",
      layout: { header: "centred", hero: "full-bleed", card: "flat" },
    },
  },
  value: {
    label: "Value green and yellow (like Value Used Cars)",
    theme: {
      colours: {
        primary: "#0f7b3f",
        onPrimary: "#ffffff",
        accent: "#ffd23f",
        onAccent: "#1b1b1b",
        background: "#ffffff",
        surface: "#f3f7f4",
        text: "#1b1b1b",
        muted: "#4a5a50",
      },
      fonts: { heading: DEMO_FONTS.archivo, body: DEMO_FONTS.archivo },
      radius: "none",
      layout: { header: "bar", hero: "panel", card: "outlined" },
    },
  },
};

const required = (what: string) => z.string().trim().min(1, `Enter ${what}.`).max(120, "Keep it under 120 characters.");
const THEME_KEYS = Object.keys(STARTING_THEMES) as [string, ...string[]];

export const newSiteFormSchema = z.object({
  name: required("the dealer's name"),
  slug: z
    .string()
    .trim()
    .toLowerCase()
    .max(60, "Keep it under 60 characters.")
    .regex(/^([a-z0-9]+(-[a-z0-9]+)*)?$/, "Use lower-case letters, digits and single hyphens, like bayside-motors.")
    .default(""),
  hosts: z
    .string()
    .max(2000)
    .default("")
    .transform((text) => [
      ...new Set(
        text
          .split(/[\s,]+/)
          .map((h) => h.trim().toLowerCase())
          .filter(Boolean),
      ),
    ])
    .superRefine((hosts, ctx) => {
      for (const host of hosts) {
        const problem = hostNameProblem(host);
        if (problem) ctx.addIssue({ code: "custom", message: `${host}: ${problem}` });
      }
    }),
  timeZone: SiteConfigSchema.shape.timeZone.unwrap(),
  theme: z.enum(THEME_KEYS, "Choose a starting theme."),
  dealershipName: required("the dealership's name"),
  makes: z
    .string()
    .max(500)
    .default("")
    .transform((text) =>
      text
        .split(/[,\n]/)
        .map((m) => m.trim())
        .filter(Boolean),
    ),
  street: required("the street address"),
  city: required("the suburb or town"),
  state: z.enum(["QLD", "NSW", "VIC", "ACT", "TAS", "SA", "WA", "NT"], "Choose the state or territory."),
  postcode: z
    .string()
    .trim()
    .regex(/^\d{4}$/, "Enter the four-digit postcode."),
  phone: z
    .string()
    .trim()
    .refine((p) => parseAustralianPhone(p) !== null, PHONE_MESSAGE),
  ownerName: required("the owner's name"),
  ownerEmail: z.string().trim().toLowerCase().pipe(z.email("Enter the owner's e-mail address, like name@dealership.com.au.")),
});
export type NewSiteForm = z.infer<typeof newSiteFormSchema>;

/** The raw config (what a file would say) of the site the wizard describes, at the postcode's centre until refined. */
export function newSiteConfig(form: NewSiteForm, place: { lat: number; lng: number }): Record<string, unknown> {
  const slug = form.slug || slugify(form.name);
  const dealershipSlug = slugify(form.dealershipName) || `${slug}-dealership`;
  const phone = parseAustralianPhone(form.phone);
  return {
    slug,
    name: form.name,
    timeZone: form.timeZone,
    hosts: form.hosts,
    theme: { ...STARTING_THEMES[form.theme].theme, logo: { text: form.name } },
    dealerships: [
      {
        slug: dealershipSlug,
        name: form.dealershipName,
        makes: form.makes,
        locations: [
          {
            slug: `${dealershipSlug}-${slugify(form.city) || "sales"}`,
            name: form.dealershipName,
            type: "sales",
            primary: true,
            street: form.street,
            city: form.city,
            state: form.state,
            postcode: form.postcode,
            lat: place.lat,
            lng: place.lng,
            ...(phone ? { phone } : {}),
          },
        ],
      },
    ],
  };
}
