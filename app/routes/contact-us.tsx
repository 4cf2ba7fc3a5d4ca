import { routeInput, routeSchema, slugParam } from "~/lib/route-input";
import { Link } from "react-router";
import { LocationCard } from "~/components/locations/location-card";
import { requireSite } from "~/lib/require-site";
import { loadContactUsPage } from "~/services/load-contact-us-page.server";
import type { Route } from "./+types/contact-us";
import { sharedPageHeaders } from "~/lib/page-cache";
import { pageMeta } from "~/seo/page-meta";
import { siteUrl } from "~/sites/site-origin";

// The same page for every shopper: served from the page cache for a few seconds (app/lib/page-cache.ts).
export const headers = sharedPageHeaders;

const INPUT = routeSchema({ params: { slug: slugParam } });

/** /contact-us/{location-slug}: every department of the location the slug names. */
export async function loader(args: Route.LoaderArgs) {
  const { context } = args;
  const { params } = routeInput(args, INPUT);
  const site = requireSite(context);
  const page = await loadContactUsPage({ db: context.db, site, now: context.now }, params.slug);
  if (!page) throw new Response("Not Found", { status: 404 });
  return { ...page, url: siteUrl(site, `/contact-us/${params.slug}`) };
}

export function meta({ data }: Route.MetaArgs) {
  if (!data) return [{ title: "Page not found" }];
  return pageMeta({
    title: `Contact ${data.name} | ${data.siteName}`,
    description: `Phone numbers, opening hours and addresses of every department of ${data.name}: sales, service and parts.`,
    url: data.url,
    siteName: data.siteName,
  });
}

export default function ContactUs({ loaderData: d }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="font-heading text-3xl font-bold">Contact {d.name}</h1>
      <p className="mt-2 text-muted">
        Call, visit or send us an enquiry.{" "}
        <Link to="/locations" className="underline">
          All locations
        </Link>
      </p>
      <h2 className="mt-8 font-heading text-xl font-bold">{d.cards.length > 1 ? "Our locations" : "Where to find us"}</h2>
      <div className="mt-4 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {d.cards.map((l) => (
          <LocationCard key={l.id} location={l} showLicences={d.showLicences} />
        ))}
      </div>
    </div>
  );
}
