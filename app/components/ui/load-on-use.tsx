import { type ComponentType, lazy, type ReactNode, Suspense, useCallback, useState } from "react";

/**
 * A component whose code downloads when a shopper is about to use it, not with every page that shows
 * its trigger (issue 18's JavaScript budget): a dialog, a viewer, a calculator. `preload` starts the
 * download early, from the trigger's `preloadOn` handlers (a resting pointer, focus); `Loaded` renders
 * the component once its code is there, and `fallback` (nothing unless given) until then.
 */
export function loadOnUse<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  const Component = lazy(load);
  // A failed early download is not the shopper's problem yet: `Loaded` asks again and its error boundary tells.
  const preload = () => void load().catch(() => {});
  // biome-ignore lint/correctness/noComponentHookFactories: made once per loadOnUse, called at a module's top level (as lazy() is)
  function Loaded({ fallback = null, ...props }: P & { fallback?: ReactNode }) {
    return (
      <Suspense fallback={fallback}>
        <Component {...(props as P)} />
      </Suspense>
    );
  }
  return { preload, preloadOn: { onPointerEnter: preload, onFocus: preload }, Loaded };
}

/**
 * False until the shopper first uses a thing (opens a dialog), then true for good: a loaded dialog
 * stays mounted, so closing it returns focus and reopening it is instant.
 */
export function useFirstUse(): [used: boolean, use: () => void] {
  const [used, setUsed] = useState(false);
  return [used, useCallback(() => setUsed(true), [])];
}
