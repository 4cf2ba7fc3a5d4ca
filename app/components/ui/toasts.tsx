import * as Toast from "@radix-ui/react-toast";
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from "react";
import { Link } from "react-router";

type ToastMessage = { id: number; title: string; action?: { label: string; href: string } };
type Show = (toast: Omit<ToastMessage, "id">) => void;

const ToastContext = createContext<Show>(() => {});

/** Shows a short message in the corner (Radix Toast: announced to screen readers, dismissed by swipe or Escape). */
export const useToast = () => useContext(ToastContext);

/** The site's toasts, one after another in the order they were shown. */
export function Toasts({ children }: { children: ReactNode }) {
  const [queue, setQueue] = useState<ToastMessage[]>([]);
  const show = useCallback<Show>((toast) => setQueue((q) => [...q.slice(-2), { ...toast, id: Date.now() + Math.random() }]), []);
  const value = useMemo(() => show, [show]);
  return (
    <ToastContext.Provider value={value}>
      <Toast.Provider swipeDirection="right" duration={5000} label="Notification">
        {children}
        {queue.map((toast) => (
          <Toast.Root
            key={toast.id}
            onOpenChange={(open) => {
              if (!open) setQueue((q) => q.filter((t) => t.id !== toast.id));
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
        ))}
        <Toast.Viewport className="fixed bottom-4 right-4 z-50 flex w-[min(24rem,calc(100vw-2rem))] flex-col gap-2 outline-none" />
      </Toast.Provider>
    </ToastContext.Provider>
  );
}
