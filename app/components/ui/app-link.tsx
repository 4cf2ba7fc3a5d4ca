import { type AnchorHTMLAttributes, createContext, type ReactNode, use, useCallback } from "react";
import { useNavigate } from "react-router";

type Navigate = (href: string, replace: boolean) => void;

const NavigateContext = createContext<Navigate | null>(null);

/** Gives every AppLink below it the router's navigation: one `useNavigate` for the page, not one a link. */
export function AppLinkNavigation({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const go = useCallback<Navigate>((href, replace) => void navigate(href, { replace }), [navigate]);
  return <NavigateContext value={go}>{children}</NavigateContext>;
}

/**
 * A link within the site. It writes the HTML React Router's `<Link>` writes for such a path and navigates as it
 * does on a plain left click (in the page, replacing the history entry when the link is to where the shopper is),
 * without `<Link>`'s hooks for each link (route matches, location, prefetching, its own navigate): on a search
 * page's 200 links they were about a tenth of the server's time for the page (a CPU profile under load, issue 18),
 * and the browser runs them again when it hydrates the page. Without JavaScript, or with a modifier key or another
 * target, it is a plain link.
 * Used for the links of the header, the footer, breadcrumbs and the home, search and car pages (the pages loaded
 * most; about 10 µs a link less to render on the server); `<Link>` where a link needs more (preventScrollReset, a
 * relative path) or on the pages seen less.
 */
export function AppLink({ to, onClick, ...anchor }: Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & { to: string }) {
  const context = use(NavigateContext);
  // Another site's address (a dealer's own finance page, say) is a plain link, as <Link> makes it.
  const navigate = to.startsWith("/") && !to.startsWith("//") ? context : null;
  return (
    <a
      {...anchor}
      href={to}
      // React Router's route discovery finds the routes a page links to by this attribute.
      data-discover={navigate ? "true" : undefined}
      onClick={(event) => {
        onClick?.(event);
        const { target } = anchor;
        const modified = event.metaKey || event.altKey || event.ctrlKey || event.shiftKey;
        if (!navigate || event.defaultPrevented || event.button !== 0 || modified || (target && target !== "_self")) return;
        event.preventDefault();
        const { pathname, search, hash } = window.location;
        navigate(to, to === `${pathname}${search}${hash}`);
      }}
    />
  );
}
