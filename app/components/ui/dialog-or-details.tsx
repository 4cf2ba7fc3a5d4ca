import * as Dialog from "@radix-ui/react-dialog";
import type { ReactNode } from "react";
import { useHydrated } from "~/lib/use-hydrated";

type Props = { trigger: string; title: string; description?: string; triggerClassName?: string; children: ReactNode };

/**
 * More to read behind a link-like button: a dialog once JavaScript runs (Radix: focus kept inside,
 * Escape closes, focus returns), and before that, or without it, a native disclosure showing the
 * same content in place, so it is never out of reach.
 */
export function DialogOrDetails({ trigger, title, description, triggerClassName = "text-sm font-semibold underline", children }: Props) {
  const hydrated = useHydrated();
  if (!hydrated) {
    return (
      <details className="mt-2">
        <summary className={`cursor-pointer ${triggerClassName}`}>{trigger}</summary>
        <div className="mt-2">{children}</div>
      </details>
    );
  }
  return (
    <Dialog.Root>
      <Dialog.Trigger className={`mt-2 ${triggerClassName}`}>{trigger}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 max-h-[85vh] w-[calc(100%-2rem)] max-w-[800px] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-site bg-surface p-6 text-ink shadow-xl">
          <Dialog.Title className="font-heading text-xl font-bold">{title}</Dialog.Title>
          {description ? <Dialog.Description className="mt-1 text-sm text-muted">{description}</Dialog.Description> : null}
          <div className="mt-4">{children}</div>
          <Dialog.Close className="mt-6 rounded-site bg-brand px-4 py-2 font-semibold text-on-brand">Close</Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
