import { createContext, type ReactNode, useCallback, useContext, useState } from "react";
import { emptyToastQueue, enqueueToast } from "~/domain/ui/toast-queue";
import { loadOnUse } from "./load-on-use";
import type { ToastMessage } from "./toast-view";

type Show = (toast: Omit<ToastMessage, "id">) => void;

const ToastContext = createContext<Show>(() => {});
// Radix Toast loads with a page's first toast, not with every page (issue 18's JavaScript budget); so does the
// queue's closing and removal, which only a shown toast needs.
const ToastView = loadOnUse(() => import("./toast-view"));

/** Shows a short message in the corner (Radix Toast: announced to screen readers, dismissed by swipe or Escape). */
export const useToast = () => useContext(ToastContext);

/**
 * The site's toasts, one at a time (discovery spec section 4, "Toast queue: at most one toast"): a
 * toast shown while another is up waits its turn and appears when that one closes.
 */
export function Toasts({ children }: { children: ReactNode }) {
  const [queue, setQueue] = useState(emptyToastQueue<ToastMessage>);
  const [shown, setShown] = useState(false);
  const show = useCallback<Show>((toast) => {
    setShown(true);
    setQueue((q) => enqueueToast(q, { ...toast, id: Date.now() + Math.random() }));
  }, []);
  return (
    <ToastContext.Provider value={show}>
      {children}
      {shown ? <ToastView.Loaded queue={queue} update={setQueue} /> : null}
    </ToastContext.Provider>
  );
}
