import pino from "pino";

/** Errors are logged by type, message, code and stack only: driver errors also carry query parameters, which can hold a shopper's details. */
function serializeError(error: unknown) {
  if (!(error instanceof Error)) return { message: String(error) };
  return { type: error.name, message: error.message, code: (error as { code?: unknown }).code, stack: error.stack };
}

export function createLogger(level: string) {
  return pino({
    level,
    base: { service: "dealer-platform" },
    serializers: { err: serializeError },
    redact: { paths: ["req.headers.cookie", "req.headers.authorization", "*.email", "*.phone", "*.postcode"], censor: "[redacted]" },
  });
}
