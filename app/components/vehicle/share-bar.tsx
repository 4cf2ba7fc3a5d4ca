import { useState } from "react";
import { COPIED_NOTICE_MS, COPIED_TOAST_MS, copiedToastText, SHARE_WINDOW, shareLinks } from "~/domain/vehicle/share-links";
import { useToast } from "~/components/ui/toasts";
import { useHydrated } from "~/lib/use-hydrated";
import { track } from "~/lib/analytics";

/**
 * Vehicle spec section 7: sharing fires analytics like printing (61) does. The spec gives sharing no
 * number of its own, so it has 62, the next free one; the name says which.
 */
const SHARE_EVENT_ID = 62;

/** Share the car: network links open a 550x400 window with JavaScript, a new tab without; copy link shows 'Copied' for 1.5 s. */
export function ShareBar({ url, title, carId, copyToast }: { url: string; title: string; carId: number; copyToast: boolean }) {
  const toast = useToast();
  const hydrated = useHydrated();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      track({ event_id: SHARE_EVENT_ID, name: "share", car_id: carId, data: { network: "copy-link" } });
      if (copyToast) return toast({ title: copiedToastText(title), durationMs: COPIED_TOAST_MS });
      setCopied(true);
      setTimeout(() => setCopied(false), COPIED_NOTICE_MS);
    } catch (error) {
      console.warn("Copy failed", error);
    }
  };
  return (
    <div className="mt-4">
      <p className="text-sm font-semibold">Share this car</p>
      <ul className="mt-2 flex flex-wrap gap-2 text-sm">
        {shareLinks(url, title).map((l) => (
          <li key={l.network}>
            <a
              href={l.href}
              target={l.popup ? "_blank" : undefined}
              rel="noopener noreferrer"
              onClick={(e) => {
                track({ event_id: SHARE_EVENT_ID, name: "share", car_id: carId, data: { network: l.network } });
                if (!l.popup || !hydrated) return;
                e.preventDefault();
                window.open(l.href, "share", `width=${SHARE_WINDOW.width},height=${SHARE_WINDOW.height},noopener`);
              }}
              className="inline-block rounded-site px-3 py-1.5 font-semibold ring-1 ring-black/15 hover:ring-brand"
            >
              {l.network}
            </a>
          </li>
        ))}
        {hydrated ? (
          <li>
            <button type="button" onClick={copy} className="rounded-site px-3 py-1.5 font-semibold ring-1 ring-black/15 hover:ring-brand">
              Copy link
            </button>
          </li>
        ) : null}
      </ul>
      <p role="status" className="mt-1 h-5 text-sm text-green-800">
        {copied ? "Copied" : ""}
      </p>
    </div>
  );
}
