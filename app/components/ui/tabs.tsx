import { createContext, type KeyboardEvent, type ReactNode, useContext, useId, useRef, useState } from "react";

/**
 * Tabs after the WAI-ARIA pattern, with the parts of Radix Tabs' API this site uses (Root, List,
 * Trigger, Content; value or defaultValue; `data-state` active/inactive for styling), in a few hundred
 * bytes instead of Radix's 11 KB gzipped (issue 18's JavaScript budget). A tab is chosen when it is
 * focused (automatic activation), by click or by the arrow keys, Home and End, which move between the
 * tabs and wrap around; only the chosen tab is in the Tab order, and only its panel is rendered.
 * The server renders the same markup as the hydrated page.
 */
type TabsState = { value: string; select: (value: string) => void; idOf: (part: "tab" | "panel", value: string) => string };
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
  className,
  children,
}: {
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
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
    <div ref={ref} role="tablist" aria-label={label} aria-orientation="horizontal" className={className} onKeyDown={onKeyDown}>
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
  return (
    <div
      role="tabpanel"
      id={tabs.idOf("panel", value)}
      aria-labelledby={tabs.idOf("tab", value)}
      data-state={active ? "active" : "inactive"}
      hidden={!active}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the WAI-ARIA tabs pattern puts the panel in the Tab order (as Radix did), for panels with nothing focusable.
      tabIndex={0}
      className={className}
    >
      {active ? children : null}
    </div>
  );
}
