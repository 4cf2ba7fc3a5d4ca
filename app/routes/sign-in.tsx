import { loadSignInPage, postSignIn } from "~/accounts/sign-in-page.server";
import { SignInForms } from "~/components/accounts/sign-in-forms";
import { readFormBody } from "~/leads/request-body";
import { queryText, routeInput, routeSchema } from "~/lib/route-input";
import type { Route } from "./+types/sign-in";
import { privatePageMeta } from "~/seo/page-meta";

const INPUT = routeSchema({ query: { type: queryText(40), redirect: queryText(2000), back: queryText(2000) } });

/** `/sign-in?type=...&redirect=...&back=...` (discovery spec section 2): by a code texted to an Australian mobile, or a passkey. */
export async function loader(args: Route.LoaderArgs) {
  const { query } = routeInput(args, INPUT);
  return loadSignInPage(args.context, args.request, query);
}

export async function action(args: Route.ActionArgs) {
  const { query } = routeInput(args, INPUT);
  const read = await readFormBody(args.request);
  if (!read.ok) throw new Response(read.error, { status: 400 });
  return postSignIn(args.context, args.request, query, read.body);
}

/** A code asked for too soon answers 429 with Retry-After (the action sets it; a page only sends what this returns). */
export function headers({ actionHeaders }: Route.HeadersArgs) {
  const retry = actionHeaders.get("Retry-After");
  return retry ? { "Retry-After": retry } : {};
}

export function meta({ data: d }: Route.MetaArgs) {
  return privatePageMeta(d ? `${d.heading} | ${d.siteName}` : "Sign in");
}

export default function SignIn({ loaderData, actionData }: Route.ComponentProps) {
  return <SignInForms page={loaderData} refusal={actionData?.refusal} />;
}
