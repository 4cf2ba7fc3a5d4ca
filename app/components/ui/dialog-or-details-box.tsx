import * as Dialog from "@radix-ui/react-dialog";
import type { ReactNode, RefObject } from "react";

type Props = {
  title: string;
  description?: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opened it, which gets focus back on close (it is not a Radix trigger: it is in the first HTML). */
  trigger: RefObject<HTMLButtonElement | null>;
  children: ReactNode;
};

/** The dialog of `DialogOrDetails`, loaded the first time a shopper opens one. */
export default function DialogOrDetailsBox({ title, description, open, onOpenChange, trigger, children }: Props) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <Dialog.Content
          {...(description ? {} : { "aria-describedby": undefined })}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            trigger.current?.focus();
          }}
          className="fixed left-1/2 top-1/2 z-50 max-h-[85vh] w-[calc(100%-2rem)] max-w-[800px] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-site bg-surface p-6 text-ink shadow-xl"
        >
          <Dialog.Title className="font-heading text-xl font-bold">{title}</Dialog.Title>
          {description ? <Dialog.Description className="mt-1 text-sm text-muted">{description}</Dialog.Description> : null}
          <div className="mt-4">{children}</div>
          <Dialog.Close className="mt-6 rounded-site bg-brand px-4 py-2 font-semibold text-on-brand">Close</Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
