/**
 * The lead part: senders submit enquiries, retrying a failed send with the same Idempotency-Key as
 * the forms do, so a lead stored just before a kill is answered (not duplicated) on the retry. At the
 * end every lead that got a 201 must be in the database exactly once with its delivery jobs.
 */
import { randomUUID } from "node:crypto";
import type { Queryable } from "~/db/database";
import { createLeadServices } from "~/leads/lead-services.server";
import { formStartedToken } from "~/leads/spam/form-timer.server";
import { solvedCaptcha } from "../../tests/support/captcha";
import type { Run } from "./run";
import { HOST, pause, send } from "./http";

export function leadPart(run: Run, secret: string, carId: number) {
  const services = createLeadServices({ secret, captchaCost: 10, counterMin: 5, counterMax: 20 });
  const acknowledged = new Map<string, string>();

  async function sender(n: number) {
    let i = 0;
    while (!run.stopping) {
      const marker = `crash-${n}-${i++}-${randomUUID().slice(0, 8)}`;
      const key = randomUUID();
      const body = JSON.stringify({
        form: "vehicle",
        car_id: carId,
        name: "Crash",
        last_name: `Tester ${n}`,
        email: `crash${n}@example.com`,
        phone: "0412345678",
        message: marker,
        altcha: await solvedCaptcha(services.captcha, HOST.split(".")[0]),
        form_started: formStartedToken(secret, new Date(Date.now() - 10_000)),
      });
      // Retry with the same key until the server answers, as a shopper's browser does.
      for (let tries = 0; tries < 200; tries++) {
        run.attempts++;
        try {
          const res = await send("POST", "/api/leads", {
            body,
            clientIp: `10.1.${n}.${i % 250}`,
            headers: { "content-type": "application/json", "idempotency-key": key },
          });
          run.tally(String(res.status));
          // Every body here is valid: a 422 means a crash made the retry of a good enquiry fail.
          if (res.status === 422) run.problems.push(`${marker}: a retry was refused: ${res.body}`);
          if (res.status === 201) acknowledged.set(marker, (JSON.parse(res.body) as { lead_id: string }).lead_id);
          if (res.status !== 409 && res.status < 500) break;
        } catch {
          run.tally("no answer");
          // The server is down (killed); try again shortly.
        }
        await pause(100);
      }
    }
  }

  async function check(db: Queryable) {
    const rows = await db.query<{ id: string; message: string; jobs: number }>(
      "SELECT l.id, l.message, (SELECT count(*)::int FROM lead_deliveries d WHERE d.lead_id = l.id) AS jobs FROM leads l WHERE l.message LIKE 'crash-%'",
    );
    const byMarker = new Map<string, { id: string; jobs: number }[]>();
    for (const r of rows) byMarker.set(r.message, [...(byMarker.get(r.message) ?? []), r]);
    for (const [marker, leadId] of acknowledged) {
      const found = byMarker.get(marker) ?? [];
      if (found.length !== 1) run.problems.push(`${marker}: acknowledged as ${leadId} but stored ${found.length} times`);
      else if (found[0].id !== leadId) run.problems.push(`${marker}: acknowledged as ${leadId} but stored as ${found[0].id}`);
      else if (found[0].jobs < 1) run.problems.push(`${marker}: stored without delivery jobs`);
    }
    const duplicates = [...byMarker.values()].filter((list) => list.length > 1).length;
    if (duplicates) run.problems.push(`${duplicates} lead(s) stored twice`);
    console.log(`Leads: ${acknowledged.size} acknowledged with 201; ${rows.length} stored; ${duplicates} stored twice.`);
    if (acknowledged.size < 20) run.tooSmall.push("fewer than 20 leads acknowledged");
  }

  return { sender, check };
}
