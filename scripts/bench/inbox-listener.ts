/**
 * bench:inbox's other process: LISTENs on leads_changed as each server process's live inbox does, and prints each
 * notification's lead and the wall-clock time it arrived (one JSON line each) for the bench to compare.
 */
import { openDatabase } from "~/db/open-database.server";
import { LEADS_CHANGED_CHANNEL, parseLeadsChanged } from "~/db/queries/leads-changed.server";

const url = process.env.BENCH_LISTEN_URL;
if (!url) throw new Error("BENCH_LISTEN_URL is not set");
const db = await openDatabase({ databaseUrl: url });
await db.listen(LEADS_CHANGED_CHANNEL, (payload) => {
  const at = performance.timeOrigin + performance.now();
  const change = parseLeadsChanged(payload);
  if (change) console.log(JSON.stringify({ leadId: change.leadId, at }));
});
console.log("ready");
