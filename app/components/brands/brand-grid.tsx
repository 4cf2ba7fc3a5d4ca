import { slugify } from "~/domain/slugify";
import * as Tabs from "~/components/ui/tabs";
import { AppLink } from "~/components/ui/app-link";
import { brandColours } from "~/domain/brands/brand-colours";

type Tile = { tab: string; name: string; logoKey: string | null; href: string };
export const BRAND_TABS = ["Car", "Motorcycle", "Truck", "Our Brands"] as const;

const isExternal = (href: string) => /^https?:\/\//.test(href);

/**
 * The group's brand grid (discovery spec section 2, "Brand grid"): tabs Car, Motorcycle, Truck and
 * Our Brands (arrow keys move between tabs; without JavaScript every kind under its heading), tiles
 * linking to each brand's overview, an external site (said so, opening in a new tab) or a group page.
 */
export function BrandGrid({ tiles }: { tiles: readonly Tile[] }) {
  const tabs = BRAND_TABS.filter((tab) => tiles.some((t) => t.tab === tab));
  if (tabs.length === 0) return null;
  return (
    <section aria-labelledby="brands-heading" className="mx-auto max-w-7xl px-4 py-10">
      <h2 id="brands-heading" className="font-heading text-2xl font-bold">
        Our brands
      </h2>
      {/* Tab values become element ids, which may not hold spaces ('Our Brands'): the slug is the value. */}
      {/* Without JavaScript every kind's brands show, each under its own heading (the tab list steps aside). */}
      <Tabs.Root defaultValue={slugify(tabs[0])} allPanelsWithoutJavaScript className="mt-4">
        <Tabs.List aria-label="Brands by kind" className="flex flex-wrap gap-2">
          {tabs.map((tab) => (
            <Tabs.Trigger
              key={tab}
              value={slugify(tab)}
              className="rounded-site px-4 py-2 font-semibold ring-1 ring-black/15 data-[state=active]:bg-brand data-[state=active]:text-on-brand"
            >
              {tab}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {tabs.map((tab) => (
          <Tabs.Content key={tab} value={slugify(tab)} className="mt-4">
            <h3 className="hidden js-collapsed mb-3 font-heading text-xl font-bold">{tab}</h3>
            <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-6">
              {tiles
                .filter((t) => t.tab === tab)
                .map((t) => {
                  const body = (
                    <>
                      <BrandName tile={t} />
                      {isExternal(t.href) ? <span className="sr-only"> (external site, opens in a new tab)</span> : null}
                    </>
                  );
                  const className = "block h-full rounded-site ring-1 ring-black/10 hover:ring-2 hover:ring-brand";
                  return (
                    <li key={`${t.tab}-${t.name}`}>
                      {isExternal(t.href) ? (
                        <a href={t.href} target="_blank" rel="noopener noreferrer" className={className}>
                          {body}
                        </a>
                      ) : (
                        <AppLink to={t.href} className={className}>
                          {body}
                        </AppLink>
                      )}
                    </li>
                  );
                })}
            </ul>
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </section>
  );
}

/**
 * A tile's face: a make's name set in its own colours (app/domain/brands/brand-colours.ts), the group's own
 * businesses (no make, no logo) in the site's. Every tile the same height; long names a size smaller.
 */
function BrandName({ tile: t }: { tile: Tile }) {
  const colours = t.logoKey ? brandColours(t.name) : null;
  return (
    <span
      className={`flex h-24 items-center justify-center rounded-site px-3 text-center font-heading font-bold leading-tight text-balance ${
        t.name.length > 14 ? "text-base" : "text-xl tracking-wide"
      } ${colours ? "" : "bg-brand text-on-brand"}`}
      style={colours ? { backgroundColor: colours.background, color: colours.text } : undefined}
    >
      {t.name}
    </span>
  );
}

/** The stats banner under the grid (discovery spec section 9): each figure links to its page. */
export function StatsBanner({ stats }: { stats: readonly { value: string; label: string; href: string }[] }) {
  if (stats.length === 0) return null;
  return (
    <section aria-label="About the group" className="bg-brand text-on-brand">
      <ul className="mx-auto grid max-w-7xl grid-cols-1 gap-4 px-4 py-8 text-center sm:grid-cols-3">
        {stats.map((s) => (
          <li key={s.label}>
            <AppLink to={s.href} className="block rounded-site p-2 hover:underline">
              <span className="block font-heading text-4xl font-bold">{s.value}</span>
              <span className="block text-lg">{s.label}</span>
            </AppLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
