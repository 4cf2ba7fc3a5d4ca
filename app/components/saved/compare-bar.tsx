import { useEffect, useState, useSyncExternalStore } from "react";
import { createPortal } from "react-dom";
import { Link } from "react-router";
import { COMPARE_LIMIT, compareHref } from "~/domain/saved-cars/compare-ids";
import { useSavedList } from "./saved-store";

/*
 * Every favourite-and-compare control on a page takes part; the first card control mounted draws
 * the one floating bar, so result grids, the home page and similar cars get it without each page
 * mounting it. The vehicle page's own controls show the same links in place, so no bar is drawn
 * there (it would also sit on the page's mobile call bar).
 */
type Host = { id: symbol; inline: boolean };
let hosts: Host[] = [];
const listeners = new Set<() => void>();
const subscribeHosts = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};
const announce = () => {
  for (const listener of listeners) listener();
};

/** Whether this control is the one that draws the floating bar. */
export function useDrawsCompareBar(inline: boolean): boolean {
  const [id] = useState(() => Symbol("save-controls"));
  useEffect(() => {
    hosts = [...hosts, { id, inline }];
    announce();
    return () => {
      hosts = hosts.filter((h) => h.id !== id);
      announce();
    };
  }, [id, inline]);
  return useSyncExternalStore(
    subscribeHosts,
    () => !hosts.some((h) => h.inline) && hosts.find((h) => !h.inline)?.id === id,
    () => false,
  );
}

type Lists = { favourites: { id: number }[]; compare: { id: number }[] };

/** The lists once the browser has read them, null while there is nothing to link to. */
function useSavedLinks(): Lists | null {
  const favourites = useSavedList("favourites");
  const compare = useSavedList("compare");
  return favourites && compare && (favourites.length || compare.length) ? { favourites, compare } : null;
}

function LinkList({
  lists: { favourites, compare },
  className,
  withFavourites,
}: {
  lists: Lists;
  className: string;
  withFavourites: boolean;
}) {
  return (
    <ul className={`flex flex-wrap items-center gap-2 text-sm ${className}`}>
      {withFavourites && favourites.length ? (
        <li>
          <Link to="/favourites" className="inline-block rounded-full bg-surface px-3 py-1.5 font-semibold text-ink ring-1 ring-black/15">
            <span aria-hidden="true">♥ </span>Favourites ({favourites.length})
          </Link>
        </li>
      ) : null}
      {compare.length >= 2 ? (
        <li>
          <Link
            to={compareHref(compare.map((c) => c.id))}
            className="inline-block rounded-full bg-brand px-3 py-1.5 font-semibold text-on-brand ring-1 ring-black/15"
          >
            Compare ({compare.length})
          </Link>
        </li>
      ) : compare.length === 1 ? (
        <li className="rounded-full bg-surface px-3 py-1.5 text-ink ring-1 ring-black/15">
          Choose another car to compare (up to {COMPARE_LIMIT})
        </li>
      ) : null}
    </ul>
  );
}

/** Links to the shopper's favourites (unless on that page) and, once two cars are chosen, to the compare page. */
export function SavedLinks({ className = "", withFavourites = true }: { className?: string; withFavourites?: boolean }) {
  const lists = useSavedLinks();
  return lists ? <LinkList lists={lists} className={className} withFavourites={withFavourites} /> : null;
}

/** The floating bar, in the page's body: a card can sit in a carousel whose transform would carry a fixed bar along. */
export function CompareBar() {
  const lists = useSavedLinks();
  if (!lists) return null;
  return createPortal(
    <nav aria-label="Saved cars" className="fixed bottom-4 right-4 z-40 max-w-[calc(100vw-2rem)] print:hidden">
      <LinkList lists={lists} className="justify-end drop-shadow-lg" withFavourites />
    </nav>,
    document.body,
  );
}
