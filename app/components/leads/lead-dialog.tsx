import * as Dialog from "@radix-ui/react-dialog";
import { lazy, Suspense, useState } from "react";
import type { LeadFormSetup } from "~/leads/lead-form-setup";
import type { LeadFormKind } from "~/leads/lead-forms";
import { useHydrated } from "~/lib/use-hydrated";

// The form (and its validation) loads when a dialog is about to open, not with every page.
const loadForm = () => import("./lead-form");
const LeadForm = lazy(() => loadForm().then((m) => ({ default: m.LeadForm })));

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
  const [setup, setSetup] = useState<LeadFormSetup | null>(null);
  const [failed, setFailed] = useState(false);
  const href = leadPageHref({ kind, carId, locationId });
  if (!hydrated)
    return (
      <a href={href} className={className} aria-label={triggerLabel}>
        {trigger}
      </a>
    );
  const open = async () => {
    setFailed(false);
    try {
      const res = await fetch(`/api/lead-form${href.slice("/enquiry".length)}`);
      if (!res.ok) throw new Error(`lead form ${res.status}`);
      setSetup((await res.json()) as LeadFormSetup);
    } catch (error) {
      console.error(error);
      setFailed(true);
    }
  };
  return (
    <Dialog.Root onOpenChange={(isOpen) => isOpen && open()}>
      <Dialog.Trigger className={className} onPointerEnter={loadForm} onFocus={loadForm} aria-label={triggerLabel}>
        {trigger}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 flex max-h-[calc(100vh-2rem)] w-[calc(100%-1rem)] max-w-[800px] -translate-x-1/2 -translate-y-1/2 flex-col rounded-site bg-surface text-ink shadow-xl">
          <div className="flex items-start justify-between gap-4 border-b border-black/10 p-5">
            <div>
              <Dialog.Title className="font-heading text-xl font-bold">{title}</Dialog.Title>
              <Dialog.Description className="mt-1 text-sm text-muted">
                {description ?? "We usually reply within one business day. Fields marked * are required."}
              </Dialog.Description>
            </div>
            <Dialog.Close className="rounded-site px-3 py-1 text-sm font-semibold ring-1 ring-black/15">Close</Dialog.Close>
          </div>
          <div className="max-h-[calc(85vh-6rem)] overflow-y-auto p-5">
            {setup ? (
              <Suspense fallback={<p role="status">Loading the form…</p>}>
                <LeadForm setup={setup} />
              </Suspense>
            ) : failed ? (
              <p role="alert">
                The form did not load.{" "}
                <a href={href} className="font-semibold underline">
                  Open it on its own page
                </a>
                .
              </p>
            ) : (
              <p role="status">Loading the form…</p>
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
