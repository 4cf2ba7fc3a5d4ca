import { createContext, type KeyboardEvent, type ReactNode, useContext, useId, useRef, useState } from "react";

/**
 * Tabs after the WAI-ARIA pattern, with the parts of Radix Tabs' API this site uses (Root, List,
 * Trigger, Content; value or defaultValue; `data-state` active/inactive for styling), in a few hundred
 * bytes instead of Radix's 11 KB gzipped (issue 18's JavaScript budget). A tab is chosen when it is
 * focused (automatic activation), by click or by the arrow keys, Home and End, which move between the
 * tabs and wrap around; only the chosen tab is in the Tab order, and only its panel is rendered.
 * The server renders the same markup as the hydrated page.
 *
 * `allPanelsWithoutJavaScript`: every panel is rendered, the others hidden, so that without JavaScript the tab list
 * steps aside and every panel shows (root.tsx's js-only and js-collapsed). With JavaScript the first paint is already
 * the tabs as they hydrate: no switch from a plain list to tabs once the page runs (issue 18: it moved everything
 * below and made React remove a page of elements as it hydrated).
 */
type TabsState = {
  value: string;
  select: (value: string) => void;
  idOf: (part: "tab" | "panel", value: string) => string;
  allPanelsWithoutJavaScript: boolean;
};
const TabsContext = createContext<TabsState | null>(null);

function useTabs(): TabsState {
  const state = useContext(TabsContext);
  if (!state) throw new Error("Tabs parts belong inside <Root>");
  return state;
}

export function Root({
  value,
  defaultValue,
  onValueChange,
  allPanelsWithoutJavaScript = false,
  className,
  children,
}: {
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  allPanelsWithoutJavaScript?: boolean;
  className?: string;
  children: ReactNode;
}) {
  const baseId = useId();
  const [own, setOwn] = useState(defaultValue ?? "");
  const current = value ?? own;
  const state: TabsState = {
    value: current,
    select: (next) => {
      if (next === current) return;
      setOwn(next);
      onValueChange?.(next);
    },
    // Values become parts of ids, so they are slugs or plain words.
    idOf: (part, v) => `${baseId}-${part}-${v}`,
    allPanelsWithoutJavaScript,
  };
  return (
    <TabsContext.Provider value={state}>
      <div className={className} data-orientation="horizontal">
        {children}
      </div>
    </TabsContext.Provider>
  );
}

const MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_, n) => n - 1,
};

export function List({ className, children, "aria-label": label }: { className?: string; children: ReactNode; "aria-label": string }) {
  const { allPanelsWithoutJavaScript } = useTabs();
  const ref = useRef<HTMLDivElement>(null);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const move = MOVES[event.key];
    const tabs = [...(ref.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]:not(:disabled)') ?? [])];
    const index = tabs.indexOf(event.target as HTMLButtonElement);
    if (!move || index < 0) return;
    event.preventDefault();
    // Focusing a tab chooses it (Trigger's onFocus).
    tabs[move(index, tabs.length)]?.focus();
  };
  return (
    <div
      ref={ref}
      role="tablist"
      aria-label={label}
      aria-orientation="horizontal"
      className={allPanelsWithoutJavaScript ? `js-only ${className ?? ""}` : className}
      onKeyDown={onKeyDown}
    >
      {children}
    </div>
  );
}

export function Trigger({ value, className, children }: { value: string; className?: string; children: ReactNode }) {
  const tabs = useTabs();
  const active = tabs.value === value;
  return (
    <button
      type="button"
      role="tab"
      id={tabs.idOf("tab", value)}
      aria-selected={active}
      aria-controls={tabs.idOf("panel", value)}
      data-state={active ? "active" : "inactive"}
      tabIndex={active ? 0 : -1}
      className={className}
      onClick={() => tabs.select(value)}
      onFocus={() => tabs.select(value)}
    >
      {children}
    </button>
  );
}

export function Content({ value, className, children }: { value: string; className?: string; children: ReactNode }) {
  const tabs = useTabs();
  const active = tabs.value === value;
  // Hidden by a class, not the hidden attribute: Tailwind's base layer hides [hidden] with !important, which
  // js-collapsed (not in a layer) cannot undo.
  const keptHidden = !active && tabs.allPanelsWithoutJavaScript;
  return (
    <div
      role="tabpanel"
      id={tabs.idOf("panel", value)}
      aria-labelledby={tabs.idOf("tab", value)}
      data-state={active ? "active" : "inactive"}
      hidden={!active && !keptHidden}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the WAI-ARIA tabs pattern puts the panel in the Tab order (as Radix did), for panels with nothing focusable.
      tabIndex={0}
      className={keptHidden ? `hidden js-collapsed ${className ?? ""}` : className}
    >
      {active || keptHidden ? children : null}
    </div>
  );
}
