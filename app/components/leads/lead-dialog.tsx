import { useRef, useState } from "react";
import { loadOnUse, useFirstUse } from "~/components/ui/load-on-use";
import type { LeadFormKind } from "~/leads/lead-forms";
import { useHydrated } from "~/lib/use-hydrated";

// The dialog (Radix's dialog, the form and its validation) loads when a shopper is about to open one,
// not with every page (issue 18's JavaScript budget).
const Box = loadOnUse(() => import("./lead-dialog-box"));

type Props = {
  kind: LeadFormKind;
  title: string;
  trigger: string;
  carId?: number;
  locationId?: number;
  className: string;
  description?: string;
  /** The trigger's accessible name where its words alone are ambiguous (one 'Quick Enquiry' per card). */
  triggerLabel?: string;
};

export const leadPageHref = ({ kind, carId, locationId }: Pick<Props, "kind" | "carId" | "locationId">) =>
  `/enquiry?${new URLSearchParams({ form: kind, ...(carId ? { car_id: String(carId) } : {}), ...(locationId ? { location_id: String(locationId) } : {}) })}`;

/**
 * A lead form in a dialog (800 px wide at most, its body scrolling within 85vh - 6rem, per the
 * discovery spec). The form's setup is fetched when it opens. Without JavaScript the trigger is a
 * link to the same form on its own page.
 */
export function LeadDialog({ kind, title, trigger, carId, locationId, className, description, triggerLabel }: Props) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  // Mounted at the first opening and kept, so a closing dialog returns focus and a reopening one is instant.
  const [opened, markOpened] = useFirstUse();
  const button = useRef<HTMLButtonElement>(null);
  const href = leadPageHref({ kind, carId, locationId });
  if (!hydrated)
    return (
      <a href={href} className={className} aria-label={triggerLabel}>
        {trigger}
      </a>
    );
  return (
    <>
      <button
        ref={button}
        type="button"
        className={className}
        aria-label={triggerLabel}
        aria-haspopup="dialog"
        aria-expanded={open}
        {...Box.preloadOn}
        onClick={() => {
          markOpened();
          setOpen(true);
        }}
      >
        {trigger}
      </button>
      {opened ? (
        <Box.Loaded title={title} description={description} href={href} open={open} onOpenChange={setOpen} trigger={button} />
      ) : null}
    </>
  );
}
