import { type ReactNode, useContext, useEffect, useRef } from "react";
import { panelStorageKey, panelStorageValue, parsePanelState } from "~/domain/ui/panel-memory";
import { RememberPanelsContext } from "./remember-panels";

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null; // storage blocked: the panel simply starts as the page says
  }
}

/**
 * 'Show more' / 'Show less' without JavaScript: a native disclosure whose summary text swaps when
 * it opens, sliding over 300 ms (`.reveal` in app.css; not under reduced motion). Keyboard and
 * screen readers get the browser's own behaviour. In the text colour, not the brand's: it sits on
 * tinted panels (the finance box) where some brands' colours fall short of 4.5:1. A panel with a
 * `name`, on a site that remembers panels, reopens as the shopper last left it. With `buttonAfter`, the
 * open panel's button stands under its content (a flex order: the summary stays first for the browser).
 */
export function Reveal({
  more,
  less,
  open = false,
  name,
  buttonAfter = false,
  children,
}: {
  more: string;
  less: string;
  open?: boolean;
  name?: string;
  buttonAfter?: boolean;
  children: ReactNode;
}) {
  const remember = useContext(RememberPanelsContext) && name ? name : null;
  const ref = useRef<HTMLDetailsElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the server's `open`, read once when the panel's code first runs.
  useEffect(() => {
    const details = ref.current;
    if (!remember || !details) return;
    // Opened or closed before this code ran (a panel in an island hydrates late): the shopper's choice, kept.
    if (details.open !== open) return void storage()?.setItem(panelStorageKey(remember), panelStorageValue(details.open));
    const remembered = parsePanelState(storage()?.getItem(panelStorageKey(remember)) ?? null);
    if (remembered !== null) details.open = remembered;
  }, [remember]);
  return (
    <details
      ref={ref}
      className={buttonAfter ? "reveal group flex flex-col items-start" : "reveal group"}
      open={open}
      onToggle={(e) => {
        if (remember) storage()?.setItem(panelStorageKey(remember), panelStorageValue(e.currentTarget.open));
      }}
    >
      <summary
        className={`mt-2 inline-block cursor-pointer font-semibold text-ink underline underline-offset-2${buttonAfter ? " order-last" : ""}`}
      >
        <span className="group-open:hidden">{more}</span>
        <span className="hidden group-open:inline">{less}</span>
      </summary>
      {children}
    </details>
  );
}
