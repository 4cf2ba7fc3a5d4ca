import type { ToastQueue } from "./toast-queue";

/** The spec's removal delay: how long a dismissed toast's record is kept, hidden (about 16.7 minutes). */
export const TOAST_REMOVE_DELAY_MS = 1_000_000;

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
