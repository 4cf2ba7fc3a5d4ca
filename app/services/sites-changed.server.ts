import type { Database } from "~/db/database";
import { SITES_CHANGED_CHANNEL } from "~/db/queries/sites.server";

/**
 * Runs `reload` on every sites_changed notification, and after the listening connection comes back
 * (a change made while it was down was heard by nobody). Reloads never overlap: a burst of changes
 * during one reload makes one more.
 */
export async function keepSitesInStep(
  db: Database,
  reload: () => Promise<void>,
  onError: (error: unknown) => void,
): Promise<() => Promise<void>> {
  let running: Promise<void> | null = null;
  let again = false;
  const run = () => {
    if (running) {
      again = true;
      return;
    }
    running = reload()
      .catch(onError)
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          run();
        }
      });
  };
  const unlisten = await db.listen(SITES_CHANGED_CHANNEL, run, run);
  return async () => {
    await unlisten();
    await running;
  };
}
