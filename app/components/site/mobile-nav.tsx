import { useRef } from "react";
import { loadOnUse, useFirstUse } from "~/components/ui/load-on-use";
import type { NavItem } from "~/domain/navigation/site-nav";
import type { PublicSite } from "~/sites/public-site";

// The panel (Radix's dialog with the menu's links) loads when the shopper reaches for the button,
// not with every page (issue 18's JavaScript budget).
const Panel = loadOnUse(() => import("./mobile-nav-panel"));

type Props = { site: PublicSite; items: NavItem[]; open: boolean; setOpen: (open: boolean) => void };

/**
 * The small-screen menu: a Menu button opening a full-height panel (a modal dialog: focus stays
 * in it, Escape closes it and focus returns to the button), the dropdowns as accordions.
 * Without JavaScript the button cannot open it, so the same links are server-rendered in a
 * <noscript> list beneath the header.
 */
export function MobileNav({ site, items, open, setOpen }: Props) {
  const button = useRef<HTMLButtonElement>(null);
  // Mounted at the first opening and kept, so closing it returns focus and reopening is instant.
  const [opened, markOpened] = useFirstUse();
  return (
    <>
      <button
        ref={button}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        {...Panel.preloadOn}
        onClick={() => {
          markOpened();
          setOpen(true);
        }}
        className="flex items-center gap-1.5 rounded-site border border-current px-3 py-2 text-sm font-semibold"
      >
        <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4">
          <path d="M3 5h14M3 10h14M3 15h14" stroke="currentColor" strokeWidth="2" />
        </svg>
        Menu
      </button>
      {opened || open ? <Panel.Loaded site={site} items={items} open={open} setOpen={setOpen} trigger={button} /> : null}
    </>
  );
}
