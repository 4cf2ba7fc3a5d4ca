import { describe, expect, it } from "vitest";
import { closeToast, emptyToastQueue, enqueueToast, MAX_WAITING_TOASTS, type ToastQueue } from "./toast-queue";

type T = { id: number; title: string };
const toast = (id: number): T => ({ id, title: `Toast ${id}` });
const shown = (q: ToastQueue<T>) => (q.current ? [q.current] : []);

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
    q = closeToast(q, 1);
    expect(q.current).toEqual(toast(2));
    q = closeToast(q, 2);
    expect(q.current).toEqual(toast(3));
    q = closeToast(q, 3);
    expect(q).toEqual(emptyToastQueue());
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
    q = closeToast(q, 2);
    expect(q.waiting.map((t) => t.id)).toEqual([3]);
    expect(closeToast(q, 99)).toEqual(q);
    expect(closeToast(q, 1).current).toEqual(toast(3));
  });
});
