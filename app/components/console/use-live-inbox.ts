import { useEffect, useRef, useState } from "react";
import { useRevalidator } from "react-router";

export type LiveState = "connecting" | "live" | "offline";

/**
 * Keeps an open inbox in step with the site: each lead submitted (on any server process) arrives as a server-sent
 * event, and the page's data is loaded again, so the new row, the unread count and the title follow within a second.
 * The browser reconnects by itself after a dropped connection; a reconnect loads the page again in case it missed one.
 */
export function useLiveInbox(path: string, onLead: () => void): LiveState {
  const { revalidate } = useRevalidator();
  const [state, setState] = useState<LiveState>("connecting");
  const latest = useRef({ revalidate, onLead });
  latest.current = { revalidate, onLead };
  useEffect(() => {
    const source = new EventSource(path);
    let opened = false;
    const refresh = () => void latest.current.revalidate();
    source.addEventListener("ready", () => {
      if (opened) refresh();
      opened = true;
      setState("live");
    });
    source.addEventListener("lead", () => {
      refresh();
      latest.current.onLead();
    });
    source.addEventListener("held", refresh);
    source.addEventListener("resync", refresh);
    source.onerror = () => setState(source.readyState === EventSource.CLOSED ? "offline" : "connecting");
    return () => source.close();
  }, [path]);
  return state;
}

/** A browser notification for a lead that arrives while the console is in a background tab, when the person allowed them. */
export function notifyNewLead(siteName: string) {
  if (typeof Notification === "undefined" || Notification.permission !== "granted" || !document.hidden) return;
  new Notification("New lead", { body: `A shopper just sent an enquiry on ${siteName}.`, tag: "new-lead" });
}
