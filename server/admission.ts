import type { NextFunction, Request, Response } from "express";
import onFinished from "on-finished";
import { UNAVAILABLE_RETRY_SECONDS } from "~/lib/api-error";
import { sendError } from "./api-errors";

export type AdmissionOptions = {
  /** Requests worked on at once; the rest wait their turn in arrival order. */
  concurrency: number;
  /** Requests allowed to wait; one more is turned away with 503 at once. */
  maxQueue: number;
  /** A request that waited this long is turned away with 503 instead of being worked on late. */
  maxWaitMs: number;
  now?: () => number;
};

/**
 * Admission control. Node works on every request it has read at once, so under a burst each one
 * waits for all the others, health checks included. Here only `concurrency` requests are worked
 * on at a time and the rest wait (reading a request costs almost nothing): whatever is mounted
 * before this middleware (/healthz) answers within a few requests' time however busy the server is,
 * and a flood beyond the queue is shed with 503 and Retry-After rather than slowing everyone down.
 */
export function admission(options: AdmissionOptions) {
  const now = options.now ?? Date.now;
  let active = 0;
  const waiting: { req: Request; res: Response; next: NextFunction; since: number }[] = [];

  const release = () => {
    active--;
    admitNext();
  };
  const start = (res: Response, next: NextFunction) => {
    active++;
    // On every path, once: a response that ended, errored or had already closed before this line (a 'close'
    // listener added after the close would never run, and the slot would be lost for good).
    onFinished(res, release);
    next();
  };
  const admitNext = () => {
    while (active < options.concurrency && waiting.length) {
      const turn = waiting.shift();
      if (!turn) return;
      // A shopper who gave up while waiting is not worked on.
      if (turn.res.destroyed || turn.req.destroyed) continue;
      if (now() - turn.since > options.maxWaitMs) {
        busy(turn.req, turn.res);
        continue;
      }
      start(turn.res, turn.next);
    }
  };

  return (req: Request, res: Response, next: NextFunction) => {
    if (active < options.concurrency) {
      start(res, next);
      return;
    }
    if (waiting.length >= options.maxQueue) {
      busy(req, res);
      return;
    }
    waiting.push({ req, res, next, since: now() });
  };
}

function busy(req: Request, res: Response) {
  req.log?.warn({ event: "load_shed" }, "server busy: request turned away");
  sendError(req, res, "unavailable", "We're very busy right now. Please try again in a moment.", {
    retryAfterSeconds: UNAVAILABLE_RETRY_SECONDS,
  });
}
