import { useEffect, useRef } from "react";
import { NavLink as RouterNavLink } from "react-router";
import { AppLink } from "~/components/ui/app-link";
import { BrandLogo } from "~/components/brands/brand-logo";
import { type NavEntry, type NavItem, navPanelId } from "~/domain/navigation/site-nav";

/** How long the mouse rests on an item before its dropdown opens, and away from it before it closes. */
const HOVER_OPEN_MS = 120;
const HOVER_CLOSE_MS = 250;

const isExternal = (href: string) => /^https?:\/\//.test(href);

/** A menu link: a same-site link, or an outside one (a manufacturer's service booking page) said so. */
export function EntryLink({ entry, className, onClick }: { entry: NavEntry; className: string; onClick?: () => void }) {
  if (isExternal(entry.href))
    return (
      <a href={entry.href} target="_blank" rel="noopener noreferrer" className={className} onClick={onClick}>
        {entry.label}
        <span className="sr-only"> (opens another site in a new tab)</span>
      </a>
    );
  return (
    <AppLink to={entry.href} className={className} onClick={onClick}>
      {entry.logoKey ? <BrandLogo logoKey={entry.logoKey} size={40} /> : null}
      <span>{entry.label}</span>
    </AppLink>
  );
}

/** The item's own page first in its dropdown, unless one of its links already goes there. */
export function withOwnLink(item: NavItem) {
  const listed = item.groups.some((g) => g.entries.some((e) => e.href === item.href));
  return listed ? item.groups : [{ heading: null, entries: [{ label: `All ${item.label}`, href: item.href }] }, ...item.groups];
}

type MenuProps = { items: NavItem[]; open: string | null; setOpen: (label: string | null) => void };

/**
 * The desktop header's links and dropdowns (discovery spec section 2, "Navigation"; section 4,
 * "Header dropdown"). Each dropdown is a disclosure button: a click or tap toggles it (but keeps open
 * what a resting mouse has just opened), a resting mouse opens it, Escape closes it and gives focus
 * back to its button, and it closes when focus or a click goes elsewhere and after navigating. The
 * header carries `dropdown-open` meanwhile.
 */
export function NavMenu({ items, open, setOpen }: MenuProps) {
  const hoverTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  // The dropdown a resting mouse opened, until a click: a shopper who moves to a button and clicks it
  // often does so after the hover has opened it, and means open, not close.
  const openedByHover = useRef<string | null>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const clearHover = () => {
    if (hoverTimer.current) clearTimeout(hoverTimer.current);
    hoverTimer.current = null;
  };
  // A timer still waiting when the header goes away must not set state afterwards.
  useEffect(
    () => () => {
      if (hoverTimer.current) clearTimeout(hoverTimer.current);
    },
    [],
  );

  // A click or tap anywhere outside the menu closes the open dropdown.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!listRef.current?.contains(event.target as Node)) setOpen(null);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open, setOpen]);

  const hover = (label: string | null, event: React.PointerEvent) => {
    if (event.pointerType !== "mouse") return;
    clearHover();
    hoverTimer.current = setTimeout(
      () => {
        openedByHover.current = label;
        setOpen(label);
      },
      label ? HOVER_OPEN_MS : HOVER_CLOSE_MS,
    );
  };

  // A click toggles, except that it keeps open what the mouse resting on it has just opened; a pending
  // hover never undoes a click.
  const click = (label: string, isOpen: boolean) => {
    clearHover();
    const keep = isOpen && openedByHover.current === label;
    openedByHover.current = null;
    if (!keep) setOpen(isOpen ? null : label);
  };

  return (
    <ul ref={listRef} className="flex flex-wrap items-center gap-x-1">
      {items.map((item) =>
        item.groups.length === 0 ? (
          <li key={item.label}>
            <RouterNavLink
              to={item.href}
              end={item.href === "/"}
              className={({ isActive }) =>
                `block rounded-site px-3 py-2 text-sm font-semibold hover:underline ${isActive ? "underline underline-offset-4" : ""}`
              }
            >
              {item.label}
            </RouterNavLink>
          </li>
        ) : (
          <Dropdown key={item.label} item={item} isOpen={open === item.label} setOpen={setOpen} hover={hover} click={click} />
        ),
      )}
    </ul>
  );
}

function Dropdown({
  item,
  isOpen,
  setOpen,
  hover,
  click,
}: {
  item: NavItem;
  isOpen: boolean;
  setOpen: (label: string | null) => void;
  hover: (label: string | null, event: React.PointerEvent) => void;
  click: (label: string, isOpen: boolean) => void;
}) {
  const buttonRef = useRef<HTMLButtonElement>(null);
  const id = navPanelId("nav", item.label);
  const groups = withOwnLink(item);
  // Headed columns (the service pages beside the booking links by brand) need the room of a wider panel.
  const wide = groups.some((g) => g.heading);
  return (
    <li
      // A mega menu spans the header, so it is placed against the header's row, not this item.
      className={`site-nav-item ${item.mega ? "" : "relative"}`}
      onPointerEnter={(e) => hover(item.label, e)}
      onPointerLeave={(e) => hover(null, e)}
      onKeyDown={(e) => {
        if (e.key === "Escape" && isOpen) {
          e.stopPropagation();
          setOpen(null);
          buttonRef.current?.focus();
        }
      }}
      onBlur={(e) => {
        // Tabbing past the last link (or away) closes the dropdown, as a click elsewhere does.
        if (isOpen && e.relatedTarget && !e.currentTarget.contains(e.relatedTarget as Node)) setOpen(null);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={isOpen}
        aria-controls={id}
        onClick={() => click(item.label, isOpen)}
        className="flex items-center gap-1 rounded-site px-3 py-2 text-sm font-semibold hover:underline aria-expanded:underline aria-expanded:underline-offset-4"
      >
        {item.label}
        <svg aria-hidden="true" viewBox="0 0 12 12" className={`h-3 w-3 transition-transform ${isOpen ? "rotate-180" : ""}`}>
          <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      </button>
      <div
        id={id}
        data-open={isOpen}
        className={`site-nav-panel z-30 rounded-site bg-surface text-ink shadow-xl ring-1 ring-black/10 ${isOpen ? "block" : "hidden"} ${
          item.mega
            ? "absolute inset-x-4 top-full mt-1 p-6"
            : `absolute top-full mt-1 p-2 ${wide ? "right-0 w-[44rem] max-w-[calc(100vw-2rem)]" : "left-0 w-60"}`
        }`}
      >
        {item.mega ? (
          <MegaPanel item={item} close={() => setOpen(null)} />
        ) : (
          <ListPanel label={item.label} groups={groups} wide={wide} close={() => setOpen(null)} />
        )}
      </div>
    </li>
  );
}

const ENTRY_CLASS = "flex items-center gap-2 rounded-site px-3 py-2 text-sm hover:bg-page hover:underline focus-visible:bg-page";

function GroupHeading({ text }: { text: string | null }) {
  return text ? <p className="px-3 pb-1 pt-2 text-xs font-bold uppercase tracking-wider text-muted">{text}</p> : null;
}

/** A long list (a group's booking links by brand) runs in two columns beside the shorter ones. */
const LONG_GROUP = 8;

function ListPanel({ label, groups, wide, close }: { label: string; groups: NavItem["groups"]; wide: boolean; close: () => void }) {
  return (
    <div className={wide ? "grid grid-cols-[minmax(0,1fr)_minmax(0,2fr)] gap-4" : ""}>
      {groups.map((group, i) => (
        <div key={group.heading ?? `links-${i}`}>
          {/* Beside a headed column, the item's own links are headed by its name. */}
          <GroupHeading text={group.heading ?? (wide ? label : null)} />
          <EntryList entries={group.entries} close={close} className={group.entries.length > LONG_GROUP ? "grid grid-cols-2" : ""} />
        </div>
      ))}
    </div>
  );
}

/** A group's links, each closing the menu when followed. */
function EntryList({ entries, close, className }: { entries: readonly NavEntry[]; close: () => void; className?: string }) {
  return (
    <ul className={className}>
      {entries.map((entry) => (
        <li key={`${entry.href}-${entry.label}`}>
          <EntryLink entry={entry} onClick={close} className={ENTRY_CLASS} />
        </li>
      ))}
    </ul>
  );
}

/**
 * The brands mega menu (discovery spec section 2: "A mega menu with brand logos"): a column per
 * brand grid tab, the first (cars, the most brands) in a grid of logos, and the directory last.
 */
function MegaPanel({ item, close }: { item: NavItem; close: () => void }) {
  const [first, ...rest] = item.groups;
  return (
    <>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div>
          <GroupHeading text={first.heading} />
          <EntryList entries={first.entries} close={close} className="grid grid-cols-2 gap-1 sm:grid-cols-3 xl:grid-cols-4" />
        </div>
        <div className="grid gap-6 sm:grid-cols-2">
          {rest.map((group, i) => (
            <div key={group.heading ?? `links-${i}`}>
              <GroupHeading text={group.heading} />
              <EntryList entries={group.entries} close={close} />
            </div>
          ))}
        </div>
      </div>
      <p className="mt-4 border-t border-black/10 pt-4">
        <AppLink
          to={item.href}
          onClick={close}
          className="rounded-site px-3 py-2 text-sm font-semibold text-brand underline-offset-4 hover:underline"
        >
          All {item.label} <span aria-hidden="true">→</span>
        </AppLink>
      </p>
    </>
  );
}
