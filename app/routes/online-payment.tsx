import { data, redirect } from "react-router";
import { requireShopper } from "~/accounts/gate.server";
import { OnlinePayment, type PayErrors, type PayNextAction } from "~/components/checkout/online-payment";
import { readFormBody } from "~/leads/request-body";
import { queryUuid, routeInput, routeSchema } from "~/lib/route-input";
import { requireSite } from "~/lib/require-site";
import { loadOnlinePayment, payOnlinePayment } from "~/reserve/online-payment.server";
import type { Route } from "./+types/online-payment";
import { privatePageMeta } from "~/seo/page-meta";

const INPUT = routeSchema({ query: { paid: queryUuid } });

async function page(args: Route.LoaderArgs | Route.ActionArgs) {
  const { context, request } = args;
  const { query } = routeInput(args, INPUT);
  // A personal page: always behind sign-in, whatever the site's gatedRoutes say.
  const shopper = await requireShopper(context, request, "online-payment");
  const deps = { db: context.db, site: requireSite(context), now: context.now, payments: context.payments, logger: context.logger };
  return { deps, shopper, paid: query.paid };
}

/** `/online-payment`: the signed-in shopper's payment requests on this site (matched by their mobile), each with its status. */
export async function loader(args: Route.LoaderArgs) {
  const { deps, shopper, paid } = await page(args);
  return loadOnlinePayment(deps, shopper, paid);
}

/** One request paid (with or without JavaScript): the page with it paid, or the form again with what happened. */
export async function action(args: Route.ActionArgs) {
  const { deps, shopper } = await page(args);
  const read = await readFormBody(args.request);
  if (!read.ok) throw data(read.error, { status: 400 });
  const outcome = await payOnlinePayment(deps, shopper, read.body);
  if (outcome.ok) return redirect(`/online-payment?paid=${outcome.requestId}`);
  // Another shopper's request, or another site's, is no different from one that does not exist.
  if (outcome.reason === "not_found") throw new Response("Not Found", { status: 404 });
  if (outcome.reason === "action_required") {
    const nextAction: PayNextAction = { requestId: outcome.requestId, clientSecret: outcome.clientSecret };
    return { nextAction };
  }
  // A decline is not a bad request: the page (its loader runs again) answers with what happened.
  const errors: PayErrors = { requestId: outcome.requestId, message: outcome.message, fields: outcome.fields };
  return { errors };
}

export function meta({ data: d }: Route.MetaArgs) {
  return privatePageMeta(d ? `Online payment | ${d.siteName}` : "Online payment");
}

export default function OnlinePaymentPage({ loaderData, actionData }: Route.ComponentProps) {
  const errors = actionData && "errors" in actionData ? actionData.errors : undefined;
  const nextAction = actionData && "nextAction" in actionData ? actionData.nextAction : undefined;
  // The loader's data is the page as it is now (revalidated after each post); the action's adds what happened.
  return <OnlinePayment view={loaderData} errors={errors} nextAction={nextAction} />;
}
