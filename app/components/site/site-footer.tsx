import { LeadDialog } from "~/components/leads/lead-dialog";
import type { NavItem, SiteNav } from "~/domain/navigation/site-nav";
import type { PublicSite } from "~/sites/public-site";
import { EntryLink } from "./nav-menu";
import { NETWORK_LABELS, SocialIcon } from "./social-icons";

/** Columns at desktop width: the site's own block, then one per link group. */
const COLUMNS: Record<number, string> = { 2: "lg:grid-cols-2", 3: "lg:grid-cols-3", 4: "lg:grid-cols-4", 5: "lg:grid-cols-5" };

/** A footer group's links: its dropdown's links in order, or the link itself when it has none. */
const groupLinks = (item: NavItem) => {
  const entries = item.groups.flatMap((g) => g.entries);
  return entries.length > 0 ? entries : [{ label: item.label, href: item.href }];
};

/**
 * The site's footer (vehicle spec section 2: Vehicles, Buyer Tools, Servicing and Parts and a company
 * group, from the site's config; the Vehicles group lists its model pages), its social links with
 * each network's mark, and the copyright line in the dealer's own year.
 */
export function SiteFooter({ site, nav, year }: { site: PublicSite; nav: SiteNav | null; year: number }) {
  // The configured links, resolved (app/services/load-site-nav.server.ts): the page carries them once.
  const groups = nav?.footer ?? [];
  return (
    <footer className="mt-16 bg-accent text-on-accent print:hidden">
      <div className={`mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-2 ${COLUMNS[Math.min(groups.length + 1, 5)] ?? ""}`}>
        <div>
          <p className="font-heading text-lg font-bold">{site.name}</p>
          <p className="mt-2 text-sm opacity-90">{site.tagline}</p>
          <div className="mt-4">
            <LeadDialog
              kind="general"
              title="EMAIL US"
              trigger="EMAIL US"
              className="rounded-site bg-surface px-4 py-2 text-sm font-bold text-ink"
            />
          </div>
          {site.socialLinks.length > 0 ? (
            <div className="mt-6">
              <h2 className="font-heading text-base font-bold">Follow us</h2>
              <ul className="mt-2 flex flex-wrap gap-2">
                {site.socialLinks.map((s) => (
                  <li key={s.network}>
                    <a
                      href={s.url}
                      rel="noopener noreferrer"
                      className="flex h-9 w-9 items-center justify-center rounded-full ring-1 ring-current/40 hover:bg-surface hover:text-ink"
                    >
                      <SocialIcon network={s.network} />
                      <span className="sr-only">
                        {site.name} on {NETWORK_LABELS[s.network]}
                      </span>
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </div>
        {groups.map((group) => (
          <nav key={group.label} aria-label={group.label}>
            <h2 className="font-heading text-base font-bold">{group.label}</h2>
            <ul className="mt-2 space-y-1 text-sm">
              {groupLinks(group).map((link) => (
                <li key={`${link.href}-${link.label}`}>
                  <EntryLink
                    entry={{ label: link.label, href: link.href }}
                    className="inline-block py-0.5 underline-offset-2 hover:underline"
                  />
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <p className="border-t border-current/20 px-4 py-4 text-center text-xs opacity-90">
        © {year} {site.name}. All prices in Australian dollars.
      </p>
    </footer>
  );
}
