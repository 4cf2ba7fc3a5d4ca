import { readVisitSource, type VisitSource } from "~/domain/analytics/visit-source";

/** The session's first touch (issue 56): read on its first page, kept in session storage for its leads. */
const KEY = "visit-source";

/**
 * On the session's first page, keeps where the visit came from and answers it (for the `visit` event); on any
 * later page, null: the first touch stands for the whole session.
 */
export function rememberVisitSource(url: URL, referrer: string): VisitSource | null {
  try {
    if (sessionStorage.getItem(KEY) !== null) return null;
    const source = readVisitSource(url, referrer, url.hostname);
    sessionStorage.setItem(KEY, JSON.stringify(source));
    return source;
  } catch {
    // Private mode or storage off: no source, and no visit event (it would be sent on every page).
    return null;
  }
}

/** The session's source, for a lead's hidden fields; empty when none was kept. */
export function visitSource(): VisitSource {
  try {
    const kept = JSON.parse(sessionStorage.getItem(KEY) ?? "{}") as unknown;
    return kept && typeof kept === "object" && !Array.isArray(kept) ? (kept as VisitSource) : {};
  } catch {
    return {};
  }
}
