import * as Dialog from "@radix-ui/react-dialog";
import { AppLink } from "~/components/ui/app-link";
import type { Popup } from "~/domain/promotions/popup";
import { SLIDE_HEIGHT, SLIDE_WIDTH } from "~/domain/promotions/slide";
import { imageSrcSet, imageUrl } from "~/images/image-url";

type Props = { popup: Popup; open: boolean; onOpen: () => void; dismiss: () => void };

/** The dialog of `PromotionalPopup`, loaded only when the popup is to show. */
export default function PromotionalPopupBox({ popup, open, onOpen, dismiss }: Props) {
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? onOpen() : dismiss())}>
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
            <AppLink
              to={popup.url}
              onClick={dismiss}
              className="mt-5 inline-block rounded-site bg-brand px-5 py-2.5 font-semibold text-on-brand"
            >
              {popup.buttonLabel}
            </AppLink>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
