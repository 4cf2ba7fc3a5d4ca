/**
 * Issue 53's "Done means", end to end: two server processes on one PostgreSQL (as a deployment runs them), the dealer's
 * inbox open on one through the sign-in link it prints at start-up, and a shopper's enquiry sent through the site's
 * contact form on the other. The lead appears in the open inbox without a reload, with the unread count in the title.
 * The PostgreSQL is CI's (TEST_DATABASE_URL, a fresh database on it) or a throwaway cluster of the machine's own
 * binaries; with neither (a machine without PostgreSQL) the test is skipped, except under CI, where it fails
 * (testDatabaseUrl: the integration suite's rule).
 * These servers are the test's own, on ports of their own, not the suite's embedded-database server.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { startPostgresCluster } from "../../scripts/postgres-cluster";
import { testDatabaseUrl } from "../support/test-database-url";
import { expect, test } from "./fixtures";
import { waitForInteractive } from "./support";

const SITE = "coastal-toyota";
const SECRET = "e2e-live-inbox-secret-".padEnd(40, "x");

type Database = { url: string; drop(): Promise<void> };

/** A fresh database on CI's server, else on a cluster of the machine's binaries; null when there is neither. */
async function freshDatabase(port: number): Promise<Database | null> {
  const shared = testDatabaseUrl();
  if (!shared) {
    const cluster = startPostgresCluster(port);
    return cluster && { url: cluster.url, drop: async () => cluster.destroy() };
  }
  const name = `e2e_live_inbox_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: shared });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(shared);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: shared });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

type Server = { child: ChildProcess; port: number; dataDir: string; printed: Promise<string> };

/** `node build/server-main.js` as `npm start` runs it; `printed` resolves to its start-up message once it listens. */
function startServer(port: number, databaseUrl: string): Server {
  const dataDir = mkdtempSync(join(tmpdir(), "e2e-live-inbox-"));
  const child = spawn(process.execPath, ["build/server-main.js"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      SITES_DIR: "config/sites",
      LEAD_SECRET: SECRET,
      LOG_LEVEL: "warn",
      CAPTCHA_COST: "300",
      PAGE_CACHE_SECONDS: "0",
      E2E_FIXTURES: "",
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const printed = new Promise<string>((resolve, reject) => {
    let out = "";
    child.stdout?.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      if (/Dealer platform ready[\s\S]*\n\n/.test(out)) resolve(out);
    });
    child.once("exit", (code) => reject(new Error(`the server on port ${port} exited with ${code} before it was ready:\n${out}`)));
  });
  return { child, port, dataDir, printed };
}

let database: Database | null = null;
const servers: Server[] = [];

test.beforeAll(async () => {
  test.setTimeout(180_000);
  database = await freshDatabase(await freePort());
  if (!database) return;
  // The first process migrates and loads the demo network; the second starts on what it made, as a second replica does.
  servers.push(startServer(await freePort(), database.url));
  await servers[0].printed;
  servers.push(startServer(await freePort(), database.url));
  await servers[1].printed;
});

test.afterAll(async () => {
  for (const server of servers) {
    server.child.kill("SIGKILL");
    rmSync(server.dataDir, { recursive: true, force: true });
  }
  await database?.drop();
});

test("an enquiry sent on one server process appears live in the inbox open on another", async ({ browser }) => {
  test.skip(!database, "no PostgreSQL here: neither TEST_DATABASE_URL nor initdb/pg_ctl");
  const [first, second] = servers;
  // What the newcomer clicks: the line `npm start` prints under the site.
  const printed = await first.printed;
  const link = new RegExp(`its dealer console, signed in as the demo owner: (http://${SITE}\\.localhost:${first.port}/dealer/\\S+)`).exec(
    printed,
  )?.[1];
  if (!link) throw new Error(`no sign-in link for ${SITE} in what the server printed:\n${printed}`);

  const dealer = await (await browser.newContext()).newPage();
  await dealer.goto(link);
  await expect(dealer).toHaveURL(/\/dealer\/leads$/);
  await expect(dealer.getByRole("heading", { name: "Leads", level: 1 })).toBeVisible();
  await expect(dealer.getByText("Live: new leads appear here as they arrive.")).toBeVisible();
  // The demo's own enquiries are unread already: the title counts them, and then one more.
  await expect(dealer).toHaveTitle(/^\(\d+ new\) Leads · Dealer console$/);
  const unreadBefore = Number((await dealer.title()).match(/^\((\d+) new\)/)?.[1]);

  const shopper = await (await browser.newContext()).newPage();
  await shopper.goto(`http://${SITE}.localhost:${second.port}/contact`);
  await waitForInteractive(shopper);
  await shopper.getByLabel("First name").fill("Harriet");
  await shopper.getByLabel("Last name").fill("Liveinbox");
  await shopper.getByLabel("Email").fill("harriet.liveinbox@example.com.au");
  await shopper.getByLabel("Phone").fill("0412 345 678");
  await shopper.getByLabel(/^(Message|Tell us)/).fill("Do you have a HiLux SR5 in white?");
  await shopper.getByLabel(/^Postcode/).fill("4558");
  await shopper.getByLabel(/I agree to the terms of use/).check();
  await expect(shopper.locator("altcha-widget input[name='altcha']")).not.toHaveValue("", { timeout: 20_000 });

  const sent = Date.now();
  await shopper.getByRole("button", { name: "Send enquiry" }).click();
  const row = dealer.getByRole("row").filter({ hasText: "Harriet Liveinbox" });
  await expect(row).toBeVisible({ timeout: 5_000 });
  const arrivedMs = Date.now() - sent;
  console.log(`submit-to-inbox: ${arrivedMs} ms (contact form on port ${second.port}, inbox on port ${first.port})`);
  await expect(shopper).toHaveURL(/\/success\?lead=[0-9a-f-]{36}$/);
  await expect(row).toContainText("General enquiry");
  await expect(row.getByText("(unread)")).toBeAttached();
  await expect(dealer.getByRole("status").filter({ hasText: "1 new lead just arrived." })).toBeVisible();
  await expect(dealer).toHaveTitle(`(${unreadBefore + 1} new) Leads · Dealer console`);
  expect(arrivedMs).toBeLessThan(5_000);
});
