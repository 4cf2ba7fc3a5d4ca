import type { Database } from "~/db/database";
import { CONTENT_CHANGED_CHANNEL } from "~/db/queries/content-changed.server";

/**
 * Calls `onChanged` with the site whose content a console change committed (content_changed), on every process; with
 * null after the listening connection comes back, since a change made while it was down was heard by nobody.
 */
export function keepContentInStep(db: Database, onChanged: (siteId: number | null) => void): Promise<() => Promise<void>> {
  return db.listen(
    CONTENT_CHANGED_CHANNEL,
    (payload) => {
      const siteId = Number(payload);
      if (Number.isInteger(siteId) && siteId > 0) onChanged(siteId);
    },
    () => onChanged(null),
  );
}
