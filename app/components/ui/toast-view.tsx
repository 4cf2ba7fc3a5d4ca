import * as Toast from "@radix-ui/react-toast";
import { Link } from "react-router";

/** `durationMs`: how long it stays (5 s unless a message says otherwise, such as the 3 s copy notice). */
export type ToastMessage = { id: number; title: string; action?: { label: string; href: string }; durationMs?: number };

type Props = { toast: ToastMessage | null; onClose: (id: number) => void };

/**
 * The toast itself (Radix Toast: announced to screen readers, dismissed by swipe or Escape), loaded
 * with the first toast a page shows and kept for the next ones.
 */
export default function ToastView({ toast, onClose }: Props) {
  return (
    <Toast.Provider swipeDirection="right" duration={5000} label="Notification">
      {toast ? (
        <Toast.Root
          key={toast.id}
          duration={toast.durationMs}
          onOpenChange={(open) => {
            if (!open) onClose(toast.id);
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
