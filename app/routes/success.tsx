import { queryText, routeInput, routeSchema } from "~/lib/route-input";
import { formatSlot } from "~/domain/locations/test-drive-slots";
import { Link } from "react-router";
import { findLeadReceipt } from "~/leads/lead-receipt.server";
import { requireSite } from "~/lib/require-site";
import { ALL_STOCK_PATH } from "~/domain/search-paths";
import type { Route } from "./+types/success";
import { privatePageMeta } from "~/seo/page-meta";

const INPUT = routeSchema({ query: { lead: queryText(64) } });

/** /success?lead={id}: what was sent and what happens next. */
export async function loader(args: Route.LoaderArgs) {
  const { context } = args;
  const { query } = routeInput(args, INPUT);
  const site = requireSite(context);
  const lead = await findLeadReceipt(context.db, site, query.lead);
  return { siteName: site.name, lead };
}

export function meta({ data }: Route.MetaArgs) {
  return privatePageMeta(data ? `Thank you | ${data.siteName}` : "Thank you");
}

export default function Success({ loaderData: { lead } }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-2xl px-4 py-12">
      <h1 className="font-heading text-3xl font-bold">Thank you, your enquiry has been sent</h1>
      {lead ? (
        <>
          <dl className="mt-6 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 rounded-site bg-surface p-5 ring-1 ring-black/5">
            <dt className="text-muted">Enquiry</dt>
            <dd className="font-semibold">{lead.category}</dd>
            {lead.car ? (
              <>
                <dt className="text-muted">Car</dt>
                <dd className="font-semibold">
                  <Link to={`/cars/${lead.car.slug}`} className="underline">
                    {lead.car.name}
                  </Link>
                </dd>
              </>
            ) : null}
            {lead.testDriveAt ? (
              <>
                <dt className="text-muted">Requested time</dt>
                <dd className="font-semibold">{formatSlot(lead.testDriveAt)}</dd>
              </>
            ) : null}
            <dt className="text-muted">Sent to</dt>
            <dd className="font-semibold">{lead.dealership}</dd>
          </dl>
          <h2 className="mt-8 font-heading text-xl font-bold">What happens next</h2>
          <ol className="mt-3 list-decimal space-y-2 pl-5">
            <li>{lead.dealership} has your details now and a copy is in their customer system.</li>
            <li>Someone from the team will call or email you, usually within one business day.</li>
            {lead.testDriveAt ? <li>They will confirm your test drive time, or suggest another if that one is taken.</li> : null}
          </ol>
        </>
      ) : (
        <p className="mt-4">The dealership has your enquiry and will be in touch, usually within one business day.</p>
      )}
      <p className="mt-8 flex flex-wrap gap-3">
        <Link to={ALL_STOCK_PATH} className="rounded-site bg-brand px-5 py-3 font-semibold text-on-brand">
          Keep browsing cars
        </Link>
        <Link to="/" className="rounded-site px-5 py-3 font-semibold ring-1 ring-black/15">
          Home
        </Link>
      </p>
    </div>
  );
}
