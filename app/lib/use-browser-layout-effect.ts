import { useEffect, useLayoutEffect } from "react";

/**
 * A layout effect in the browser, for code that takes over from the server's HTML before the browser handles another
 * key or paints (its re-render is synchronous). On the server, where neither runs, useEffect, as React warns of
 * useLayoutEffect there.
 */
export const useBrowserLayoutEffect = typeof document === "undefined" ? useEffect : useLayoutEffect;
