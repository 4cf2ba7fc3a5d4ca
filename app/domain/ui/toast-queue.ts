/**
 * Discovery spec section 4, "Toast queue: at most one toast": one toast is shown at a time; one
 * that arrives meanwhile waits and is shown when the current one closes.
 */
export type ToastQueue<T extends { id: number }> = { current: T | null; waiting: T[] };

/**
 * How many toasts may wait behind the one shown. A shopper saving car after car should hear about
 * the last few, not sit through a minute of stale messages: past this the oldest waiting is dropped.
 */
export const MAX_WAITING_TOASTS = 2;

export const emptyToastQueue = <T extends { id: number }>(): ToastQueue<T> => ({ current: null, waiting: [] });

/** Shows `toast` now when none is shown, else puts it at the back of the line. */
export function enqueueToast<T extends { id: number }>(queue: ToastQueue<T>, toast: T): ToastQueue<T> {
  if (queue.current === null) return { current: toast, waiting: queue.waiting };
  return { current: queue.current, waiting: [...queue.waiting, toast].slice(-MAX_WAITING_TOASTS) };
}

/** The toast `id` has closed (timed out, swiped, dismissed): the next waiting one, if any, is shown. */
export function closeToast<T extends { id: number }>(queue: ToastQueue<T>, id: number): ToastQueue<T> {
  if (queue.current?.id === id) return { current: queue.waiting[0] ?? null, waiting: queue.waiting.slice(1) };
  return { current: queue.current, waiting: queue.waiting.filter((t) => t.id !== id) };
}
