import * as Dialog from "@radix-ui/react-dialog";
import { type RefObject, useState } from "react";
import { AppLink } from "~/components/ui/app-link";
import { type NavItem, navPanelId } from "~/domain/navigation/site-nav";
import type { PublicSite } from "~/sites/public-site";
import { EntryLink, withOwnLink } from "./nav-menu";

type Props = {
  site: PublicSite;
  items: NavItem[];
  open: boolean;
  setOpen: (open: boolean) => void;
  /** The Menu button, which gets focus back on close (it is not a Radix trigger: it is in the first HTML). */
  trigger: RefObject<HTMLButtonElement | null>;
};

/** The small-screen menu's panel (see `MobileNav`), loaded the first time the shopper opens it. */
export default function MobileNavPanel({ site, items, open, setOpen, trigger }: Props) {
  const [expanded, setExpanded] = useState<string | null>(null);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <Dialog.Content
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            trigger.current?.focus();
          }}
          className="fixed inset-y-0 right-0 z-50 flex w-full flex-col sm:max-w-sm bg-surface text-ink shadow-2xl"
        >
          <div className="flex items-center justify-between gap-3 bg-brand px-4 py-3 text-on-brand">
            <Dialog.Title className="font-heading text-lg font-bold">{site.name}</Dialog.Title>
            <Dialog.Close className="rounded-site border border-current px-3 py-2 text-sm font-semibold">Close</Dialog.Close>
          </div>
          <nav aria-label="Main" className="flex-1 overflow-y-auto px-2 py-2">
            <ul className="divide-y divide-black/10">
              {items.map((item) =>
                item.groups.length === 0 ? (
                  <li key={item.label}>
                    <AppLink to={item.href} className="block px-3 py-3 font-semibold" onClick={() => setOpen(false)}>
                      {item.label}
                    </AppLink>
                  </li>
                ) : (
                  <li key={item.label}>
                    <button
                      type="button"
                      aria-expanded={expanded === item.label}
                      aria-controls={navPanelId("mobile-nav", item.label)}
                      onClick={() => setExpanded(expanded === item.label ? null : item.label)}
                      className="flex w-full items-center justify-between px-3 py-3 text-left font-semibold"
                    >
                      {item.label}
                      <svg
                        aria-hidden="true"
                        viewBox="0 0 12 12"
                        className={`h-3 w-3 transition-transform motion-reduce:transition-none ${expanded === item.label ? "rotate-180" : ""}`}
                      >
                        <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="2" />
                      </svg>
                    </button>
                    <div id={navPanelId("mobile-nav", item.label)} hidden={expanded !== item.label} className="pb-2">
                      {withOwnLink(item).map((group, i) => (
                        <div key={group.heading ?? `links-${i}`}>
                          {group.heading ? (
                            <p className="px-5 pt-2 text-xs font-bold uppercase tracking-wider text-muted">{group.heading}</p>
                          ) : null}
                          <ul>
                            {group.entries.map((entry) => (
                              <li key={`${entry.href}-${entry.label}`}>
                                <EntryLink
                                  entry={entry}
                                  onClick={() => setOpen(false)}
                                  className="flex items-center gap-2 px-5 py-2.5 text-sm hover:underline"
                                />
                              </li>
                            ))}
                          </ul>
                        </div>
                      ))}
                    </div>
                  </li>
                ),
              )}
            </ul>
          </nav>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
