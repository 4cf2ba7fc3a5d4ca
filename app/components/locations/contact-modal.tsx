import * as Dialog from "@radix-ui/react-dialog";
import { type FormEvent, useState } from "react";
import { Link } from "react-router";
import { useHydrated } from "~/lib/use-hydrated";

const FAILURE = "An error occurred when submitting this form";

/**
 * 'Contact Us at {location name}' with a hidden location_id. It posts to the lead endpoint
 * contract (POST /api/leads); on failure what was typed stays in the form. Without JavaScript the
 * button is a link to the location's contact page.
 */
export function ContactModal({ location, trigger, subcategory }: { location: { id: number; name: string; contactSlug: string }; trigger: string; subcategory: string }) {
  const hydrated = useHydrated();
  const [state, setState] = useState<{ status: "idle" | "submitting" | "sent" | "failed"; error?: string }>({ status: "idle" });
  const buttonClass = "rounded-site bg-surface px-3 py-2 text-sm font-semibold ring-1 ring-black/15 hover:ring-brand";
  if (!hydrated) {
    return (
      <Link to={`/contact-us/${location.contactSlug}`} className={buttonClass}>
        {trigger}
      </Link>
    );
  }
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setState({ status: "submitting" });
    const body = Object.fromEntries(new FormData(event.currentTarget));
    try {
      const res = await fetch("/api/leads", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ ...body, source: "Website", url: location.contactSlug }) });
      const answer = (await res.json().catch(() => ({}))) as { lead_id?: string; error?: string };
      if (res.ok && answer.lead_id) setState({ status: "sent" });
      else setState({ status: "failed", error: answer.error ?? FAILURE });
    } catch {
      setState({ status: "failed", error: FAILURE });
    }
  };
  const input = "mt-1 block w-full rounded-site border border-black/25 bg-surface px-3 py-2";
  return (
    <Dialog.Root onOpenChange={(open) => open && state.status === "sent" && setState({ status: "idle" })}>
      <Dialog.Trigger className={buttonClass}>{trigger}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 max-h-[calc(85vh-6rem)] w-[calc(100%-2rem)] max-w-[800px] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-site bg-surface p-6 text-ink shadow-xl">
          <Dialog.Title className="font-heading text-xl font-bold">Contact Us at {location.name}</Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-muted">We usually reply within one business day.</Dialog.Description>
          {state.status === "sent" ? (
            <p role="status" className="mt-4 font-semibold">Thanks, your enquiry has been sent to {location.name}.</p>
          ) : (
            <form onSubmit={submit} className="mt-4 grid gap-3 sm:grid-cols-2">
              <input type="hidden" name="location_id" value={location.id} />
              <input type="hidden" name="subcategory" value={subcategory} />
              <input type="hidden" name="category" value="General Enquiry" />
              <label className="text-sm font-semibold">First name<input name="name" required autoComplete="given-name" className={input} /></label>
              <label className="text-sm font-semibold">Last name<input name="last_name" autoComplete="family-name" className={input} /></label>
              <label className="text-sm font-semibold">Email<input name="email" type="email" required autoComplete="email" className={input} /></label>
              <label className="text-sm font-semibold">Phone<input name="phone" type="tel" required autoComplete="tel" className={input} /></label>
              <label className="text-sm font-semibold sm:col-span-2">Message<textarea name="message" required rows={4} className={input} /></label>
              {state.status === "failed" ? <p role="alert" className="font-semibold text-red-800 sm:col-span-2">{state.error}</p> : null}
              <div className="flex gap-3 sm:col-span-2">
                <button type="submit" disabled={state.status === "submitting"} className="rounded-site bg-brand px-5 py-2 font-semibold text-on-brand disabled:opacity-60">
                  {state.status === "submitting" ? "Sending…" : "Send"}
                </button>
                <Dialog.Close className="rounded-site px-4 py-2 font-semibold ring-1 ring-black/15">Cancel</Dialog.Close>
              </div>
            </form>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
