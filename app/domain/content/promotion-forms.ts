import { z } from "zod";
import { fieldErrors } from "~/domain/field-errors";
import { OFFER_CATEGORIES } from "~/domain/offers/offer";
import type { ContentKind } from "./content-kinds";

/**
 * What the console's content editor (issue 55) reads from a form for an offer, a slide and a popup: the columns of
 * their live tables (migrations 0011 and 0013), with the same limits, so a version that passes here is one the live
 * table takes. Text is stored as typed and escaped where pages show it; the Markdown fields go through the pages'
 * own renderer and sanitiser; a link is a path on the site, never a script or another origin.
 */
const PATH_MESSAGE = "Use an address on this site that starts with /, such as /special-offers.";
// A same-site path: one leading slash, no scheme, no backslash (browsers read `/\evil.com` as another host), no spaces.
const sitePath = z
  .string()
  .trim()
  .max(300, "Keep the address under 300 characters.")
  .regex(/^\/(?![/\\])[^\s\\<>"]*$/, PATH_MESSAGE);

const text = (label: string, min: number, max: number) => {
  const words = z.string().trim().max(max, `Keep the ${label} to ${max} characters or fewer.`);
  return min > 0 ? words.min(min, `Enter the ${label}.`) : words;
};

const DAY_MESSAGE = "Enter a date, like 24/12/2026.";
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, DAY_MESSAGE);
// An empty field is none; anything else must be a day (a union would answer a wrong day with zod's own words).
const optionalDay = z
  .string()
  .refine((v) => v === "" || /^\d{4}-\d{2}-\d{2}$/.test(v), DAY_MESSAGE)
  .transform((v) => v || null);

const money = (label: string) =>
  z
    .string()
    .trim()
    .transform((v) => v.replace(/[$,\s]/g, ""))
    .refine((v) => v === "" || /^[1-9]\d{0,6}$/.test(v), `Enter the ${label} in whole dollars, like 45990.`)
    .transform((v) => (v ? Number(v) : null));

const image = { imageSrc: z.string().trim().max(300), imageAlt: text("image's description", 0, 200) };

const offerSchema = z.object({
  dealershipSlug: z.string().min(1, "Choose the dealership making the offer."),
  title: text("title", 1, 120),
  summary: text("summary", 1, 300),
  description: z.string().max(5000, "Keep the description to 5,000 characters or fewer."),
  categories: z.array(z.enum(OFFER_CATEGORIES, "Choose categories from the list.")).min(1, "Tick at least one category."),
  make: text("make", 0, 60),
  model: text("model", 0, 60),
  // The stock search's simple body ('ute', 'suv'), which files the offer under that body's searches.
  body: text("body", 0, 40),
  price: money("price"),
  priceType: z.enum(["drive_away", "from", "plus_orc"], "Choose what the price is."),
  saving: money("saving"),
  ...image,
  disclaimer: z.string().max(3000, "Keep the disclaimer to 3,000 characters or fewer."),
  startsOn: day,
  endsOn: day,
  ctaLabel: text("button's words", 0, 40),
  ctaHref: z
    .string()
    .trim()
    .refine((v) => v === "" || sitePath.safeParse(v).success, PATH_MESSAGE),
});

const slideSchema = z.object({
  name: text("name", 1, 80),
  description: text("description", 0, 240),
  url: sitePath,
  buttonLabel: text("button's words", 1, 40),
  hideOverlay: z.boolean(),
  ...image,
  startsOn: optionalDay,
  endsOn: optionalDay,
});

const popupSchema = z.object({
  title: text("title", 1, 100),
  description: text("description", 0, 500),
  buttonLabel: text("button's words", 1, 40),
  url: sitePath,
  ...image,
  startsOn: optionalDay,
  endsOn: optionalDay,
});

export type OfferContent = z.infer<typeof offerSchema>;
export type SlideContent = z.infer<typeof slideSchema>;
export type PopupContent = z.infer<typeof popupSchema>;
export type ContentData = { offer: OfferContent; slide: SlideContent; popup: PopupContent };
export type AnyContent = ContentData[ContentKind];

/** What the form may choose from: the dealerships the person makes offers for, and the site's image library. */
export type ContentChoices = { dealerships: readonly string[]; images: readonly string[] };

type Refusal = { ok: false; errors: Record<string, string> };
export type ContentRead<K extends ContentKind> = { ok: true; data: ContentData[K] } | Refusal;

const SCHEMAS = { offer: offerSchema, slide: slideSchema, popup: popupSchema } as const;

/** The rules no one field can check alone: dates in order, an image from the library with its words, a button whole. */
function crossChecks(kind: ContentKind, data: Record<string, unknown>, choices: ContentChoices): Record<string, string> {
  const errors: Record<string, string> = {};
  const { startsOn, endsOn, imageSrc, imageAlt } = data as {
    startsOn: string | null;
    endsOn: string | null;
    imageSrc: string;
    imageAlt: string;
  };
  if (startsOn && endsOn && endsOn < startsOn) errors.endsOn = "The end date is before the start date.";
  if (imageSrc && !choices.images.includes(imageSrc)) errors.imageSrc = "Choose an image from the library.";
  if (!imageSrc && kind === "slide") errors.imageSrc = "Choose the slide's banner image.";
  if (imageSrc && !imageAlt) errors.imageAlt = "Describe the image for people who cannot see it.";
  if (kind === "offer") {
    const offer = data as OfferContent;
    if (!choices.dealerships.includes(offer.dealershipSlug)) errors.dealershipSlug = "Choose the dealership making the offer.";
    if (Boolean(offer.ctaLabel) !== Boolean(offer.ctaHref))
      errors[offer.ctaLabel ? "ctaHref" : "ctaLabel"] = "A button needs both its words and where it goes.";
  }
  return errors;
}

/** A posted content form read as one version of an item, or every field's error (nothing is stored on a refusal). */
export function readContentForm<K extends ContentKind>(kind: K, form: FormData, choices: ContentChoices): ContentRead<K> {
  const fields = Object.fromEntries(Object.keys(SCHEMAS[kind].shape).map((name) => [name, form.get(name) ?? ""]));
  const posted = { ...fields, categories: form.getAll("categories"), hideOverlay: form.get("hideOverlay") === "on" };
  const parsed = SCHEMAS[kind].safeParse(posted);
  if (!parsed.success) return { ok: false, errors: fieldErrors(parsed.error) };
  const errors = crossChecks(kind, parsed.data, choices);
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, data: parsed.data as ContentData[K] };
}

/** What a list and a history call an item: its title or name. */
export const contentTitle = (kind: ContentKind, data: AnyContent): string =>
  kind === "slide" ? (data as SlideContent).name : (data as OfferContent | PopupContent).title;
