import { useRouteLoaderData } from "react-router";

/** The console layout route's id: its loader holds the viewer and the form token every console form carries. */
export const CONSOLE_LAYOUT_ID = "dealer-layout";
export const CSRF_FIELD = "_csrf";

export type ConsoleLayoutData = {
  csrf: string;
  staff: { name: string; email: string };
  role: string;
  roleLabel: string;
  site: { name: string; origin: string };
  nav: { to: string; label: string; count?: number }[];
  /** Leads nobody has opened yet, across the viewer's dealerships. */
  unread: number;
  /** Offer a passkey at the top of every page until the person adds one or says "Not now". */
  passkeyPrompt: boolean;
};

export function useConsoleLayout(): ConsoleLayoutData {
  const data = useRouteLoaderData(CONSOLE_LAYOUT_ID) as ConsoleLayoutData | undefined;
  if (!data) throw new Error("A console page rendered outside the console layout");
  return data;
}
