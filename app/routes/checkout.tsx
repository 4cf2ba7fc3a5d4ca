import { data, Link, redirect } from "react-router";
import { type CheckoutErrors, CheckoutForm, type NextAction } from "~/components/checkout/checkout-form";
import { readFormBody } from "~/leads/request-body";
import { queryText, routeInput, slugParam } from "~/lib/route-input";
import { requireSite } from "~/lib/require-site";
import { loadCheckoutPage, submitCheckout } from "~/reserve/checkout-page.server";
import type { Route } from "./+types/checkout";

async function page(args: Route.LoaderArgs | Route.ActionArgs) {
  const { context, request } = args;
  const deps = {
    db: context.db,
    site: requireSite(context),
    now: context.now,
    services: context.leads,
    logger: context.logger,
    payments: context.payments,
  };
  const { params, query } = routeInput(args, { params: { slug: slugParam }, query: { reservation: queryText(36) } });
  const found = await loadCheckoutPage(deps, params.slug, query.reservation || null);
  if (!found) throw new Response("Not Found", { status: 404 });
  return { deps, found: { ...found, path: new URL(request.url).pathname } };
}

export async function loader(args: Route.LoaderArgs) {
  return (await page(args)).found;
}

/** The deposit form's POST (with or without JavaScript): the confirmation, or the form again with what to fix. */
export async function action(args: Route.ActionArgs) {
  const { deps, found } = await page(args);
  const read = await readFormBody(args.request);
  if (!read.ok) throw data(read.error, { status: 400 });
  const outcome = await submitCheckout(deps, found.car.id, read.body);
  if (outcome.ok) return redirect(`${found.path}?reservation=${outcome.reservationId}`);
  // The card's bank wants the shopper to approve the payment: the form finishes it in the page with Stripe.js.
  if (outcome.reason === "action_required")
    return { ...found, nextAction: { reservationId: outcome.reservationId, clientSecret: outcome.clientSecret } };
  const values = Object.fromEntries(
    ["name", "last_name", "email", "phone"].map((k) => [k, typeof read.body[k] === "string" ? (read.body[k] as string) : ""]),
  );
  const errors: CheckoutErrors = { message: outcome.message, fields: outcome.fields, values };
  // A decline or a lost race is not a bad request: the page answers with what happened.
  return { ...found, reservable: outcome.reason === "invalid" || outcome.reason === "declined", errors };
}

export function meta({ data: d }: Route.MetaArgs) {
  if (!d) return [{ title: "Page not found" }];
  return [{ title: `Reserve the ${d.car.name} | ${d.siteName}` }, { name: "robots", content: "noindex" }];
}

export default function Checkout({ loaderData, actionData }: Route.ComponentProps) {
  const d = actionData ?? loaderData;
  const errors = "errors" in d ? (d.errors as CheckoutErrors) : undefined;
  const nextAction = "nextAction" in d ? (d.nextAction as NextAction) : undefined;
  const held = d.reservation && (d.reservation.status === "held" || d.reservation.status === "confirmed");
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="font-heading text-3xl font-bold">{held ? "Reserved for you" : "Reserve this car"}</h1>
      <section aria-label="The car" className="mt-4 rounded-site bg-surface p-4 ring-1 ring-black/10">
        <p className="text-xl font-bold">
          <Link to={`/cars/${d.car.slug}`} className="underline">
            {d.car.name}
          </Link>
        </p>
        <p className="text-muted">
          {d.car.price} · Stock {d.car.stocknum} · {d.car.place}
        </p>
      </section>
      {held && d.reservation ? (
        <div className="mt-6 grid gap-2">
          <p className="text-lg">
            We have your {d.reservation.amount} deposit and the car is held for you
            {d.reservation.heldUntil ? ` until ${d.reservation.heldUntil}` : ""}.
          </p>
          <p>The dealership will call you to arrange the rest. If the sale does not go ahead, your deposit is refunded.</p>
        </div>
      ) : d.reservable ? (
        <>
          <p className="mt-4">
            Pay a {d.deposit} deposit and the car is held for you for {d.holdHours} hours while the dealership contacts you. If the sale
            does not go ahead, the deposit is refunded.
          </p>
          <CheckoutForm
            deposit={d.deposit}
            testPayments={d.testPayments}
            stripe={d.stripe}
            nextAction={nextAction}
            enquiryPath={`/enquiry?form=vehicle&car_id=${d.car.id}`}
            errors={errors}
          />
        </>
      ) : (
        <div className="mt-6">
          {errors?.message ? (
            <p role="alert" className="font-semibold">
              {errors.message}
            </p>
          ) : (
            <p className="font-semibold">This car can't be reserved online.</p>
          )}
          <p className="mt-2">
            <Link to={`/enquiry?form=vehicle&car_id=${d.car.id}`} className="underline">
              Ask the dealership about it
            </Link>
          </p>
        </div>
      )}
    </div>
  );
}
