import { type ReactNode, useRef, useState } from "react";
import { useHydrated } from "~/lib/use-hydrated";
import { loadOnUse, useFirstUse } from "./load-on-use";

// Radix's dialog loads when a shopper is about to open one, not with the page (issue 18's JavaScript budget).
const Box = loadOnUse(() => import("./dialog-or-details-box"));

type Props = { trigger: string; title: string; description?: string; triggerClassName?: string; children: ReactNode };

/**
 * More to read behind a link-like button: a dialog once JavaScript runs (Radix: focus kept inside,
 * Escape closes, focus returns), and before that, or without it, a native disclosure showing the
 * same content in place, so it is never out of reach.
 */
export function DialogOrDetails({ trigger, title, description, triggerClassName = "text-sm font-semibold underline", children }: Props) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const [opened, markOpened] = useFirstUse();
  const button = useRef<HTMLButtonElement>(null);
  if (!hydrated) {
    return (
      <details className="mt-2">
        <summary className={`cursor-pointer ${triggerClassName}`}>{trigger}</summary>
        <div className="mt-2">{children}</div>
      </details>
    );
  }
  return (
    <>
      <button
        ref={button}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        className={`mt-2 ${triggerClassName}`}
        {...Box.preloadOn}
        onClick={() => {
          markOpened();
          setOpen(true);
        }}
      >
        {trigger}
      </button>
      {opened ? (
        <Box.Loaded title={title} description={description} open={open} onOpenChange={setOpen} trigger={button}>
          {children}
        </Box.Loaded>
      ) : null}
    </>
  );
}
