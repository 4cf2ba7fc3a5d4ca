import { randomUUID } from "node:crypto";
import type { Logger } from "pino";
import { pinoHttp } from "pino-http";
import { serializeError } from "~/lib/logger.server";

const REQUEST_ID = /^[A-Za-z0-9-]{8,64}$/;

/** One log line per request, under the caller's X-Request-Id (when it is a plausible one) or a fresh one. */
export function requestLog(logger: Logger) {
  return pinoHttp({
    logger,
    genReqId: (req, res) => {
      const incoming = req.headers["x-request-id"];
      const id = typeof incoming === "string" && REQUEST_ID.test(incoming) ? incoming : randomUUID();
      res.setHeader("X-Request-Id", id);
      return id;
    },
    // Paths only: query strings and bodies can carry a shopper's name, phone or e-mail.
    serializers: {
      req: (req) => ({ id: req.id, method: req.method, path: String(req.url).split("?")[0], host: req.headers.host }),
      res: (res) => ({ statusCode: res.statusCode }),
      // pino-http gives req.log its own error serializer (every enumerable field: a driver error's query
      // parameters, a shopper's details); this keeps the app logger's: type, message, code, stack.
      err: serializeError,
    },
    customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? "error" : "info"),
  });
}
