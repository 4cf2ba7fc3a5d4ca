import { type RefObject, useEffect } from "react";
import { takeEarlyPresses } from "~/lib/early-presses";
import { whenIdle } from "~/lib/when-idle";

/** When an island's code loads: the shopper's first touch, key or focus inside it; its coming near the screen; the browser's first idle moment after the page. */
export type IslandWhen = { use?: boolean; near?: boolean; idle?: boolean };

/** Events that mean the shopper is at an island: listened for on the window, before React's own listeners can stop them. */
const USE_EVENTS = ["pointerdown", "touchstart", "focusin", "keydown"] as const;

/** Buttons pressed in an island before it was hydrated, pressed again once it is. */
const pendingClick = new WeakMap<HTMLElement, HTMLButtonElement>();
/** Keys that move within a widget (tabs, an accordion's headers), held while its island hydrates and given to it then. */
const MOVE_KEYS = new Set(["ArrowUp", "ArrowDown", "ArrowLeft", "ArrowRight", "Home", "End"]);
const pendingKeys = new WeakMap<HTMLElement, { target: Element; init: KeyboardEventInit }[]>();
const isTextField = (target: Element) => target.closest("input, textarea, select, [contenteditable]") !== null;

/**
 * Listens, while the island in `box` is not hydrated, for what should load its code (`when`, and any press
 * or moving key inside it), and calls `open` then. Presses and moving keys are held for `IslandReady`, which gives them to the island once hydrated.
 */
export function useIslandTriggers(box: RefObject<HTMLDivElement | null>, open: () => void, when: IslandWhen) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: listened for once, from the island's mount (its gate and `when` never change)
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const cleanups: (() => void)[] = [];
    // A button pressed between the first paint and the page's hydration, recorded by the page's head script.
    const early = takeEarlyPresses(element).at(-1);
    if (early) {
      pendingClick.set(element, early);
      open();
    }
    // A button pressed before the island is hydrated (React would drop the click, and a submit button
    // would post the form as a plain form) is pressed again once it is, so the form's own code runs.
    const onClick = (event: MouseEvent) => {
      if (element.dataset.island === "ready" || !(event.target instanceof Element) || !element.contains(event.target)) return;
      const button = event.target.closest("button");
      if (!button) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      pendingClick.set(element, button);
      open();
    };
    window.addEventListener("click", onClick, { capture: true });
    cleanups.push(() => window.removeEventListener("click", onClick, { capture: true }));
    // An arrow key (or Home, End) pressed on a widget before it is hydrated would scroll the page, and the
    // widget would never hear of it: it is held and given to the widget once hydrated. Typing in a field
    // needs nothing (the field keeps its value).
    const onKey = (event: KeyboardEvent) => {
      const target = event.target;
      if (element.dataset.island === "ready" || !MOVE_KEYS.has(event.key) || !(target instanceof Element)) return;
      if (!element.contains(target) || isTextField(target) || event.altKey || event.ctrlKey || event.metaKey) return;
      event.preventDefault();
      const { key, code, shiftKey } = event;
      pendingKeys.set(element, [...(pendingKeys.get(element) ?? []), { target, init: { key, code, shiftKey } }]);
      open();
    };
    window.addEventListener("keydown", onKey, { capture: true });
    cleanups.push(() => window.removeEventListener("keydown", onKey, { capture: true }));
    if (when.use) {
      // Focus may already be inside, from before the page's JavaScript ran.
      if (element.contains(document.activeElement)) open();
      const onUse = (event: Event) => {
        if (event.target instanceof Node && element.contains(event.target)) open();
      };
      for (const type of USE_EVENTS) window.addEventListener(type, onUse, { capture: true, passive: true });
      cleanups.push(() => {
        for (const type of USE_EVENTS) window.removeEventListener(type, onUse, { capture: true });
      });
    }
    if (when.near && "IntersectionObserver" in window) {
      const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && open(), {
        rootMargin: "400px 0px",
      });
      observer.observe(element);
      cleanups.push(() => observer.disconnect());
    }
    if (when.idle) {
      cleanups.push(whenIdle(() => open(), 3000));
    }
    return () => {
      for (const cleanup of cleanups) cleanup();
    };
  }, []);
}

/**
 * Renders nothing; its effect runs when the island's boundary has hydrated (or mounted): it marks the
 * island's box `data-island="ready"` and presses a button pressed before then.
 */
export function IslandReady({ box }: { box: RefObject<HTMLDivElement | null> }) {
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    element.dataset.island = "ready";
    const button = pendingClick.get(element);
    pendingClick.delete(element);
    if (button?.isConnected && !button.disabled) button.click();
    // React's handlers (a tab list's roving focus) answer a dispatched key as they would the shopper's.
    for (const { target, init } of pendingKeys.get(element) ?? [])
      if (target.isConnected) target.dispatchEvent(new KeyboardEvent("keydown", { ...init, bubbles: true, cancelable: true }));
    pendingKeys.delete(element);
  }, [box]);
  return null;
}
