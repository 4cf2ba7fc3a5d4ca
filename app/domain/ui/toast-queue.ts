/**
 * Discovery spec section 4, "Toast queue: at most one toast; removal delay after dismissal is 1,000,000 ms": one toast
 * is shown at a time; one that arrives meanwhile waits and is shown when the current one closes. A dismissed toast
 * is not dropped at once: its record stays, hidden, for the removal delay, unless another toast takes the one place
 * first (decision 040: the delay never holds back the next toast).
 */
export type ToastQueue<T extends { id: number }> = {
  current: T | null;
  waiting: T[];
  /** The last toast closed while none was waiting, hidden, and when its record goes (ms, the caller's clock). */
  dismissed: { toast: T; removeAt: number } | null;
};

/** The spec's removal delay: how long a dismissed toast's record is kept, hidden (about 16.7 minutes). */
export const TOAST_REMOVE_DELAY_MS = 1_000_000;

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

/**
 * The toast `id` has closed (timed out, swiped, dismissed) at `now`: the next waiting one, if any, is shown; with none
 * waiting, the closed one's record is kept, hidden, until `now` + the removal delay.
 */
export function closeToast<T extends { id: number }>(queue: ToastQueue<T>, id: number, now: number): ToastQueue<T> {
  if (queue.current?.id !== id) return { ...queue, waiting: queue.waiting.filter((t) => t.id !== id) };
  const [next, ...rest] = queue.waiting;
  if (next) return { current: next, waiting: rest, dismissed: null };
  return { current: null, waiting: [], dismissed: { toast: queue.current, removeAt: now + TOAST_REMOVE_DELAY_MS } };
}

/** The dismissed toast's record goes once its removal delay has passed by `now`. */
export function removeDismissedToast<T extends { id: number }>(queue: ToastQueue<T>, now: number): ToastQueue<T> {
  return queue.dismissed && now >= queue.dismissed.removeAt ? { ...queue, dismissed: null } : queue;
}
