import { consentChoice } from "./analytics-consent";

/**
 * First-party analytics: events are batched and sent to POST /api/events with sendBeacon (which
 * survives the page closing) or fetch. Tracking must never get in a shopper's way, so a failure
 * is only a console warning (discovery and vehicle spec section 8).
 */
export type AnalyticsEvent = {
  event_id: number;
  name: string;
  car_id?: number | null;
  data?: Record<string, string | number | boolean | null>;
};

/**
 * What POST /api/events accepts (the route's schema reads these): a batch holds at most this many
 * events, since `track()` sends one as soon as it is full; every text has a length the events
 * the pages send stay well within.
 */
export const EVENT_LIMITS = {
  batch: 20,
  name: 40,
  page: 200,
  dataKeys: 5,
  dataKey: 32,
  dataText: 200,
} as const;

let queue: (AnalyticsEvent & { page: string })[] = [];
let timer: ReturnType<typeof setTimeout> | null = null;

function flush() {
  timer = null;
  if (!queue.length) return;
  // Issue 56: where the site asks, the server counts this browser by its visitor id only in a batch that says so.
  const body = JSON.stringify({ events: queue, ...(consentChoice() === "accepted" ? { consent: true } : {}) });
  queue = [];
  try {
    const sent =
      typeof navigator.sendBeacon === "function" && navigator.sendBeacon("/api/events", new Blob([body], { type: "application/json" }));
    if (!sent)
      fetch("/api/events", { method: "POST", headers: { "Content-Type": "application/json" }, body, keepalive: true }).catch((error) =>
        console.warn("Analytics event not sent", error),
      );
  } catch (error) {
    console.warn("Analytics event not sent", error);
  }
}

export function track(event: AnalyticsEvent) {
  if (typeof window === "undefined") return;
  queue.push({ ...event, page: window.location.pathname.slice(0, EVENT_LIMITS.page) });
  if (queue.length >= EVENT_LIMITS.batch) {
    if (timer) clearTimeout(timer);
    flush();
    return;
  }
  if (!timer) {
    timer = setTimeout(flush, 1000);
    window.addEventListener("pagehide", flush, { once: true });
  }
}
