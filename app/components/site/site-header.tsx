import { useCallback, useEffect, useState } from "react";
import { useLocation } from "react-router";
import type { NavItem, SiteNav } from "~/domain/navigation/site-nav";
import type { PublicSite } from "~/sites/public-site";
import { MobileNav } from "./mobile-nav";
import { EntryLink, NavMenu } from "./nav-menu";
import { SiteLogo } from "./site-logo";
import { AppLink } from "~/components/ui/app-link";

/**
 * Sign in, or the signed-in shopper's garage: on every page, in the header's corner. The same link
 * on every page (sign-in takes Back from where the shopper came from), so a cached page and
 * another site's unknown car look alike.
 */
function AccountLink({ signedIn }: { signedIn: boolean }) {
  const href = signedIn ? "/my-garage" : "/sign-in?type=garage&redirect=%2Fmy-garage";
  return (
    <AppLink
      to={href}
      className="flex shrink-0 items-center gap-1.5 rounded-site px-3 py-2 text-sm font-semibold underline-offset-4 hover:underline max-[399px]:px-2"
    >
      <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4">
        <circle cx="10" cy="6.5" r="3.5" fill="none" stroke="currentColor" strokeWidth="1.8" />
        <path d="M3 18c.8-3.6 3.6-5.5 7-5.5s6.2 1.9 7 5.5" fill="none" stroke="currentColor" strokeWidth="1.8" />
      </svg>
      {/* On the narrowest phones the figure alone, so the logo and the menu keep their room; the words stay its name. */}
      <span className="max-[399px]:sr-only">{signedIn ? "My Garage" : "Sign in"}</span>
    </AppLink>
  );
}

function HomeLink({ site, className = "" }: { site: PublicSite; className?: string }) {
  return (
    <AppLink to="/" className={`shrink-0 rounded-site ${className}`}>
      <SiteLogo logo={site.logo} />
      <span className="sr-only"> home</span>
    </AppLink>
  );
}

const EMPTY_NAV: SiteNav = { header: [], utility: [], footer: [] };

/**
 * The site's header in the theme's arrangement (theme.layout.header): `bar`, the logo with the
 * nav beside it on the brand colour; `centred`, the logo centred over a centred nav on a light
 * ground; `stacked`, a slim utility bar over the logo and nav. On small screens every layout is the
 * logo, a Menu button (the full-height menu) and the account link. The account link comes last in
 * the page's order, as it is last on screen, so the keyboard meets it where the eye does.
 */
export function SiteHeader({ site, nav, signedIn }: { site: PublicSite; nav: SiteNav | null; signedIn: boolean }) {
  const { header: items, utility } = nav ?? EMPTY_NAV;
  const [open, setOpenState] = useState<string | null>(null);
  const [mobileOpen, setMobileOpen] = useState(false);
  const setOpen = useCallback((label: string | null) => setOpenState(label), []);
  const location = useLocation();
  // Following a link closes whatever was open.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each navigation, which the key names
  useEffect(() => {
    setOpenState(null);
    setMobileOpen(false);
  }, [location.key]);

  const layout = site.layout.header;
  const state = open || mobileOpen ? "dropdown-open" : "";
  const desktopNav = (
    <nav aria-label="Main" className="hidden lg:block">
      <NavMenu items={items} open={open} setOpen={setOpen} />
    </nav>
  );
  const mobile = <MobileNav site={site} items={items} open={mobileOpen} setOpen={setMobileOpen} />;

  if (layout === "centred")
    return (
      <header className={`border-b-4 border-brand bg-surface text-ink shadow-sm print:hidden ${state}`}>
        <div className="relative mx-auto max-w-7xl px-4">
          <div className="flex items-center gap-3 py-3 max-lg:pr-32 lg:justify-center lg:py-5 lg:text-brand">
            <HomeLink site={site} className="lg:[&_span]:items-center" />
            <div className="ml-auto lg:hidden">{mobile}</div>
          </div>
          <div className="max-lg:absolute max-lg:right-4 max-lg:top-3 lg:grid lg:grid-cols-[1fr_auto_1fr] lg:items-center lg:border-t lg:border-black/10 lg:py-1">
            <span aria-hidden="true" />
            {desktopNav}
            <div className="lg:justify-self-end">
              <AccountLink signedIn={signedIn} />
            </div>
          </div>
        </div>
        <NoScriptNav items={items} />
      </header>
    );

  return (
    <header
      className={`relative bg-brand text-on-brand shadow print:hidden ${layout === "stacked" ? "border-b-4 border-accent" : ""} ${state}`}
    >
      {layout === "stacked" ? (
        <div className="hidden bg-black/25 text-xs lg:block">
          <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-1.5">
            <p className="opacity-90">{site.tagline}</p>
            {utility.length > 0 ? (
              <nav aria-label="Quick links">
                <ul className="flex gap-4">
                  {utility.map((item) => (
                    <li key={item.href}>
                      <EntryLink entry={item} className="inline-block py-0.5 font-semibold underline-offset-2 hover:underline" />
                    </li>
                  ))}
                </ul>
              </nav>
            ) : null}
          </div>
        </div>
      ) : null}
      <div className={`relative mx-auto flex max-w-7xl items-center gap-3 px-4 ${layout === "stacked" ? "py-4" : "py-3"}`}>
        <HomeLink site={site} />
        {/* The nav starts beside the logo and grows to the right, so a paint of a header still being
            parsed never moves an item already shown (no layout shift); the account link sits at the end. */}
        <div className="flex flex-1 items-center gap-1 lg:pl-4">
          {desktopNav}
          <div className="ml-auto flex items-center gap-1">
            <div className="lg:hidden">{mobile}</div>
            <AccountLink signedIn={signedIn} />
          </div>
        </div>
      </div>
      <NoScriptNav items={items} />
    </header>
  );
}

/** Without JavaScript the Menu button cannot open: small screens get the menu's links as a plain list. */
function NoScriptNav({ items }: { items: NavItem[] }) {
  return (
    <noscript>
      <nav aria-label="Main" className="border-t border-current/20 lg:hidden">
        <ul className="mx-auto flex max-w-7xl flex-wrap gap-x-4 gap-y-1 px-4 py-2 text-sm font-semibold">
          {items.map((item) => (
            <li key={item.label}>
              <a href={item.href} className="inline-block py-1 underline">
                {item.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </noscript>
  );
}
