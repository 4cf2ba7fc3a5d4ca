/**
 * `npm run bench:inbox [-- --leads 100000 --other 100000 --runs 30 --database both|postgres|pglite]`
 *
 * The dealer console's inbox at scale (issue 53): --leads leads on one site (two years of them, spread over forms,
 * statuses, dealerships, staff, names, phones and e-mail addresses) and --other on two other sites, so every query
 * has to keep to its site. It times loadInbox, the use case the inbox page's loader calls, for the first page, each
 * filter, searches by name, phone, e-mail and stock number and a deep keyset page, and prints the median and p95
 * server time of each (the target: 100 ms). On PostgreSQL it also times a lead's write to its `leads_changed`
 * notification arriving in another process (what each server process's live inbox stream listens to). Runs on a real
 * PostgreSQL server (BENCH_DATABASE_URL, else a throwaway cluster of the machine's own binaries) and on embedded
 * PGlite. The last line is JSON.
 */
import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { createInterface } from "node:readline";
import { parseArgs } from "node:util";
import { loadInbox } from "~/console/load-inbox.server";
import { addStaff } from "~/console/manage-staff.server";
import type { Viewer } from "~/console/require-staff.server";
import type { Database } from "~/db/database";
import { migrate } from "~/db/migrate.server";
import { upsertSite } from "~/db/queries/sites.server";
import type { Role } from "~/domain/console/can";
import type { InboxFilter } from "~/domain/console/inbox-filter";
import { insertLead } from "~/leads/lead-queries.server";
import { loadSiteConfigs } from "~/sites/load-site-configs.server";
import type { TenantSite } from "~/sites/tenant-site";
import { sampleLead } from "../../tests/support/sample-lead";
import { onBenchDatabases } from "./bench-databases";
import { benchViewer, percentile, printTimings, type Timing, timeRuns } from "./console-timing";
import { generateLeadsSql } from "./inbox-leads";

const { values: args } = parseArgs({
  options: {
    leads: { type: "string", default: "100000" },
    other: { type: "string", default: "100000" },
    runs: { type: "string", default: "30" },
    database: { type: "string", default: "both" },
    /** Prints each query's plan (EXPLAIN ANALYZE) once, for the filters whose name contains this. */
    explain: { type: "string" },
  },
});
const LEADS = Number(args.leads);
const OTHER = Number(args.other);
const RUNS = Number(args.runs);
if (!(LEADS >= 1000) || !(OTHER >= 0) || !(RUNS >= 3) || !["both", "postgres", "pglite"].includes(args.database))
  throw new Error("usage: npm run bench:inbox -- [--leads N>=1000] [--other N] [--runs N>=3] [--database both|postgres|pglite]");

const TARGET_MS = 100;
const DEALERSHIPS = ["north", "south", "east", "west"];
const SALES = ["Ava", "Ben", "Chloe", "Dev", "Ella", "Finn", "Grace", "Hugo"];

async function makeSite(db: Database, base: ReturnType<typeof loadSiteConfigs>[number], slug: string): Promise<TenantSite> {
  const config = { ...base, slug, name: `Bench ${slug}` };
  const id = await upsertSite(db, config);
  for (const d of DEALERSHIPS)
    await db.query("INSERT INTO dealerships (site_id, slug, name, make) VALUES ($1, $2, $3, 'Toyota')", [id, `${slug}-${d}`, `Bench ${d}`]);
  return { ...config, id, origin: `http://${slug}.localhost:3000` };
}

/** The site's owner and its salespeople; returns the staff ids leads are assigned to, the owner first. */
async function makeStaff(db: Database, site: TenantSite): Promise<string[]> {
  const deps = { db, siteId: site.id, now: new Date(), actor: { tool: "bench" } } as const;
  const people: { email: string; name: string; role: Role }[] = [
    { email: `owner@${site.slug}.example`, name: "Olivia Owner", role: "owner" },
    ...SALES.map((name) => ({ email: `${name.toLowerCase()}@${site.slug}.example`, name: `${name} Sales`, role: "sales" as const })),
  ];
  const ids: string[] = [];
  for (const person of people) {
    const added = await addStaff(deps, { ...person, dealerships: [] });
    if (!added.ok) throw new Error(`could not add ${person.email}`);
    ids.push(added.staffId);
  }
  return ids;
}

/** A lead deep in the history (about 97% of the way back), whose details the searches look for. */
async function oldLead(db: Database, siteId: number) {
  const [row] = await db.query<{ name: string; lastName: string; email: string; phone: string; stocknum: string; createdAt: Date }>(
    `SELECT name, last_name AS "lastName", email, phone, payload->'car'->>'stocknum' AS stocknum, created_at AS "createdAt"
     FROM leads WHERE site_id = $1 AND payload->'car'->>'stocknum' IS NOT NULL ORDER BY created_at OFFSET $2 LIMIT 1`,
    [siteId, Math.floor(LEADS * 0.02)],
  );
  return row;
}

async function deepCursor(db: Database, siteId: number): Promise<string> {
  const [row] = await db.query<{ createdAt: Date; id: string }>(
    `SELECT created_at AS "createdAt", id FROM leads WHERE site_id = $1 ORDER BY created_at DESC, id DESC OFFSET $2 LIMIT 1`,
    [siteId, Math.floor(LEADS * 0.9)],
  );
  return `${row.createdAt.toISOString()}~${row.id}`;
}

async function benchOn(kind: "postgres" | "pglite", db: Database): Promise<Timing[]> {
  await migrate(db);
  const base = loadSiteConfigs("config/sites").find((c) => c.slug === "coastal-toyota");
  if (!base) throw new Error("config/sites/coastal-toyota.json is missing");
  const sites = [
    await makeSite(db, base, "bench-inbox"),
    await makeSite(db, base, "bench-other-a"),
    await makeSite(db, base, "bench-other-b"),
  ];
  const staff = await Promise.all(sites.map((s) => makeStaff(db, s)));
  const loadStarted = performance.now();
  for (const [i, site] of sites.entries()) {
    const count = i === 0 ? LEADS : Math.floor(OTHER / 2);
    // The same leads every run (random() follows the seed within the transaction), so runs compare.
    if (count)
      await db.transaction(async (tx) => {
        await tx.query("SELECT setseed($1)", [0.42 - i / 10]);
        await tx.query(generateLeadsSql(), [site.id, count, site.slug, staff[i]]);
      });
  }
  await db.query("ANALYZE leads");
  console.log(`${kind}: ${LEADS} + ${OTHER} leads stored in ${Math.round(performance.now() - loadStarted)} ms`);

  const [site] = sites;
  const owner = benchViewer(site, staff[0][0], "owner", null);
  const salesperson = benchViewer(site, staff[0][1], "sales", [`${site.slug}-north`]);
  const old = await oldLead(db, site.id);
  const day = (d: Date) => d.toISOString().slice(0, 10);
  const monthAgo = new Date(Date.now() - 30 * 86_400_000);
  const yearAgo = new Date(Date.now() - 365 * 86_400_000);
  console.log(`${kind}: searching for ${old.name} ${old.lastName}, ${old.email}, ${old.phone}, ${old.stocknum}`);
  const filters: [string, Viewer, InboxFilter][] = [
    ["first page", owner, {}],
    ["status new", owner, { status: "new" }],
    ["status sold", owner, { status: "sold" }],
    ["form vehicle", owner, { form: "vehicle" }],
    ["form parts (rare)", owner, { form: "parts" }],
    ["dealership", owner, { dealership: `${site.slug}-east` }],
    ["assigned to me", { ...owner, staff: { ...owner.staff, id: staff[0][3] } }, { assigned: "me" }],
    ["assigned to no one", owner, { assigned: "none" }],
    ["last 30 days", owner, { from: day(monthAgo), to: day(new Date()) }],
    ["a week a year ago", owner, { from: day(yearAgo), to: day(new Date(yearAgo.getTime() + 6 * 86_400_000)) }],
    ["salesperson's dealership", salesperson, {}],
    ["search last name", owner, { q: old.lastName }],
    ["search full name", owner, { q: `${old.name} ${old.lastName}` }],
    ["search e-mail (one lead)", owner, { q: old.email }],
    ["search phone (one lead)", owner, { q: `${old.phone.slice(0, 4)} ${old.phone.slice(4, 7)} ${old.phone.slice(7)}` }],
    ["search stock number", owner, { q: old.stocknum }],
    ["search, no match", owner, { q: "zzqxw" }],
    ["status + form + search", owner, { status: "lost", form: "vehicle", q: old.lastName }],
    ["deep keyset page (90%)", owner, { after: await deepCursor(db, site.id) }],
  ];
  const timings: Timing[] = [];
  for (const [name, viewer, filter] of filters) {
    if (args.explain && name.includes(args.explain)) await loadInbox({ db: explaining(db, `${kind}, ${name}`) }, viewer, filter);
    timings.push(await timeRuns(name, RUNS, async () => ({ rows: (await loadInbox({ db }, viewer, filter)).items.length })));
  }
  printTimings(`${kind}: loadInbox server time, ${RUNS} runs each`, timings, TARGET_MS);
  return timings;
}

/** A database that prints the plan of each inbox query before running it. */
function explaining(db: Database, label: string): Database {
  return {
    ...db,
    async query<T>(sql: string, params?: unknown[]) {
      if (/FROM leads/.test(sql)) {
        const plan = await db.query<{ "QUERY PLAN": string }>(`EXPLAIN ANALYZE ${sql}`, params);
        console.log(`-- ${label}\n${plan.map((row) => row["QUERY PLAN"]).join("\n")}\n`);
      }
      return db.query<T>(sql, params);
    },
  };
}

/** From a lead's write (its transaction, with the notification in it) to the notification in another process. */
async function liveLatency(db: Database, url: string): Promise<{ median: number; p95: number }> {
  const [{ id: siteId }] = await db.query<{ id: number }>("SELECT id FROM sites WHERE slug = 'bench-inbox'");
  const child = spawn(process.execPath, ["--import", "tsx", "scripts/bench/inbox-listener.ts"], {
    env: { ...process.env, BENCH_LISTEN_URL: url },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const arrivals = new Map<string, (at: number) => void>();
  const lines = createInterface({ input: child.stdout });
  const ready = new Promise<void>((resolve) =>
    lines.on("line", (line) => {
      if (line === "ready") return resolve();
      const { leadId, at } = JSON.parse(line) as { leadId: string; at: number };
      arrivals.get(leadId)?.(at);
    }),
  );
  await ready;
  const ms: number[] = [];
  try {
    for (let i = 0; i < 30; i++) {
      const lead = sampleLead({ id: randomUUID(), createdAt: new Date().toISOString(), dealership: null });
      const arrived = new Promise<number>((resolve) => arrivals.set(lead.id, resolve));
      const started = performance.timeOrigin + performance.now();
      await db.transaction((tx) => insertLead(tx, lead, { siteId, quarantineReason: null, clientIp: "203.0.113.9", userAgent: "bench" }));
      ms.push((await arrived) - started);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  } finally {
    child.kill();
  }
  ms.sort((a, b) => a - b);
  const result = { median: Number(percentile(ms, 50).toFixed(1)), p95: Number(percentile(ms, 95).toFixed(1)) };
  console.log(`postgres: a lead's write to its notification in another process: median ${result.median} ms, p95 ${result.p95} ms`);
  return result;
}

const results: Record<string, unknown> = { leads: LEADS, other: OTHER };
Object.assign(
  results,
  await onBenchDatabases("inbox", args.database, async (kind, db, url) => {
    const timings = await benchOn(kind, db);
    if (url) results.live = await liveLatency(db, url);
    return timings;
  }),
);
const worst = (timings?: Timing[]) => timings && Math.max(...timings.map((t) => t.p95));
console.log(
  JSON.stringify({
    ...results,
    postgres: results.postgres && { worst_p95_ms: worst(results.postgres as Timing[]) },
    pglite: results.pglite && { worst_p95_ms: worst(results.pglite as Timing[]) },
  }),
);
process.exit(0);
