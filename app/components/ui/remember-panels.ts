import { createContext } from "react";

/**
 * Whether named panels below remember their state (the site's `vehicle.rememberPanels`), read by Reveal
 * (reveal.tsx). In a module of its own so that a page can set it without downloading the panels' code
 * with its own, when its panels are in islands (issue 18's JavaScript budget).
 */
export const RememberPanelsContext = createContext(false);
export const RememberPanels = RememberPanelsContext.Provider;
