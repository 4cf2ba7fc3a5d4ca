import { z } from "zod";

/**
 * A site's dealerships and their locations, for sites onboarded with `npm run site -- create` (issue 17):
 * the stock feed imports into a dealership by its slug, and each car sits at one of its locations.
 * The demo sites leave this list empty; the demo seeder writes their networks.
 */
const slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "must be lower-case words joined by hyphens");

export const LocationConfigSchema = z.object({
  slug: slug.describe("Unique within the site: the location page's address, /locations/{slug}."),
  name: z.string().min(1).describe("Shown on the location page and the vehicle page, like 'Coastal Toyota Sales'."),
  type: z
    .enum(["sales", "used", "service", "parts"])
    .default("sales")
    .describe("What the location does; service locations list service booking links."),
  primary: z.boolean().default(false).describe("The dealership's main location, shown first."),
  street: z.string().min(1).describe("Street address."),
  city: z.string().min(1).describe("Suburb or town."),
  state: z.enum(["QLD", "NSW", "VIC", "ACT", "TAS", "SA", "WA", "NT"]).describe("State or territory, upper case."),
  postcode: z
    .string()
    .regex(/^\d{4}$/, "must be four digits")
    .describe("Australian postcode; delivery distances start from it."),
  lat: z.number().min(-44).max(-9).describe("Latitude (Australia)."),
  lng: z.number().min(112).max(154).describe("Longitude (Australia)."),
  timeZone: z.string().min(1).optional().describe("The location's IANA time zone for its opening hours; default: the site's timeZone."),
  phone: z
    .string()
    .regex(/^\+61\d{9}$/, "must be an Australian number like +61754431800")
    .optional()
    .describe("Phone in international form; the site shows it grouped 2-4-4."),
  website: z.url().optional().describe("The location's own website, if any."),
});
export type LocationConfig = z.infer<typeof LocationConfigSchema>;

export const DealershipConfigSchema = z.object({
  slug: slug.describe("Unique within the site; `npm run stock:import -- --dealership {slug}` and feed keys name it."),
  name: z.string().min(1).describe("The dealership's trading name."),
  makes: z.array(z.string().min(1)).default([]).describe("The new-car makes it sells (the first is its brand); empty for a used-car yard."),
  locations: z.array(LocationConfigSchema).min(1).describe("Where it trades; at least one."),
});
export type DealershipConfig = z.infer<typeof DealershipConfigSchema>;
