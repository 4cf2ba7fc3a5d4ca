/**
 * Discovery spec section 4, "Toast queue: at most one toast; removal delay after dismissal is 1,000,000 ms": one toast
 * is shown at a time; one that arrives meanwhile waits and is shown when the current one closes. A dismissed toast
 * is not dropped at once: its record stays, hidden, for the removal delay, unless another toast takes the one place
 * first (decision 039: the delay never holds back the next toast). Closing and removal are `toast-close.ts`, loaded
 * with the toast's own code, not with every page.
 */
export type ToastQueue<T extends { id: number }> = {
  current: T | null;
  waiting: T[];
  /** The last toast closed while none was waiting, hidden, and when its record goes (ms, the caller's clock). */
  dismissed: { toast: T; removeAt: number } | null;
};

/**
 * How many toasts may wait behind the one shown. A shopper saving car after car should hear about
 * the last few, not sit through a minute of stale messages: past this the oldest waiting is dropped.
 */
export const MAX_WAITING_TOASTS = 2;

export const emptyToastQueue = <T extends { id: number }>(): ToastQueue<T> => ({ current: null, waiting: [], dismissed: null });

/** Shows `toast` now when none is shown (in the dismissed one's place), else puts it at the back of the line. */
export function enqueueToast<T extends { id: number }>(queue: ToastQueue<T>, toast: T): ToastQueue<T> {
  if (queue.current === null) return { current: toast, waiting: queue.waiting, dismissed: null };
  return { ...queue, waiting: [...queue.waiting, toast].slice(-MAX_WAITING_TOASTS) };
}
