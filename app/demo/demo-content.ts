import { formatPhone } from "~/domain/phone";
import type { TradeInRules } from "~/domain/trade-in/trade-in-rules";
import { FAQ_GROUPS } from "~/content/faq-groups";
import { demoBlogPosts } from "./demo-content-blog";
import { tradeInFaq } from "./demo-content-faq";
import { type LegalPage, legalPages } from "~/domain/content/legal-page-templates";
import { demoSitePages } from "./demo-content-pages";
import { NETWORKS } from "./networks";

/** A content page as the demo writes it (content_pages). */
export type DemoPage = LegalPage;
/** A blog post (blog_posts); `daysAgo` dates it before the seed's `now`, so the demo blog is always recent. */
export type DemoPost = {
  slug: string;
  title: string;
  summary: string;
  bodyMarkdown: string;
  hero: { src: string; alt: string };
  author: string;
  daysAgo: number;
  tags: string[];
};
export type DemoFaqEntry = { group: string; question: string; answerMarkdown: string };
export type DemoSiteContent = { pages: DemoPage[]; posts: DemoPost[]; faq: DemoFaqEntry[] };

const STATE_NAMES = { QLD: "Queensland", NSW: "New South Wales", VIC: "Victoria" } as const;

/**
 * What the legal templates and FAQ need to know about a demo dealer: its name and address (the
 * primary location of its first dealership), the state whose law governs its terms, the address
 * privacy requests go to, and the trade-in limits its config sets.
 */
export type DemoSiteFacts = {
  slug: string;
  name: string;
  tagline: string;
  address: string;
  phone: string;
  state: keyof typeof STATE_NAMES;
  stateName: string;
  privacyEmail: string;
  tradeIn: TradeInRules;
};

/** The site config fields the demo content is written from. */
export type DemoContentSite = { slug: string; name: string; tagline: string; tradeIn: TradeInRules };

export function demoSiteFacts(site: DemoContentSite): DemoSiteFacts | null {
  const network = NETWORKS.find((n) => n.siteSlug === site.slug);
  const head = network?.dealerships[0]?.locations.find((l) => l.primary) ?? network?.dealerships[0]?.locations[0];
  if (!head) return null;
  return {
    slug: site.slug,
    name: site.name,
    tagline: site.tagline,
    address: `${head.street}, ${head.city} ${head.state} ${head.postcode}`,
    phone: formatPhone(head.phone),
    state: head.state,
    stateName: STATE_NAMES[head.state],
    // Demo addresses stay on example domains: no mail can reach a real dealer.
    privacyEmail: `privacy@${site.slug.replaceAll("-", "")}.example.com.au`,
    tradeIn: site.tradeIn,
  };
}

/**
 * The demo content of one demo site: its own pages (about us, careers, and fleet or finance where
 * the dealer has them), the legal templates filled in with its name, its blog and its trade-in FAQ;
 * null for a site the demo network does not know.
 */
export function demoContentFor(site: DemoContentSite): DemoSiteContent | null {
  const facts = demoSiteFacts(site);
  const own = demoSitePages(site.slug);
  if (!facts || !own) return null;
  return {
    pages: [...own, ...legalPages(facts)],
    posts: demoBlogPosts(site.slug),
    faq: tradeInFaq(facts).map((entry) => ({ group: FAQ_GROUPS.tradeIn, ...entry })),
  };
}
