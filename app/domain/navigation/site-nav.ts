import { modelPagePath } from "~/domain/models/model-page";
import type { ServiceLink } from "~/domain/models/service-link";
import { ALL_STOCK_PATH, carTypePath } from "~/domain/search-paths";
import { CAR_TYPE_LABEL } from "~/domain/vehicle/car-name";

/**
 * The header's and footer's navigation (discovery spec section 2, "Navigation"; vehicle spec
 * section 2, the ute brand's header and footer). A site's config lists its links; a link marked
 * `dynamic` is filled from the site's own data when the page is served: its model pages, its stock
 * counts by type, its brand tiles (the group's mega menu with logos) or its service booking links.
 */
export const DYNAMIC_NAV = ["models", "stock", "brands", "service-links"] as const;
export type DynamicNav = (typeof DYNAMIC_NAV)[number];

/** A link as a site's config writes it (the shape of `NavLinkSchema`). */
export type NavLinkConfig = { label: string; href: string; children?: NavLinkConfig[]; dynamic?: DynamicNav };

export type NavEntry = { label: string; href: string; logoKey?: string | null };
/** One column of a dropdown: an optional heading over its links. */
export type NavGroup = { heading: string | null; entries: NavEntry[] };
/** A header item: a plain link, or a link with a dropdown (`mega`: the wide panel with brand logos). */
export type NavItem = { label: string; href: string; groups: NavGroup[]; mega: boolean };
/** A page's navigation: the header's items, the stacked header's utility bar and the footer's groups. */
export type SiteNav = { header: NavItem[]; utility: NavItem[]; footer: NavItem[] };

type StockType = keyof typeof CAR_TYPE_LABEL;
/** The order the stock dropdown lists car types in (the spec's stock slugs: new, demo, used). */
const STOCK_ORDER: readonly StockType[] = ["new", "demo", "used"];
/** The brand grid's tabs as the mega menu heads its columns. */
const BRAND_HEADINGS: Record<string, string> = { Car: "Cars", Motorcycle: "Motorcycles", Truck: "Trucks", "Our Brands": "Our Brands" };

export type NavSources = {
  models: readonly { slug: string; name: string }[];
  /** Visible cars by car type, from the search index. */
  stockCounts: Readonly<Record<string, number>>;
  brandTiles: readonly { tab: string; name: string; logoKey: string | null; href: string }[];
  serviceLinks: readonly ServiceLink[];
};

export const EMPTY_NAV_SOURCES: NavSources = { models: [], stockCounts: {}, brandTiles: [], serviceLinks: [] };

/** Which dynamic sources a site's links ask for, so a page reads only those. */
export function dynamicNavKinds(links: readonly NavLinkConfig[]): Set<DynamicNav> {
  const kinds = new Set<DynamicNav>();
  const visit = (l: NavLinkConfig) => {
    if (l.dynamic) kinds.add(l.dynamic);
    l.children?.forEach(visit);
  };
  links.forEach(visit);
  return kinds;
}

/**
 * 'New Cars (123)': each car type the site has in stock, with its count, then all of it at the
 * menu's own address (the spec's Our Stock /cars/).
 */
export function stockEntries(counts: Readonly<Record<string, number>>, allHref = ALL_STOCK_PATH): NavEntry[] {
  const types = STOCK_ORDER.filter((t) => (counts[t] ?? 0) > 0);
  const total = types.reduce((sum, t) => sum + (counts[t] ?? 0), 0);
  if (types.length === 0) return [];
  const byType = types.map((t) => ({ label: `${CAR_TYPE_LABEL[t]} Cars (${counts[t]})`, href: carTypePath(t) }));
  // One type alone needs no 'all' line: it would repeat the same cars.
  return types.length > 1 ? [...byType, { label: `All Stock (${total})`, href: allHref }] : byType;
}

function dynamicGroups(link: NavLinkConfig, kind: DynamicNav, sources: NavSources): NavGroup[] {
  switch (kind) {
    case "models":
      return [{ heading: null, entries: sources.models.map((m) => ({ label: m.name, href: modelPagePath(m.slug) })) }];
    case "stock":
      return [{ heading: null, entries: stockEntries(sources.stockCounts, link.href) }];
    case "brands": {
      const tabs = [...new Set(sources.brandTiles.map((t) => t.tab))];
      return tabs.map((tab) => ({
        heading: BRAND_HEADINGS[tab] ?? tab,
        entries: sources.brandTiles.filter((t) => t.tab === tab).map((t) => ({ label: t.name, href: t.href, logoKey: t.logoKey })),
      }));
    }
    case "service-links":
      return [{ heading: "Book a service by brand", entries: sources.serviceLinks.map((l) => ({ label: l.name, href: l.url })) }];
  }
}

/**
 * A configured link with its dropdown filled in. The dropdown holds the link's own children and,
 * for a dynamic link, its data: before the children for models, stock and brands (the list is the
 * point of the menu), after them for service links (the dealer's own service pages come first).
 * Empty groups are dropped; a link left with nothing to drop down is a plain link.
 */
export function resolveNavLink(link: NavLinkConfig, sources: NavSources): NavItem {
  const own: NavGroup[] = link.children?.length
    ? [{ heading: null, entries: link.children.map((c) => ({ label: c.label, href: c.href })) }]
    : [];
  const data = link.dynamic ? dynamicGroups(link, link.dynamic, sources) : [];
  const groups = (link.dynamic === "service-links" ? [...own, ...data] : [...data, ...own]).filter((g) => g.entries.length > 0);
  return { label: link.label, href: link.href, groups, mega: link.dynamic === "brands" && groups.length > 0 };
}

export const resolveNav = (links: readonly NavLinkConfig[], sources: NavSources): NavItem[] => links.map((l) => resolveNavLink(l, sources));

/** A dropdown's id for aria-controls, from its label ('Our Stock' -> 'nav-our-stock'). */
export const navPanelId = (prefix: string, label: string) =>
  `${prefix}-${label
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")}`;
