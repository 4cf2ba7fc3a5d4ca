import { type ComponentType, lazy, memo, Suspense, useEffect, useLayoutEffect, useRef, useState } from "react";
import { useNavigation } from "react-router";
import { takeEarlyPresses } from "~/lib/early-presses";
import { whenIdle } from "~/lib/when-idle";

/** When an island's code loads: the shopper's first touch, key or focus inside it; its coming near the screen; the browser's first idle moment after the page. */
export type IslandWhen = { use?: boolean; near?: boolean; idle?: boolean };
export type IslandBox = { className?: string; id?: string };

/** Events that mean the shopper is at an island: listened for on the window, before React's own listeners can stop them. */
const USE_EVENTS = ["pointerdown", "touchstart", "focusin", "keydown"] as const;
// No layout effect on the server (React warns); the island's own effects run only in the browser anyway.
const useBrowserLayoutEffect = typeof document === "undefined" ? useEffect : useLayoutEffect;

/** Buttons pressed in an island before it was hydrated, pressed again once it is. */
const pendingClick = new WeakMap<HTMLElement, HTMLButtonElement>();
/** Keys that move within a widget (tabs, an accordion's headers), held while its island hydrates and given to it then. */
const MOVE_KEYS = new Set(["ArrowUp", "ArrowDown", "ArrowLeft", "ArrowRight", "Home", "End"]);
const pendingKeys = new WeakMap<HTMLElement, { target: Element; init: KeyboardEventInit }[]>();
const isTextField = (target: Element) => target.closest("input, textarea, select, [contenteditable]") !== null;

/**
 * Renders nothing; its effect runs when the island's boundary has hydrated (or mounted): it marks the
 * island's box `data-island="ready"` and presses a button pressed before then.
 */
function Ready({ box }: { box: React.RefObject<HTMLDivElement | null> }) {
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

/**
 * Renders nothing; opens an island's gate when the page navigates or revalidates. A navigation re-renders
 * the page around the island and React must then hydrate it first, so its code must be on its way. Its own
 * component, so that the router's every state change (a navigation's start and end, a revalidation) re-renders
 * this and not the island: the island re-renders only when its props change.
 */
function OpenWhenNavigating({ open }: { open: () => void }) {
  const navigation = useNavigation();
  if (navigation.state !== "idle") open();
  return null;
}

/**
 * The server-rendered flavour of loadOnUse (load-on-use.tsx), in its own module so that only the pages
 * with an island download it: a component the server renders in full, whose code downloads when the
 * shopper is about to use it (issue 18's JavaScript budget), for a form or a calculator.
 *
 * Give it the component itself for the server (`{ server: import.meta.env.SSR ? (await import("./form")).Form : undefined }`,
 * so the browser's build has no static import of it). Its HTML is in the page inside a Suspense boundary
 * (no fallback), and in the browser that boundary stays as the server wrote it, un-hydrated, until the
 * code is wanted (`when`: the shopper's first pointer, touch, key or focus inside it, its coming near
 * the screen, the browser's first idle moment after the page; any navigation or revalidation of the page
 * too, so an update never waits on it). React then hydrates it in place (selective hydration): nothing
 * moves, and what was typed or chosen meanwhile stays in the fields (React keeps a field's value when
 * it hydrates it); a button pressed meanwhile is pressed again once it has hydrated, and an arrow key
 * pressed on a widget in it is given to the widget then. Without JavaScript
 * it is the server's HTML, forms posting as plain forms. Mounted by a client navigation it loads at once.
 * Its box is `data-island="ready"` once hydrated.
 */
export function island<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  { server, when = { use: true, idle: true } }: { server?: ComponentType<P>; when?: IslandWhen },
) {
  // The island's code, behind a gate the first trigger opens (for every island of this kind on the page).
  let open: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    open = resolve;
  });
  // The island's component once its code is here: an island mounted after that renders it at once, not
  // through lazy()'s first suspension, which React reveals only after its throttle (about 300 ms).
  let loaded: ComponentType<P> | null = null;
  const loadCode = () =>
    load().then((module) => {
      loaded = module.default;
      return module;
    });
  const Gated = server ?? lazy(() => gate.then(loadCode));
  // biome-ignore lint/correctness/noComponentHookFactories: made once per island, called at a module's top level (as lazy() is)
  function IslandBox({ box, ...props }: P & { box?: IslandBox }) {
    const ref = useRef<HTMLDivElement>(null);
    // Chosen once: switching from the lazy component to the loaded one would remount what is inside.
    const [Inner] = useState(() => loaded ?? Gated);
    useBrowserLayoutEffect(() => {
      const element = ref.current;
      // Mounted by a client navigation (no server HTML to keep): load now.
      if (!element?.firstChild) open();
    }, []);
    useEffect(() => {
      const element = ref.current;
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
    return (
      <div ref={ref} data-island="" className={box?.className} id={box?.id}>
        <OpenWhenNavigating open={open} />
        <Suspense fallback={null}>
          <Inner {...(props as P)} />
          <Ready box={ref} />
        </Suspense>
      </div>
    );
  }
  // Re-rendered only when its props change: a re-render would make React hydrate the boundary at once.
  const Island = memo(IslandBox) as unknown as ComponentType<P & { box?: IslandBox }>;
  /**
   * Opens the gate and fetches the code, for a route about to mount the island without server HTML (a
   * client navigation's loader): awaited there, the island renders with the page. Never rejects.
   */
  const preload = (): Promise<void> => {
    open();
    return loadCode().then(
      () => undefined,
      () => undefined,
    );
  };
  return Object.assign(Island, { preload });
}
