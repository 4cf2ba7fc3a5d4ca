import * as Toast from "@radix-ui/react-toast";
import { createContext, type ReactNode, useCallback, useContext, useState } from "react";
import { Link } from "react-router";
import { closeToast, emptyToastQueue, enqueueToast } from "~/domain/ui/toast-queue";

/** `durationMs`: how long it stays (5 s unless a message says otherwise, such as the 3 s copy notice). */
type ToastMessage = { id: number; title: string; action?: { label: string; href: string }; durationMs?: number };
type Show = (toast: Omit<ToastMessage, "id">) => void;

const ToastContext = createContext<Show>(() => {});

/** Shows a short message in the corner (Radix Toast: announced to screen readers, dismissed by swipe or Escape). */
export const useToast = () => useContext(ToastContext);

/**
 * The site's toasts, one at a time (discovery spec section 4, "Toast queue: at most one toast"): a
 * toast shown while another is up waits its turn and appears when that one closes.
 */
export function Toasts({ children }: { children: ReactNode }) {
  const [queue, setQueue] = useState(emptyToastQueue<ToastMessage>);
  const show = useCallback<Show>((toast) => setQueue((q) => enqueueToast(q, { ...toast, id: Date.now() + Math.random() })), []);
  const toast = queue.current;
  return (
    <ToastContext.Provider value={show}>
      <Toast.Provider swipeDirection="right" duration={5000} label="Notification">
        {children}
        {toast ? (
          <Toast.Root
            key={toast.id}
            duration={toast.durationMs}
            onOpenChange={(open) => {
              if (!open) setQueue((q) => closeToast(q, toast.id));
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
    </ToastContext.Provider>
  );
}
