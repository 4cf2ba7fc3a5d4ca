/** Socket errors of a server that is down, restarting or unreachable. */
const SOCKET_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "EPIPE", "ETIMEDOUT", "EHOSTUNREACH", "ENETUNREACH", "ENOTFOUND", "EAI_AGAIN"]);

/**
 * SQLSTATEs of a connection, not a statement, failing: class 08 (connection exception) and the
 * server shutting down or starting up (57P01 admin_shutdown, 57P02 crash_shutdown, 57P03 cannot_connect_now).
 */
const SERVER_GONE = /^(08...|57P0[123])$/;

/** Messages node-postgres gives for a connection it lost or could not make, which carry no code. */
const DRIVER_MESSAGES = [
  "Connection terminated",
  "Client has encountered a connection error and is not queryable",
  "timeout exceeded when trying to connect",
  "Client was closed and is not queryable",
];

/** Whether a driver error means the database could not be reached, as opposed to a statement failing. */
export function isConnectionFailure(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === "string" && (SOCKET_CODES.has(code) || SERVER_GONE.test(code))) return true;
  if (DRIVER_MESSAGES.some((message) => error.message.startsWith(message))) return true;
  // pg-pool wraps a failed connect in an AggregateError when several addresses were tried.
  if (error instanceof AggregateError) return error.errors.some(isConnectionFailure);
  return false;
}
