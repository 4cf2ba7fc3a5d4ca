import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database, Queryable } from "~/db/database";
import { createLeadServices } from "~/leads/lead-services.server";
import { formStartedToken } from "~/leads/spam/form-timer.server";
import { createLogger } from "~/lib/logger.server";
import { solvedCaptcha } from "../support/captcha";
import { request } from "../support/http-request";
import { type Listening, listenApp, requireFreshBuild, type SeededPlatform, seededPlatform } from "../support/seeded-app";

/**
 * No personal data in logs: a shopper's name, e-mail, phone, postcode and message never reach a log
 * line, on success or on any error path (422, 400, a lead the database cannot store, the
 * no-JavaScript form), and neither does the lead secret. The app logs through the production
 * logger (createLogger) at its most verbose level, into a buffer.
 */

requireFreshBuild();

const now = new Date("2026-11-22T02:00:00Z");
const HOST = "coastal-toyota.localhost";
const SECRET = `lead-secret-${"s3nt1nel".repeat(4)}`;
const SHOPPER = {
  name: "Zebedee",
  last_name: "Quillfeather",
  email: "zq.unique-3141@example.com",
  phone: "0412987654",
  postcode: "4571",
  message: "Please call about the Kookaburra finance plan 8271",
};
/** Each value and the forms it would take in a URL or a JSON string. */
const NEEDLES = [
  ...Object.values(SHOPPER).flatMap((v) => [v, encodeURIComponent(v), v.replaceAll(" ", "+")]),
  "Quillfeather",
  "zq.unique-3141",
  "0412 987 654",
  "+61412987654",
  "Kookaburra",
  SECRET,
  "s3nt1nel",
];

const lines: string[] = [];
const sink = new Writable({
  write(chunk, _encoding, done) {
    lines.push(...String(chunk).split("\n").filter(Boolean));
    done();
  },
});

/** The database, except that storing a lead fails while `failing` is set, as a driver would: with the query and its parameters on the error. */
let failing = false;
function failingLeadInserts(db: Database): Database {
  const guard = (q: Queryable): Queryable => ({
    query: async <T>(sql: string, params?: unknown[]) => {
      if (failing && /^\s*INSERT INTO leads\b/i.test(sql))
        throw Object.assign(new Error('duplicate key value violates unique constraint "leads_pkey"'), {
          code: "23505",
          detail: `Key (email)=(${String(params?.[8])}) already exists.`,
          query: sql,
          params,
        });
      return q.query<T>(sql, params);
    },
  });
  return Object.assign(Object.create(db) as Database, {
    query: guard(db).query,
    transaction: <T>(work: (tx: Queryable) => Promise<T>) => db.transaction((tx) => work(guard(tx))),
  });
}

let platform: SeededPlatform;
let server: Listening;
const services = createLeadServices({ secret: SECRET, captchaCost: 10, counterMin: 5, counterMax: 10 });

beforeAll(async () => {
  platform = await seededPlatform({ now });
  server = await listenApp(
    {
      ...platform,
      db: failingLeadInserts(platform.db),
      sites: platform.sites.map((s) => ({ ...s, leads: { ...s.leads, rateLimitPerMinute: 1000 } })),
    },
    { now, logger: createLogger("trace", sink), leads: services },
  );
});
afterAll(async () => {
  await server?.close();
  await platform?.db.close();
});

async function spamFields() {
  return {
    altcha: await solvedCaptcha(services.captcha, "coastal-toyota"),
    form_started: formStartedToken(services.secret, new Date(now.getTime() - 60_000)),
  };
}

const lead = (fields: Record<string, string>) => ({ form: "general", category: "General Enquiry", terms_conditions: "true", ...fields });

async function postJson(body: unknown, path = "/api/leads") {
  return request(server.port, HOST, path, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
}

async function postForm(fields: Record<string, string>, path: string) {
  return request(server.port, HOST, path, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
  });
}

// Request ids are random UUIDs: one may hold a needle's digits by chance (a postcode's "4571" in "…-457122efd7c9"),
// which is no personal data. They are blanked before the search; anything else in the line is still searched.
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

function expectNoPersonalData() {
  expect(lines.length).toBeGreaterThan(0);
  const leaks = lines.flatMap((line) => {
    const searched = line.replace(UUID, "<uuid>").toLowerCase();
    return NEEDLES.filter((needle) => searched.includes(needle.toLowerCase())).map((n) => `${n} in ${line.slice(0, 300)}`);
  });
  expect(leaks).toEqual([]);
}

describe("no personal data in logs", () => {
  it("a stored lead", async () => {
    const res = await postJson(lead({ ...SHOPPER, ...(await spamFields()) }));
    expect(res.status, res.body).toBe(201);
    const { lead_id } = JSON.parse(res.body) as { lead_id: string };
    expect((await request(server.port, HOST, `/success?lead=${lead_id}`)).status).toBe(200);
    expectNoPersonalData();
  });

  it("a lead refused as invalid (422) or unreadable (400)", async () => {
    expect((await postJson(lead({ ...SHOPPER, email: `not-an-email ${SHOPPER.email}` }))).status).toBe(422);
    expect((await postJson(lead({ ...SHOPPER, altcha: "bm90IGEgY2FwdGNoYQ==" }))).status).toBe(422);
    const broken = await request(server.port, HOST, "/api/leads", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: `{"name":"${SHOPPER.name}","email":"${SHOPPER.email}",`,
    });
    expect(broken.status).toBe(400);
    expectNoPersonalData();
  });

  it("a lead the database cannot store (503), whose driver error carries the query's parameters", async () => {
    const before = lines.length;
    failing = true;
    try {
      const res = await postJson(lead({ ...SHOPPER, ...(await spamFields()) }));
      expect(res.status, res.body).toBe(503);
      const page = await postForm(lead({ ...SHOPPER, ...(await spamFields()) }), "/contact");
      expect(page.status).toBe(503);
    } finally {
      failing = false;
    }
    // The failures are logged (with the error's message), just without the shopper.
    expect(lines.slice(before).some((line) => line.includes("lead_store_failed"))).toBe(true);
    expect(lines.slice(before).some((line) => line.includes("duplicate key value"))).toBe(true);
    expectNoPersonalData();
  });

  it("the no-JavaScript form, stored and refused, and personal data in a query string", async () => {
    const stored = await postForm(lead({ ...SHOPPER, ...(await spamFields()) }), "/contact");
    expect(stored.status).toBe(302);
    expect((await postForm(lead({ ...SHOPPER, email: "nope" }), "/contact")).status).toBe(422);
    const query = new URLSearchParams({ name: SHOPPER.name, email: SHOPPER.email, phone: SHOPPER.phone }).toString();
    expect((await request(server.port, HOST, `/contact?${query}`)).status).toBe(200);
    expect((await request(server.port, HOST, `/api/lead-form?form=general&${query}`)).status).toBeLessThan(500);
    expectNoPersonalData();
  });
});
