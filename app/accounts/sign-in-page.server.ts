import { data, redirect } from "react-router";
import { maskMobile } from "~/domain/phone";
import { safeRedirectPath, signInType } from "~/domain/accounts/gating";
import { CAR_FINANCE_PAGES } from "~/leads/car-finance-pages";
import { bodyText } from "~/leads/request-body";
import type { AppLoadContext as AppContext } from "react-router";
import { backPath, sessionDeps } from "./gate.server";
import { commitSession, requestSession, startShopperSession } from "./session.server";
import { sendSignInCode, verifySignInCode } from "./sign-in.server";
import { mergeFavourites } from "./watchlist.server";

/** The heading for each reason a shopper is asked to sign in (the `type` query parameter). */
const HEADINGS: Record<string, string> = {
  watchlist: "Sign in to save cars to your watchlist",
  garage: "Sign in to your garage",
  "online-payment": "Sign in to make a payment",
  "spin-to-win": "Sign in to spin to win",
  cars: "Sign in to continue to checkout",
  ...Object.fromEntries(CAR_FINANCE_PAGES.map((page) => [signInType(page.path), page.signInHeading])),
};

export type SignInQuery = { type: string; redirect: string; back: string };

/**
 * The sign-in page: the mobile number, then the code sent to it (the number waits in the
 * session, not the address). A shopper already signed in goes straight on to the redirect target.
 */
export async function loadSignInPage(context: AppContext, request: Request, query: SignInQuery) {
  const deps = sessionDeps(context);
  const { session } = await requestSession(deps, request);
  const target = safeRedirectPath(query.redirect, "/my-garage");
  if (session.get("shopperId")) throw redirect(target);
  const phone = session.get("signInPhone");
  return {
    siteName: deps.site.name,
    // An own key only: `__proto__` or `constructor` would name a property of every object.
    heading: Object.hasOwn(HEADINGS, query.type) ? HEADINGS[query.type] : "Sign in",
    step: phone ? ("code" as const) : ("phone" as const),
    maskedPhone: phone ? maskMobile(phone) : null,
    redirect: target,
    // The header's link names no Back (the same on every page, so cached pages stay alike): the page it came from is it.
    back: query.back ? safeRedirectPath(query.back, "/") : backPath(request),
  };
}

type Refusal = { fields: Record<string, string>; values: Record<string, string> };

/** A sign-in form posted: ask for a code, check it, start again with another number. */
export async function postSignIn(context: AppContext, request: Request, query: SignInQuery, body: Record<string, unknown>) {
  const deps = sessionDeps(context);
  const { storage, session } = await requestSession(deps, request);
  const here = new URL(request.url);
  const again = `${here.pathname}${here.search}`;
  const intent = bodyText(body, "intent");
  const refuse = (refusal: Refusal, init?: { status: number; headers?: Record<string, string> }) =>
    data({ refusal }, init ?? { status: 200 });

  if (intent === "change-number") {
    // Without a session there is no number to forget, and nothing to store.
    if (!session.id) return redirect(again);
    session.unset("signInPhone");
    return redirect(again, { headers: { "Set-Cookie": await commitSession(deps, storage, session) } });
  }
  if (intent === "send-code" || intent === "resend") {
    const phoneInput = intent === "resend" ? (session.get("signInPhone") ?? "") : bodyText(body, "phone");
    const sent = await sendSignInCode({ ...deps, sms: context.accounts.sms, logger: context.logger }, phoneInput);
    if (!sent.ok) {
      const refusal = { fields: sent.fields, values: { phone: bodyText(body, "phone") } };
      return sent.retryAfterSeconds
        ? refuse(refusal, { status: 429, headers: { "Retry-After": String(sent.retryAfterSeconds) } })
        : refuse(refusal);
    }
    session.set("signInPhone", sent.phone);
    return redirect(again, { headers: { "Set-Cookie": await commitSession(deps, storage, session) } });
  }
  if (intent === "verify") {
    const phone = session.get("signInPhone");
    if (!phone) return refuse({ fields: { phone: "Please enter your mobile number first." }, values: {} });
    const verified = await verifySignInCode(deps, phone, bodyText(body, "code"));
    if (!verified.ok) return refuse({ fields: { code: verified.message }, values: {} });
    // The favourites this browser kept (its script fills the field) become saved cars.
    const favourites = bodyText(body, "favourites")
      .split(",")
      .map(Number)
      .filter((n) => Number.isSafeInteger(n) && n > 0);
    await mergeFavourites(deps, verified.shopper, favourites);
    const cookie = await startShopperSession(deps, request, session, verified.shopper.id);
    return redirect(safeRedirectPath(query.redirect, "/my-garage"), { headers: { "Set-Cookie": cookie } });
  }
  return refuse({ fields: { form: "Please try again." }, values: {} }, { status: 400 });
}
