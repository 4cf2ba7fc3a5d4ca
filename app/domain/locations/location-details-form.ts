import { z } from "zod";
import { STATE_CODES } from "~/domain/australian-states";
import { fieldErrors } from "~/domain/field-errors";
import { PHONE_MESSAGE, parseAustralianPhone } from "~/domain/phone";

/**
 * A location's address, phones and map position as the console edits them (issue 55). The position is typed as
 * coordinates or left empty, when the caller puts the pin on the postcode's centre (the offline geocoder). Both
 * coordinates or neither; inside Australia, its islands and territories included.
 */
export type LocationDetails = {
  street: string;
  city: string;
  state: string;
  postcode: string;
  phone: string | null;
  landlinePhone: string | null;
  email: string | null;
  position: { lat: number; lng: number } | null;
};

/** The same details as a location row keeps them: the pin as its two coordinates. */
export type StoredLocationDetails = Omit<LocationDetails, "position"> & { lat: number; lng: number };

const text = (label: string, max: number) =>
  z.string().trim().min(1, `Enter the ${label}.`).max(max, `Keep the ${label} to ${max} characters or fewer.`);

const phone = z
  .string()
  .trim()
  .refine((v) => v === "" || parseAustralianPhone(v) !== null, PHONE_MESSAGE)
  .transform((v) => (v ? parseAustralianPhone(v) : null));

const coordinate = (label: string, min: number, max: number) =>
  z
    .string()
    .trim()
    .refine(
      (v) => v === "" || (/^-?\d{1,3}(\.\d{1,8})?$/.test(v) && Number(v) >= min && Number(v) <= max),
      `Enter the ${label} in Australia, between ${min} and ${max}, like ${label === "latitude" ? "-26.6608" : "153.0805"}.`,
    )
    .transform((v) => (v === "" ? null : Number(v)));

const schema = z
  .object({
    street: text("street address", 120),
    city: text("suburb or town", 60),
    state: z.enum(STATE_CODES.map((c) => c.toUpperCase()) as [string, ...string[]], "Choose the state or territory."),
    postcode: z
      .string()
      .trim()
      .regex(/^\d{4}$/, "Enter the 4-digit postcode."),
    phone,
    landlinePhone: phone,
    email: z
      .string()
      .trim()
      .refine((v) => v === "" || z.email().safeParse(v).success, "Enter an e-mail address, like sales@dealership.com.au.")
      .transform((v) => v || null),
    lat: coordinate("latitude", -44, -9),
    lng: coordinate("longitude", 96, 168),
  })
  .refine((d) => (d.lat === null) === (d.lng === null), {
    message: "Enter both coordinates, or neither for the postcode's centre.",
    path: ["lng"],
  });

export type DetailsRead = { ok: true; details: LocationDetails } | { ok: false; errors: Record<string, string> };

export function readLocationDetailsForm(form: FormData): DetailsRead {
  const names = ["street", "city", "state", "postcode", "phone", "landlinePhone", "email", "lat", "lng"];
  const parsed = schema.safeParse(Object.fromEntries(names.map((n) => [n, String(form.get(n) ?? "")])));
  if (!parsed.success) return { ok: false, errors: fieldErrors(parsed.error) };
  const { lat, lng, ...rest } = parsed.data;
  return { ok: true, details: { ...rest, position: lat !== null && lng !== null ? { lat, lng } : null } };
}
