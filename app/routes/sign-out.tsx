import { Form, redirect } from "react-router";
import { sessionDeps } from "~/accounts/gate.server";
import { currentShopper, endShopperSession } from "~/accounts/session.server";
import { maskMobile } from "~/domain/phone";
import { readFormBody } from "~/leads/request-body";
import type { Route } from "./+types/sign-out";
import { privatePageMeta } from "~/seo/page-meta";

export async function loader({ context, request }: Route.LoaderArgs) {
  const shopper = await currentShopper(sessionDeps(context), request);
  if (!shopper) throw redirect("/");
  return { phone: maskMobile(shopper.phone) };
}

/** Sign out in this browser, or everywhere (every session of the shopper on this site ends). */
export async function action({ context, request }: Route.ActionArgs) {
  const read = await readFormBody(request);
  const everywhere = read.ok && read.body.scope === "everywhere";
  const cookie = await endShopperSession(sessionDeps(context), request, everywhere);
  return redirect("/", { headers: { "Set-Cookie": cookie } });
}

export function meta() {
  return privatePageMeta("Sign out");
}

export default function SignOut({ loaderData }: Route.ComponentProps) {
  const button = "rounded-site px-6 py-3 font-semibold";
  return (
    <div className="mx-auto max-w-xl px-4 py-10">
      <h1 className="font-heading text-3xl font-bold">Sign out</h1>
      <p className="mt-2">You're signed in as {loaderData.phone}.</p>
      <Form method="post" className="mt-6 flex flex-wrap gap-3">
        <button type="submit" name="scope" value="here" className={`${button} bg-brand text-on-brand`}>
          Sign out
        </button>
        <button type="submit" name="scope" value="everywhere" className={`${button} ring-2 ring-brand`}>
          Sign out on every device
        </button>
      </Form>
    </div>
  );
}
