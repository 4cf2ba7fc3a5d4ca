import { Link } from "react-router";
import { LeadDialog } from "~/components/leads/lead-dialog";
import { HoursTable } from "~/components/locations/hours-table";
import { directionsHref } from "~/domain/locations/address";
import { StaticMap } from "~/components/locations/static-map";
import { Stars } from "~/components/locations/stars";
import { findLocationBySlug, listLocations } from "~/db/queries/locations.server";
import { calendarDate, formatDate } from "~/domain/format";
import { formatPhone, phoneHref } from "~/domain/format-phone";
import { contactUsSlug } from "~/domain/locations/contact-slug";
import { localClock, openNow } from "~/domain/locations/opening-hours";
import { slugify } from "~/domain/slugify";
import { requireSite } from "~/lib/require-site";
import { departmentOf } from "~/domain/locations/location";
import type { Route } from "./+types/location";

export async function loader({ context, params }: Route.LoaderArgs) {
  const site = requireSite(context);
  const location = await findLocationBySlug(context.db, site.id, params.slug, site.reviewsMinimumRating);
  if (!location) throw new Response("Not Found", { status: 404 });
  // The hours dropdown offers the dealership's sales, service and parts hours together.
  const siblings = (await listLocations(context.db, site.id)).filter((l) => l.dealershipSlug === location.dealershipSlug);
  const departments = new Map<
    string,
    { department: string; hours: typeof location.hours; specialHours: typeof location.specialHours; openNow: boolean }
  >();
  for (const l of [location, ...siblings]) {
    const department = departmentOf(l.type);
    if (departments.has(department)) continue;
    departments.set(department, {
      department,
      hours: l.hours.filter((h) => h.department === department),
      specialHours: l.specialHours,
      openNow: openNow(l.hours, l.specialHours, department, context.now, l.timeZone),
    });
  }
  const clock = localClock(context.now, location.timeZone);
  return {
    siteName: site.name,
    location: { ...location, contactSlug: contactUsSlug(location.name) },
    departments: [...departments.values()],
    todayWeekday: clock.weekday,
    today: calendarDate(context.now, location.timeZone),
    showLicences: site.showLicenceNumbers,
  };
}

export function meta({ data }: Route.MetaArgs) {
  if (!data) return [{ title: "Page not found" }];
  const l = data.location;
  return [
    { title: `${l.name}, ${l.city} | ${data.siteName}` },
    { name: "description", content: `${l.name} at ${l.street}, ${l.city} ${l.state} ${l.postcode}: opening hours, phone and directions.` },
  ];
}

export default function LocationPage({ loaderData: d }: Route.ComponentProps) {
  const l = d.location;
  const address = `${l.street}, ${l.city} ${l.state} ${l.postcode}`;
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <nav aria-label="Breadcrumb" className="text-sm text-muted">
        <ol className="flex flex-wrap gap-2">
          <li>
            <Link to="/" className="underline">
              Home
            </Link>
          </li>
          <li aria-hidden="true">/</li>
          <li>
            <Link to="/locations" className="underline">
              Locations
            </Link>
          </li>
          <li aria-hidden="true">/</li>
          <li aria-current="page">{l.name}</li>
        </ol>
      </nav>
      <h1 className="mt-2 font-heading text-3xl font-bold">{l.name}</h1>
      <p className="text-muted">{l.dealershipName}</p>
      <div className="mt-6 grid gap-8 lg:grid-cols-[1fr_24rem]">
        <div className="space-y-6">
          <div id="vehicle-map">
            <StaticMap lat={l.lat} lng={l.lng} label={address} />
          </div>
          <section aria-labelledby="hours" className="rounded-site bg-surface p-5 shadow-sm ring-1 ring-black/5">
            <h2 id="hours" className="font-heading text-xl font-bold">
              Opening hours
            </h2>
            <div className="mt-3">
              <HoursTable departments={d.departments} todayWeekday={d.todayWeekday} today={d.today} />
            </div>
          </section>
          {l.reviews.length ? (
            <section aria-labelledby="reviews">
              <h2 id="reviews" className="font-heading text-xl font-bold">
                What our customers say
              </h2>
              <ul className="mt-3 space-y-4">
                {l.reviews.map((r) => (
                  <li key={r.id} className="rounded-site bg-surface p-4 shadow-sm ring-1 ring-black/5">
                    <p className="font-semibold">
                      {r.customerName}{" "}
                      <span className="font-normal text-muted">
                        · {r.rating} out of 5 · {formatDate(r.reviewDate)}
                      </span>
                    </p>
                    <p className="mt-1">{r.text}</p>
                    {r.replyText ? (
                      <p className="mt-2 border-l-4 border-brand pl-3 text-sm text-muted">
                        Reply from {l.dealershipName}: {r.replyText}
                      </p>
                    ) : null}
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </div>
        <aside aria-label="Contact details" className="space-y-4">
          <div className="rounded-site bg-surface p-5 shadow-sm ring-1 ring-black/5">
            <address className="not-italic">
              {l.street}
              <br />
              {l.city} {l.state} {l.postcode}
            </address>
            {d.showLicences && l.dealerLicenseNumber ? <p className="mt-2 text-sm text-muted">DL# {l.dealerLicenseNumber}</p> : null}
            {d.showLicences && l.motorVehicleRepairer ? <p className="text-sm text-muted">MVR# {l.motorVehicleRepairer}</p> : null}
            {l.averageRating && l.reviewCount ? (
              <div className="mt-2">
                <Stars average={l.averageRating} count={l.reviewCount} />
              </div>
            ) : null}
            {l.phone ? (
              <a href={phoneHref(l.phone)} className="mt-3 block rounded-site bg-brand px-4 py-3 text-center font-semibold text-on-brand">
                Call {formatPhone(l.phone)}
              </a>
            ) : (
              <Link
                to="/vehicle-parts-and-accessories"
                className="mt-3 block rounded-site bg-brand px-4 py-3 text-center font-semibold text-on-brand"
              >
                Parts Enquiry
              </Link>
            )}
            <a
              href={directionsHref(l)}
              rel="noopener noreferrer"
              className="mt-2 block rounded-site px-4 py-3 text-center font-semibold ring-1 ring-black/15"
            >
              Get Directions
            </a>
            {l.type === "sales" || l.type === "used" ? (
              <Link
                to={`/search/${slugify(l.dealershipSlug)}`}
                className="mt-2 block rounded-site px-4 py-3 text-center font-semibold ring-1 ring-black/15"
              >
                View Our Stock
              </Link>
            ) : null}
            <div className="mt-3 flex flex-wrap gap-2">
              <LeadDialog
                kind="location"
                locationId={l.id}
                title={`Contact Us at ${l.name}`}
                trigger="Send Enquiry"
                className="rounded-site bg-surface px-3 py-2 text-sm font-semibold ring-1 ring-black/15 hover:ring-brand"
              />
              <Link to={`/contact-us/${l.contactSlug}`} className="rounded-site px-3 py-2 text-sm font-semibold underline">
                Contact Us
              </Link>
            </div>
          </div>
        </aside>
      </div>
    </div>
  );
}
