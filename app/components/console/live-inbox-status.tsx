import { useEffect, useState } from "react";
import type { LiveState } from "./use-live-inbox";

const TEXT: Record<LiveState, string> = {
  connecting: "Connecting for new leads…",
  live: "Live: new leads appear here as they arrive.",
  offline: "Not live: reload the page to see new leads.",
};

/** Whether the inbox is live, what just arrived (read out by screen readers), and the offer of browser notifications. */
export function LiveInboxStatus({ state, arrived }: { state: LiveState; arrived: number }) {
  // Read after hydration: the server cannot know it, and a first render that differed from the server's HTML would
  // make React throw the page's HTML away (a hydration error) whenever the browser has not been asked yet.
  const [permission, setPermission] = useState<NotificationPermission | "unsupported">("unsupported");
  useEffect(() => setPermission(typeof Notification === "undefined" ? "unsupported" : Notification.permission), []);
  return (
    <div className="mb-3 flex flex-wrap items-center gap-3 text-sm text-slate-700">
      <span className="inline-flex items-center gap-2">
        <span aria-hidden="true" className={`inline-block size-2 rounded-full ${state === "live" ? "bg-green-700" : "bg-slate-400"}`} />
        {TEXT[state]}
      </span>
      <span role="status" aria-live="polite" className="font-medium">
        {arrived ? (arrived === 1 ? "1 new lead just arrived." : `${arrived} new leads just arrived.`) : ""}
      </span>
      {permission === "default" ? (
        <button
          type="button"
          className="min-h-11 rounded-md border border-slate-400 bg-white px-3 font-medium hover:bg-slate-100"
          onClick={() => void Notification.requestPermission().then(setPermission)}
        >
          Notify me of new leads
        </button>
      ) : null}
    </div>
  );
}
