import { Link } from "react-router";
import { ConsoleError } from "~/components/console/console-error";
import { PageHeader } from "~/components/console/console-shell";
import { OperatorSiteTable } from "~/components/console/operator-sites";
import { loadOperatorSites } from "~/console/operator-sites.server";
import { requireOperator } from "~/console/require-staff.server";
import type { Route } from "./+types/sites";

/** The operators' console (on the platform's host): every site, with its hosts, stock, recent leads and staff. */
export async function loader({ context, request }: Route.LoaderArgs) {
  await requireOperator(context, request);
  return loadOperatorSites(context, context.host.kind === "platform" ? context.host.sites : []);
}

export default function Sites({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <title>Sites · Operators' console</title>
      <PageHeader title="Sites">
        <Link
          to="/dealer/sites/new"
          className="inline-flex min-h-11 items-center rounded-md bg-slate-900 px-4 py-2 text-sm font-semibold text-white"
        >
          Add a site
        </Link>
      </PageHeader>
      <OperatorSiteTable sites={loaderData.sites} />
    </>
  );
}

export const ErrorBoundary = ConsoleError;
