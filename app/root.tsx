import { type ReactNode, useEffect } from "react";
import {
  isRouteErrorResponse,
  Link,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunctionArgs,
  useLocation,
  useNavigation,
  useRouteLoaderData,
} from "react-router";
import { rememberVisit } from "./lib/visit-trail";
import { AppLinkNavigation } from "./components/ui/app-link";
import { EARLY_PRESS_RECORDER, replayEarlyPresses } from "./lib/early-presses";
import { endFirstView, firstViewScript } from "./lib/first-view";
import type { Route } from "./+types/root";
import siteStylesheet from "./app.css?url";
import { InlineStylesheet } from "./lib/inline-stylesheet";
import { fontFiles } from "./font-files";
import { themeFontFamilies } from "~/sites/theme-fonts";
import { SiteFooter } from "./components/site/site-footer";
import { SiteHeader } from "./components/site/site-header";
import { publicSite } from "./sites/public-site";
import { ALL_STOCK_PATH } from "./domain/search-paths";
import { currentYear } from "./domain/format";
import { sessionDeps } from "./accounts/gate.server";
import { accountSummary } from "./accounts/session.server";
import { Toasts } from "./components/ui/toasts";
import { PageJsonLdScripts } from "./components/site/page-json-ld-scripts";
import { loadSiteNav } from "./services/load-site-nav.server";

/**
 * The dealer console (issue 53) has its own frame and look: the root gives it no site, so no shopper header, footer,
 * navigation, account or theme (and not a byte more in the shopper pages' root chunk for it).
 */
const isConsolePath = (pathname: string) => pathname === "/dealer" || pathname.startsWith("/dealer/");

export async function loader({ context, request }: Route.LoaderArgs) {
  const consolePage = isConsolePath(new URL(request.url).pathname);
  const site = context.host.kind === "site" && !consolePage ? context.host.site : null;
  // Both at once (independent reads). The account: the header's Sign in / My Garage link and the watchlist buttons; a
  // request without the session cookie reads nothing for it. The nav: the header's and footer's dropdowns (model
  // pages, live stock counts, brand logos, service links).
  const [account, nav] = site
    ? await Promise.all([accountSummary(sessionDeps(context), request), loadSiteNav({ ...context, site })])
    : [null, null];
  return {
    account,
    site: site ? publicSite(site) : null,
    nav,
    nonce: context.nonce,
    // Issue 52: the theme's heading and body faces, worked out here so the browser's bundle carries no table of font files.
    fontPreloads: site ? fontFiles(themeFontFamilies(site.theme.fonts)) : [],
    // The footer's copyright year follows the site's own calendar; the platform index has no zone of its own.
    year: currentYear(context.now, site?.timeZone ?? "Australia/Sydney"),
  };
}

// The site's branding does not change between pages, so navigations skip reloading it; this also
// keeps a page's last good content when a later request fails mid-navigation.
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod && formMethod !== "GET" ? defaultShouldRevalidate : false;
}

// The one stylesheet, with a precedence so React writes it at the top of the head: in the built site its text
// is in the page (InlineStylesheet), under Vite's dev server a link to it.
export const links: Route.LinksFunction = () => [
  ...(import.meta.env.PROD ? [] : [{ rel: "stylesheet", href: siteStylesheet, precedence: "default" }]),
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

// The head script's text is for the server's HTML only: hydrating, React keeps an element's inner HTML as the
// server wrote it, so the browser's bundle leaves the text out (issue 18's JavaScript budget). Built once.
const HEAD_SCRIPT = import.meta.env.SSR ? EARLY_PRESS_RECORDER + firstViewScript() : "";

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const site = data?.site;
  return (
    <html lang="en-AU">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* Issue 52: the theme's heading and body faces, fetched with the page rather than once its layout asks for them (fonts.css: swap). */}
        {(data?.fontPreloads ?? []).map((href) => (
          <link key={href} rel="preload" href={href} as="font" type="font/woff2" crossOrigin="anonymous" />
        ))}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: constants of our own (app/lib/early-presses.ts, app/lib/first-view.ts), with the page's nonce */}
        <script nonce={data?.nonce} dangerouslySetInnerHTML={{ __html: HEAD_SCRIPT }} />
        <Meta />
        <PageJsonLdScripts />
        <Links />
        {import.meta.env.PROD ? <InlineStylesheet href={siteStylesheet} /> : null}
        {site ? <style nonce={data?.nonce}>{site.themeCss}</style> : null}
        {/* Without JavaScript, controls that need it (class js-only) step aside for their plain fallbacks and panels JavaScript keeps closed (js-collapsed) stay open; a style element belongs in the head. */}
        <noscript>
          <style>{".js-only{display:none}.js-collapsed{display:block!important}"}</style>
        </noscript>
      </head>
      <body className="flex min-h-screen flex-col bg-page text-ink antialiased">
        <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:bg-surface focus:p-2">
          Skip to content
        </a>
        <AppLinkNavigation>
          {site ? <SiteHeader site={site} nav={data?.nav ?? null} signedIn={Boolean(data?.account)} /> : null}
          <main id="main" className="flex-1">
            {children}
          </main>
          {site ? <SiteFooter site={site} nav={data?.nav ?? null} year={data?.year ?? 2026} /> : null}
        </AppLinkNavigation>
        <ScrollRestoration nonce={data?.nonce} />
        <Scripts nonce={data?.nonce} />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  const location = useLocation();
  useEffect(() => {
    rememberVisit(new URL(location.pathname + location.search, window.location.origin));
  }, [location.pathname, location.search]);
  // Enquiries sent but not confirmed are retried from every page; the sender (with the lead forms' rules) loads
  // after hydration, not with the page (issue 18's JavaScript budget), and in a task of its own: asked for among
  // the hydration's effects, Vite's preload helper adding its chunks' links made that task longer (issue 18's TBT).
  // So does the start of a visit to a site (issue 56): its `visit` event, and the consent notice where it asks.
  const askConsent = loaderData.site?.askConsent;
  useEffect(() => {
    let stop: (() => void) | undefined;
    let left = false;
    const timer = setTimeout(() => {
      void import("./components/leads/resume-pending-leads").then(({ resumePendingLeads }) => {
        if (!left) stop = resumePendingLeads();
      });
      if (askConsent !== undefined) void import("./components/site/visit-start").then(({ startVisit }) => startVisit(askConsent));
    }, 0);
    return () => {
      left = true;
      clearTimeout(timer);
      stop?.();
    };
  }, [askConsent]);
  // Marks the page as interactive, for tests and for CSS that should wait for JavaScript; then presses again
  // what was pressed before (islands, whose effects ran first, have taken their own).
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
    replayEarlyPresses();
  }, []);
  return (
    <Toasts>
      <Outlet />
      <FirstViewEnd />
    </Toasts>
  );
}

/** Ends the first view's skipped layout when the first client navigation starts (app/lib/first-view.ts); a leaf, so a navigation re-renders nothing else for it. */
function FirstViewEnd() {
  const navigating = useNavigation().state !== "idle";
  useEffect(() => {
    if (navigating) endFirstView();
  }, [navigating]);
  return null;
}

/** What a shopper reads for each kind of failure: retrying helps only a 429 or a 5xx, so only they say so. */
const ERROR_COPY: Record<number, { title: string; text: string }> = {
  400: {
    title: "That link isn't valid",
    text: "Something in this page's address isn't right. Please start again from our home page or search.",
  },
  404: {
    title: "Page not found",
    text: "We couldn't find the page you were looking for. It may have moved, or the car may no longer be listed.",
  },
  429: { title: "Too many requests", text: "You've made a lot of requests in a short time. Please wait a minute and try again." },
  503: {
    title: "We'll be right back",
    text: "Our website can't reach its stock and enquiry systems just now. Please try again in a minute; nothing you've sent us is lost.",
  },
};
const FAILURE = { title: "Something went wrong", text: "Sorry, we couldn't load this page. Please try again in a moment." };

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const data = useRouteLoaderData<typeof loader>("root");
  const copy = (isRouteErrorResponse(error) && ERROR_COPY[error.status]) || FAILURE;
  // A 400 says what was wrong when the route gave a reason.
  const reason = isRouteErrorResponse(error) && error.status === 400 && typeof error.data === "string" ? error.data : null;
  return (
    <div className="mx-auto max-w-2xl px-4 py-16">
      <title>{copy.title}</title>
      <h1 className="font-heading text-3xl font-bold">{copy.title}</h1>
      <p className="mt-4 text-muted">{copy.text}</p>
      {reason ? <p className="mt-2 text-muted">{reason}</p> : null}
      {data?.site ? (
        <p className="mt-6">
          <Link to={ALL_STOCK_PATH} className="inline-block rounded-site bg-brand px-5 py-3 font-semibold text-on-brand">
            Search our stock
          </Link>
        </p>
      ) : null}
    </div>
  );
}
