import type { Database, Queryable } from "~/db/database";
import { recordAudit } from "~/db/queries/audit.server";
import { notifyContentChanged } from "~/db/queries/content-changed.server";
import {
  findLocationDetails,
  findLocationHours,
  listLocationHours,
  replaceLocationHours,
  updateLocationDetails,
} from "~/db/queries/location-hours.server";
import { readLocationDetailsForm } from "~/domain/locations/location-details-form";
import { geocodePostcode } from "~/geo/postcodes.server";
import { siteContentChanged } from "~/site-content/site-content-generation.server";
import { type HoursProblem, readHoursForm } from "~/domain/locations/hours-form";
import { holidayHours } from "~/domain/locations/opening-hours";
import { localClock } from "~/domain/locations/opening-hours";
import type { Viewer } from "./require-staff.server";

// The departments a location keeps hours for (a service centre has no sales week); one with none yet starts on sales.
const departmentsOf = (hours: { department: string }[]) => {
  const kept = [...new Set(hours.map((h) => h.department))];
  return kept.length ? kept : ["sales"];
};

/** The site's locations (those of the person's dealerships), each with its departments and the holidays still ahead. */
export async function loadLocationsList(db: Database, viewer: Pick<Viewer, "site" | "dealershipSlugs">, now: Date) {
  const rows = await listLocationHours(db, viewer.site.id, viewer.dealershipSlugs);
  return rows.map((l) => ({
    slug: l.slug,
    name: l.name,
    dealershipName: l.dealershipName,
    departments: departmentsOf(l.hours).join(", "),
    holidays: holidayHours(l.specialHours, localClock(now, l.timeZone).date).length,
  }));
}

export async function loadLocationHours(db: Database, viewer: Pick<Viewer, "site" | "dealershipSlugs">, slug: string) {
  const location = await findLocationHours(db, viewer.site.id, slug, viewer.dealershipSlugs);
  const details = location ? await findLocationDetails(db, location.id) : null;
  if (!location || !details) return null;
  return { ...location, details, departments: departmentsOf(location.hours), origin: viewer.site.origin };
}

/**
 * One change to a location in a transaction with its audit entry and content_changed (every process drops the site's
 * cached content and pages as it commits; this one at once).
 */
async function changeLocation(
  deps: { db: Database; now: Date },
  viewer: Pick<Viewer, "site" | "staff">,
  what: { resource: string; slug: string },
  write: (tx: Queryable) => Promise<{ before: unknown; after: unknown }>,
) {
  await deps.db.transaction(async (tx) => {
    const { before, after } = await write(tx);
    await recordAudit(tx, {
      siteId: viewer.site.id,
      actor: { staffId: viewer.staff.id, email: viewer.staff.email },
      at: deps.now,
      action: "change",
      resource: what.resource,
      resourceId: what.slug,
      before,
      after,
    });
    await notifyContentChanged(tx, viewer.site.id);
  });
  siteContentChanged(viewer.site.id);
}

export type HoursOutcome = { ok: true; message: string } | { ok: false; status: number; message: string; problems: HoursProblem[] };

/**
 * A location's week and holiday hours saved whole (issue 55), in the location's own zone as the shopper pages read
 * them: audited, and every server drops the site's cached content and pages (content_changed) as it commits.
 */
export async function saveLocationHours(
  deps: { db: Database; now: Date },
  viewer: Pick<Viewer, "site" | "staff" | "dealershipSlugs">,
  slug: string,
  form: FormData,
): Promise<HoursOutcome | null> {
  const location = await findLocationHours(deps.db, viewer.site.id, slug, viewer.dealershipSlugs);
  if (!location) return null;
  const read = readHoursForm(form, departmentsOf(location.hours));
  if (!read.ok) return { ok: false, status: 400, message: "Some hours need fixing: nothing was saved.", problems: read.problems };
  await changeLocation(deps, viewer, { resource: "location-hours", slug: location.slug }, async (tx) => {
    await replaceLocationHours(tx, location.id, read.weekly, read.special);
    return {
      before: { hours: location.hours, specialHours: location.specialHours },
      after: { hours: read.weekly, specialHours: read.special },
    };
  });
  return { ok: true, message: `${location.name}'s hours are saved: the site shows them within a second.` };
}

export type DetailsOutcome = { ok: true; message: string } | { ok: false; status: number; message: string; errors: Record<string, string> };

/**
 * A location's address, phones and map pin saved (issue 55): the pin as typed, or on the postcode's centre (the offline
 * geocoder) when both coordinates are left empty. Audited, and on every process within a second (content_changed).
 */
export async function saveLocationDetails(
  deps: { db: Database; now: Date },
  viewer: Pick<Viewer, "site" | "staff" | "dealershipSlugs">,
  slug: string,
  form: FormData,
): Promise<DetailsOutcome | null> {
  const location = await findLocationHours(deps.db, viewer.site.id, slug, viewer.dealershipSlugs);
  if (!location) return null;
  const read = readLocationDetailsForm(form);
  if (!read.ok) return { ok: false, status: 400, message: "Some details need fixing: nothing was saved.", errors: read.errors };
  const { position, ...rest } = read.details;
  const pin = position ?? geocodePostcode(rest.postcode);
  if (!pin)
    return {
      ok: false,
      status: 400,
      message: "Some details need fixing: nothing was saved.",
      errors: { postcode: "That postcode is not one we can find: check it, or type the coordinates." },
    };
  const after = { ...rest, lat: pin.lat, lng: pin.lng };
  await changeLocation(deps, viewer, { resource: "location-details", slug: location.slug }, async (tx) => {
    const before = await findLocationDetails(tx, location.id);
    await updateLocationDetails(tx, location.id, after);
    return { before, after };
  });
  const where = position ? "" : " The map pin is on the postcode's centre: type coordinates to place it exactly.";
  return { ok: true, message: `${location.name}'s address and contact details are saved: the site shows them within a second.${where}` };
}
