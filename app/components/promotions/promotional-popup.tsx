import * as Dialog from "@radix-ui/react-dialog";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { type Popup, popupDismissedKey, shouldShowPopup } from "~/domain/promotions/popup";
import { SLIDE_HEIGHT, SLIDE_WIDTH } from "~/domain/promotions/slide";
import { imageSrcSet, imageUrl } from "~/images/image-url";

function isDismissed(siteSlug: string): boolean {
  try {
    return localStorage.getItem(popupDismissedKey(siteSlug)) !== null;
  } catch {
    // Storage turned off: a popup that could not stay dismissed would come back on every visit.
    return true;
  }
}

function rememberDismissed(siteSlug: string): void {
  try {
    localStorage.setItem(popupDismissedKey(siteSlug), "1");
  } catch {
    // Full or turned off: it closes for now all the same.
  }
}

/**
 * The promotional popup (discovery spec section 2: image, title, description and button, shown
 * once per visitor; section 9: at most 600 px wide and 80vh high). It opens after hydration, over
 * the page (a modal Radix Dialog: focus stays inside, Escape and Close dismiss it), when the rule
 * says so, and a dismissal, or following its button, is kept in this browser for the site.
 * Nothing renders without a popup.
 */
export function PromotionalPopup({ popup, siteSlug, timeZone }: { popup: Popup | null; siteSlug: string; timeZone: string }) {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    setOpen(shouldShowPopup(popup, { now: new Date(), timeZone, dismissed: isDismissed(siteSlug) }));
  }, [popup, siteSlug, timeZone]);
  if (!popup) return null;
  const dismiss = () => {
    rememberDismissed(siteSlug);
    setOpen(false);
  };
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? setOpen(true) : dismiss())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/60" />
        <Dialog.Content
          // Without a description there is nothing to point at (Radix would otherwise warn of a missing one).
          {...(popup.description ? {} : { "aria-describedby": undefined })}
          className="fixed top-1/2 left-1/2 z-50 max-h-[80vh] w-[calc(100vw-2rem)] max-w-[600px] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-site bg-surface text-ink shadow-2xl focus:outline-none"
        >
          <Dialog.Close className="absolute top-2 right-2 z-10 flex h-11 w-11 items-center justify-center rounded-full bg-surface/90 text-2xl leading-none shadow ring-1 ring-black/15">
            <span aria-hidden="true">×</span>
            <span className="sr-only">Close</span>
          </Dialog.Close>
          {popup.image ? (
            <img
              src={imageUrl(popup.image.src, 600)}
              srcSet={imageSrcSet(popup.image.src, [600, 1200])}
              sizes="(min-width: 632px) 600px, calc(100vw - 2rem)"
              width={SLIDE_WIDTH}
              height={SLIDE_HEIGHT}
              alt={popup.image.alt}
              className="block h-auto w-full"
            />
          ) : null}
          <div className="p-6">
            <Dialog.Title className="pr-10 font-heading text-2xl font-bold">{popup.title}</Dialog.Title>
            {popup.description ? <Dialog.Description className="mt-2 text-muted">{popup.description}</Dialog.Description> : null}
            <Link
              to={popup.url}
              onClick={dismiss}
              className="mt-5 inline-block rounded-site bg-brand px-5 py-2.5 font-semibold text-on-brand"
            >
              {popup.buttonLabel}
            </Link>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
