import * as Toast from "@radix-ui/react-toast";
import { useEffect } from "react";
import { Link } from "react-router";
import { closeToast, removeDismissedToast } from "~/domain/ui/toast-close";
import type { ToastQueue } from "~/domain/ui/toast-queue";

/** `durationMs`: how long it stays (5 s unless a message says otherwise, such as the 3 s copy notice). */
export type ToastMessage = { id: number; title: string; action?: { label: string; href: string }; durationMs?: number };

type Queue = ToastQueue<ToastMessage>;
type Props = { queue: Queue; update: (change: (queue: Queue) => Queue) => void };

/**
 * The toast itself (Radix Toast: announced to screen readers, dismissed by swipe or Escape), loaded
 * with the first toast a page shows and kept for the next ones. A dismissed toast stays mounted, closed,
 * until its record's removal delay has passed (toast-queue.ts; decision 039) or the next toast takes its place.
 */
export default function ToastView({ queue, update }: Props) {
  const toast = queue.current ?? queue.dismissed?.toast ?? null;
  const removeAt = queue.dismissed?.removeAt;
  useEffect(() => {
    if (removeAt === undefined) return;
    const timer = window.setTimeout(() => update((q) => removeDismissedToast(q, Date.now())), removeAt - Date.now());
    return () => window.clearTimeout(timer);
  }, [removeAt, update]);
  return (
    <Toast.Provider swipeDirection="right" duration={5000} label="Notification">
      {toast ? (
        <Toast.Root
          key={toast.id}
          open={queue.current !== null}
          duration={toast.durationMs}
          onOpenChange={(open) => {
            if (!open) update((q) => closeToast(q, toast.id, Date.now()));
          }}
          className="flex items-center gap-4 rounded-site bg-ink px-4 py-3 text-page shadow-lg"
        >
          <Toast.Title className="font-semibold">{toast.title}</Toast.Title>
          {toast.action ? (
            <Toast.Action altText={toast.action.label} asChild>
              <Link to={toast.action.href} className="font-semibold underline">
                {toast.action.label}
              </Link>
            </Toast.Action>
          ) : null}
          <Toast.Close aria-label="Dismiss" className="ml-auto px-1 text-lg leading-none">
            ×
          </Toast.Close>
        </Toast.Root>
      ) : null}
      <Toast.Viewport className="fixed bottom-4 right-4 z-50 flex w-[min(24rem,calc(100vw-2rem))] flex-col gap-2 outline-none" />
    </Toast.Provider>
  );
}
