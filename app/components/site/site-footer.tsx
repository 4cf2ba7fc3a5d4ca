import { Link } from "react-router";
import type { PublicSite } from "~/sites/public-site";
import { LeadDialog } from "~/components/leads/lead-dialog";

const NETWORK_LABELS = {
  facebook: "Facebook",
  youtube: "YouTube",
  instagram: "Instagram",
  tiktok: "TikTok",
  linkedin: "LinkedIn",
} as const;

export function SiteFooter({ site, year }: { site: PublicSite; year: number }) {
  return (
    <footer className="mt-16 bg-accent text-on-accent print:hidden">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
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
        </div>
        {site.footerLinks.map((group) => (
          <nav key={group.href} aria-label={group.label}>
            <h2 className="font-heading text-base font-bold">{group.label}</h2>
            <ul className="mt-2 space-y-1 text-sm">
              {(group.children ?? [group]).map((link) => (
                <li key={link.href}>
                  <Link to={link.href} className="underline-offset-2 hover:underline">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <div>
          <h2 className="font-heading text-base font-bold">Follow us</h2>
          <ul className="mt-2 flex flex-wrap gap-x-3 gap-y-1 text-sm">
            {site.socialLinks.map((s) => (
              <li key={s.network}>
                <a href={s.url} rel="noopener noreferrer" className="underline-offset-2 hover:underline">
                  {NETWORK_LABELS[s.network]}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <p className="border-t border-current/20 px-4 py-4 text-center text-xs opacity-90">
        © {year} {site.name}. All prices in Australian dollars.
      </p>
    </footer>
  );
}
