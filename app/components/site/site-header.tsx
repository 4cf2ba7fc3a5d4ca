import { Link, NavLink as RouterNavLink } from "react-router";
import type { PublicSite } from "~/sites/public-site";
import { SiteLogo } from "./site-logo";

/**
 * Sign in, or the signed-in shopper's garage: on every page, in the header's corner. The same link
 * on every page (sign-in takes Back from where the shopper came from), so a cached page and
 * another site's unknown car look alike.
 */
function AccountLink({ signedIn }: { signedIn: boolean }) {
  const href = signedIn ? "/my-garage" : "/sign-in?type=garage&redirect=%2Fmy-garage";
  return (
    <Link to={href} className="rounded-site px-3 py-2 text-sm font-semibold underline-offset-4 hover:underline">
      {signedIn ? "My Garage" : "Sign in"}
    </Link>
  );
}

export function SiteHeader({ site, signedIn }: { site: PublicSite; signedIn: boolean }) {
  return (
    <header className="bg-brand text-on-brand shadow print:hidden">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-3">
        <Link to="/" className="rounded-site">
          <SiteLogo logo={site.logo} />
          <span className="sr-only"> home</span>
        </Link>
        <details className="group relative ml-auto md:hidden">
          <summary className="cursor-pointer rounded-site border border-current px-3 py-2 text-sm font-semibold">Menu</summary>
          <nav aria-label="Main" className="absolute right-0 z-20 mt-2 w-64 rounded-site bg-surface p-2 text-ink shadow-lg">
            <NavList links={site.headerLinks} vertical />
          </nav>
        </details>
        <nav aria-label="Main" className="hidden md:block">
          <NavList links={site.headerLinks} />
        </nav>
        {/* Last in the page's order, as it is last on screen, so the keyboard meets it where the eye does. */}
        <AccountLink signedIn={signedIn} />
      </div>
    </header>
  );
}

function NavList({ links, vertical = false }: { links: PublicSite["headerLinks"]; vertical?: boolean }) {
  return (
    <ul className={vertical ? "flex flex-col" : "flex items-center gap-1"}>
      {links.map((link) => (
        <li key={link.href} className="relative">
          {link.children?.length ? (
            <details className="group">
              <summary className="cursor-pointer rounded-site px-3 py-2 text-sm font-semibold hover:underline">
                {link.label} <span aria-hidden="true">▾</span>
              </summary>
              <ul className={`${vertical ? "pl-3" : "absolute right-0 z-20 mt-1 w-52 rounded-site bg-surface py-2 text-ink shadow-lg"}`}>
                <li>
                  <Link to={link.href} className="block px-3 py-2 text-sm hover:underline">
                    All {link.label}
                  </Link>
                </li>
                {link.children.map((child) => (
                  <li key={child.href}>
                    <Link to={child.href} className="block px-3 py-2 text-sm hover:underline">
                      {child.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </details>
          ) : (
            <RouterNavLink
              to={link.href}
              end={link.href === "/"}
              className={({ isActive }) =>
                `block rounded-site px-3 py-2 text-sm font-semibold hover:underline ${isActive ? "underline underline-offset-4" : ""}`
              }
            >
              {link.label}
            </RouterNavLink>
          )}
        </li>
      ))}
    </ul>
  );
}
