import { type ComponentType, lazy, memo, Suspense, useEffect, useLayoutEffect, useRef, useState } from "react";
import { useNavigation } from "react-router";
import { type IslandWhen, IslandReady, useIslandTriggers } from "./island-triggers";

export type { IslandWhen } from "./island-triggers";
export type IslandBox = { className?: string; id?: string };

// No layout effect on the server (React warns); the island's own effects run only in the browser anyway.
const useBrowserLayoutEffect = typeof document === "undefined" ? useEffect : useLayoutEffect;

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
 * shopper is about to use it (issue 18's JavaScript budget), for a form or a calculator (decision 027).
 *
 * Give it the component's loader, naming the module and the component once, and on the server await its
 * code before any page renders it, in a branch the browser's build drops (so that the browser's build has
 * no static import of the component, and each island's code is a chunk of its own):
 * `export const FormIsland = island(() => import("./form").then((m) => m.Form), { use: true, near: true });`
 * `if (import.meta.env.SSR) await FormIsland.preload();`
 * Its HTML is in the page inside a Suspense boundary
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
export function island<P extends object>(load: () => Promise<ComponentType<P>>, when: IslandWhen = { use: true, idle: true }) {
  // The island's code, behind a gate the first trigger opens (for every island of this kind on the page).
  let open: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    open = resolve;
  });
  // The island's component once its code is here: an island mounted after that renders it at once, not
  // through lazy()'s first suspension, which React reveals only after its throttle (about 300 ms).
  let loaded: ComponentType<P> | null = null;
  const loadCode = () =>
    load().then((component) => {
      loaded = component;
      return { default: component };
    });
  const Gated = lazy(() => gate.then(loadCode));
  // biome-ignore lint/correctness/noComponentHookFactories: made once per island, called at a module's top level (as lazy() is)
  function IslandBox({ box, ...props }: P & { box?: IslandBox }) {
    const ref = useRef<HTMLDivElement>(null);
    // Chosen once: switching from the lazy component to the loaded one would remount what is inside. On the
    // server it is the loaded one (the island's module awaits `preload()` there).
    const [Inner] = useState(() => loaded ?? Gated);
    useBrowserLayoutEffect(() => {
      const element = ref.current;
      // Mounted by a client navigation (no server HTML to keep): load now.
      if (!element?.firstChild) open();
    }, []);
    useIslandTriggers(ref, open, when);
    return (
      <div ref={ref} data-island="" className={box?.className} id={box?.id}>
        <OpenWhenNavigating open={open} />
        <Suspense fallback={null}>
          <Inner {...(props as P)} />
          <IslandReady box={ref} />
        </Suspense>
      </div>
    );
  }
  // Re-rendered only when its props change: a re-render would make React hydrate the boundary at once.
  const Island = memo(IslandBox) as unknown as ComponentType<P & { box?: IslandBox }>;
  /**
   * Opens the gate and fetches the code, for a route about to mount the island without server HTML (a
   * client navigation's loader): awaited there, the island renders with the page. Never rejects. On the
   * server, awaited by the island's module, so that every render has the component itself.
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
