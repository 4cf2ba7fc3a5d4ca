import type { ReactNode } from "react";

/**
 * 'Show more' / 'Show less' without JavaScript: a native disclosure whose summary text swaps when
 * it opens. Keyboard and screen readers get the browser's own behaviour. In the text colour, not
 * the brand's: it sits on tinted panels (the finance box) where some brands' colours fall short of 4.5:1.
 */
export function Reveal({ more, less, open = false, children }: { more: string; less: string; open?: boolean; children: ReactNode }) {
  return (
    <details className="group" open={open}>
      <summary className="mt-2 inline-block cursor-pointer font-semibold text-ink underline underline-offset-2">
        <span className="group-open:hidden">{more}</span>
        <span className="hidden group-open:inline">{less}</span>
      </summary>
      {children}
    </details>
  );
}
