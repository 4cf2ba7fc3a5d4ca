import { describe, expect, it } from "vitest";
import { closeToast, removeDismissedToast, TOAST_REMOVE_DELAY_MS } from "./toast-close";
import { emptyToastQueue, enqueueToast, MAX_WAITING_TOASTS, type ToastQueue } from "./toast-queue";

type T = { id: number; title: string };
const toast = (id: number): T => ({ id, title: `Toast ${id}` });
const shown = (q: ToastQueue<T>) => (q.current ? [q.current] : []);
const NOW = 1_700_000_000_000;

describe("the toast queue (discovery spec section 4: at most one toast)", () => {
  it("shows the first toast at once", () => {
    const q = enqueueToast(emptyToastQueue<T>(), toast(1));
    expect(q.current).toEqual(toast(1));
    expect(q.waiting).toEqual([]);
  });

  it("never shows more than one: a toast that arrives meanwhile waits", () => {
    let q = emptyToastQueue<T>();
    for (const id of [1, 2]) q = enqueueToast(q, toast(id));
    expect(shown(q)).toEqual([toast(1)]);
    expect(q.waiting).toEqual([toast(2)]);
  });

  it("shows the next one when the current one closes, in the order they came", () => {
    let q = emptyToastQueue<T>();
    for (const id of [1, 2, 3]) q = enqueueToast(q, toast(id));
    q = closeToast(q, 1, NOW);
    expect(q.current).toEqual(toast(2));
    q = closeToast(q, 2, NOW);
    expect(q.current).toEqual(toast(3));
    q = closeToast(q, 3, NOW);
    expect(q.current).toBeNull();
    expect(q.waiting).toEqual([]);
  });

  it(`keeps only the latest ${MAX_WAITING_TOASTS} waiting, dropping the oldest waiting one`, () => {
    let q = emptyToastQueue<T>();
    for (const id of [1, 2, 3, 4]) q = enqueueToast(q, toast(id));
    expect(q.current).toEqual(toast(1));
    expect(q.waiting.map((t) => t.id)).toEqual([3, 4]);
  });

  it("a waiting toast closed before its turn never shows; closing an unknown id changes nothing", () => {
    let q = emptyToastQueue<T>();
    for (const id of [1, 2, 3]) q = enqueueToast(q, toast(id));
    q = closeToast(q, 2, NOW);
    expect(q.waiting.map((t) => t.id)).toEqual([3]);
    expect(closeToast(q, 99, NOW)).toEqual(q);
    expect(closeToast(q, 1, NOW).current).toEqual(toast(3));
  });
});

describe("the removal delay after dismissal (discovery spec section 4: 1,000,000 ms)", () => {
  it("is the spec's 1,000,000 ms", () => {
    expect(TOAST_REMOVE_DELAY_MS).toBe(1_000_000);
  });

  it("keeps a dismissed toast's record, hidden, until the delay has passed, then drops it", () => {
    let q = closeToast(enqueueToast(emptyToastQueue<T>(), toast(1)), 1, NOW);
    expect(q.current).toBeNull();
    expect(q.dismissed).toEqual({ toast: toast(1), removeAt: NOW + 1_000_000 });
    q = removeDismissedToast(q, NOW + 999_999);
    expect(q.dismissed?.toast).toEqual(toast(1));
    q = removeDismissedToast(q, NOW + 1_000_000);
    expect(q).toEqual(emptyToastQueue());
  });

  it("does not hold back the next toast: it shows at once, in the dismissed one's place", () => {
    const q = enqueueToast(closeToast(enqueueToast(emptyToastQueue<T>(), toast(1)), 1, NOW), toast(2));
    expect(shown(q)).toEqual([toast(2)]);
    expect(q.dismissed).toBeNull();
  });

  it("keeps no record when a waiting toast takes the place at once", () => {
    let q = emptyToastQueue<T>();
    for (const id of [1, 2]) q = enqueueToast(q, toast(id));
    q = closeToast(q, 1, NOW);
    expect(q).toEqual({ current: toast(2), waiting: [], dismissed: null });
  });
});
