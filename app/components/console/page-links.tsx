import { Link } from "react-router";

type PageLink = { to: string; label: string } | null;

/** A list's previous and next pages as plain links in the address, so paging works without JavaScript. */
export function PageLinks({ previous, next }: { previous: PageLink; next: PageLink }) {
  if (!previous && !next) return null;
  return (
    <nav aria-label="Pages" className="mt-4 flex flex-wrap gap-3">
      {[previous && { ...previous, rel: "prev" }, next && { ...next, rel: "next" }].map((link) =>
        link ? (
          <Link key={link.rel} to={link.to} rel={link.rel} className="inline-flex min-h-11 items-center underline underline-offset-2">
            {link.label}
          </Link>
        ) : null,
      )}
    </nav>
  );
}
