import { type Database, DatabaseUnavailableError } from "~/db/database";
import { apiError, UNAVAILABLE_MESSAGE, UNAVAILABLE_RETRY_SECONDS } from "~/lib/api-error";

/**
 * The database as routes see it: when the server is out of reach, a query throws the 503 Response
 * every route answers the same way. API routes pass it through as the JSON error (apiHandler lets
 * thrown Responses through); pages show the site's error page with the 503 copy. Nothing else
 * changes, so the platform recovers by itself as soon as the pool can connect again.
 */
export function answeringUnavailable(db: Database, onUnavailable: () => void): Database {
  const guard = async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      if (error instanceof DatabaseUnavailableError) {
        onUnavailable();
        throw unavailableResponse();
      }
      throw error;
    }
  };
  return {
    kind: db.kind,
    query: (sql, params) => guard(() => db.query(sql, params)),
    transaction: (work) => guard(() => db.transaction(work)),
    listen: (...args) => db.listen(...args),
    close: () => db.close(),
  };
}

export function unavailableResponse(): Response {
  return apiError("unavailable", UNAVAILABLE_MESSAGE, { retryAfterSeconds: UNAVAILABLE_RETRY_SECONDS });
}
