import type { Server } from "node:http";
import type { Logger } from "pino";

/**
 * SIGTERM or SIGINT: stop the timers (`stopTimers`), take no new connections, let requests in flight finish, run
 * `finish` (queued analytics, the outbox worker, the index sync, then the database), and be gone within
 * `deadlineMs` whatever happens.
 */
export function stopGracefully(
  server: Server,
  logger: Logger,
  deadlineMs: number,
  { stopTimers, finish }: { stopTimers: () => void; finish: () => Promise<unknown> },
) {
  let stopping = false;
  const stop = () => {
    // A cluster worker can get both signals: Ctrl-C reaches the whole process group, and the primary passes SIGTERM on.
    if (stopping) return;
    stopping = true;
    logger.info("shutting down: finishing requests in flight");
    setTimeout(() => {
      logger.warn("requests still in flight at the shutdown deadline; closing them");
      server.closeAllConnections();
    }, deadlineMs - 2000).unref();
    setTimeout(() => {
      logger.error("shutdown did not finish in time; exiting");
      process.exit(1);
    }, deadlineMs).unref();
    stopTimers();
    server.close(() => {
      finish().finally(() => process.exit(0));
    });
    // Keep-alive connections with no request in flight would hold server.close() open until they time out.
    server.closeIdleConnections();
  };
  process.once("SIGTERM", stop);
  process.once("SIGINT", stop);
}
