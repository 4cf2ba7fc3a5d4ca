import pino from "pino";

/**
 * Errors are logged by type, message, code and stack only: driver errors also carry query parameters
 * (PGlite's `params`, PostgreSQL's `detail`), which can hold a shopper's details. Takes an Error or
 * what pino-std-serializers made of one (pino-http hands its serializer that).
 */
export function serializeError(error: unknown) {
  if (typeof error !== "object" || error === null) return { message: String(error) };
  const e = error as { name?: unknown; type?: unknown; message?: unknown; code?: unknown; stack?: unknown };
  return {
    type: typeof e.type === "string" ? e.type : typeof e.name === "string" ? e.name : undefined,
    message: typeof e.message === "string" ? e.message : String(error),
    code: e.code,
    stack: typeof e.stack === "string" ? e.stack : undefined,
  };
}

/** The app's logger: JSON lines to stdout, or to `destination` (tests read what was logged). */
export function createLogger(level: string, destination?: pino.DestinationStream) {
  return pino(
    {
      level,
      base: { service: "dealer-platform" },
      serializers: { err: serializeError },
      redact: { paths: ["req.headers.cookie", "req.headers.authorization", "*.email", "*.phone", "*.postcode"], censor: "[redacted]" },
    },
    destination,
  );
}
