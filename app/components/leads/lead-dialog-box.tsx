import * as Dialog from "@radix-ui/react-dialog";
import { lazy, type RefObject, Suspense, useEffect, useState } from "react";
import type { LeadFormSetup } from "~/leads/lead-form-setup";

const loadForm = () => import("./lead-form");
const LeadForm = lazy(() => loadForm().then((m) => ({ default: m.LeadForm })));

type Props = {
  title: string;
  description?: string;
  /** The form's own page (`/enquiry?form=...`): its setup comes from /api/lead-form with the same query. */
  href: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opened it, which gets focus back on close (it is not a Radix trigger). */
  trigger: RefObject<HTMLButtonElement | null>;
};

/**
 * The dialog of `LeadDialog`, loaded the first time a shopper opens one (with Radix's dialog and,
 * once the setup has come, the form), so no page downloads it up front. Each opening fetches a fresh
 * setup: the form's robot check and timer are single-use.
 */
export default function LeadDialogBox({ title, description, href, open, onOpenChange, trigger }: Props) {
  const [setup, setSetup] = useState<LeadFormSetup | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!open) return;
    setFailed(false);
    // The form's code downloads while its setup is on the way.
    void loadForm();
    fetch(`/api/lead-form${href.slice("/enquiry".length)}`)
      .then(async (res) => {
        if (!res.ok) throw new Error(`lead form ${res.status}`);
        setSetup((await res.json()) as LeadFormSetup);
      })
      .catch((error: unknown) => {
        console.error(error);
        setFailed(true);
      });
  }, [open, href]);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            trigger.current?.focus();
          }}
          className="fixed left-1/2 top-1/2 z-50 flex max-h-[calc(100vh-2rem)] w-[calc(100%-1rem)] max-w-[800px] -translate-x-1/2 -translate-y-1/2 flex-col rounded-site bg-surface text-ink shadow-xl"
        >
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
