import { randomUUID } from "node:crypto";
import type { Database } from "~/db/database";
import { createSignInLink } from "~/console/sign-in.server";
import { findStaffByEmail } from "~/console/staff-queries.server";
import { insertLead } from "~/leads/lead-queries.server";
import type { LeadRecord } from "~/leads/lead-record";
import type { LeadServices } from "~/leads/lead-services";
import { ensureDemoStaff } from "~/console/demo-staff.server";
import { createMailer, type SentMail } from "~/lib/mailer.server";
import type { SiteConfig } from "~/sites/site-config";
import type { TenantSite } from "~/sites/tenant-site";
import { type HttpResponse, request } from "./http-request";
import { sampleLead } from "./sample-lead";
import { type Listening, listenApp, requireFreshBuild, type SeededPlatform, seededPlatform, TEST_SECRET } from "./seeded-app";

export const hostOf = (site: TenantSite) => new URL(site.origin).host;

/** Signs a staff member in the way a person does (their e-mailed link, followed), giving back the console cookie. */
export async function consoleCookie(db: Database, port: number, site: TenantSite, email: string, now: Date): Promise<string> {
  const person = await findStaffByEmail(db, email);
  if (!person) throw new Error(`No staff ${email}`);
  const mailer = createMailer({ mailDir: "/tmp/unused-console-mail" });
  const { url } = await createSignInLink({ db, site, now, secret: TEST_SECRET, mailer, from: "", origin: site.origin }, person.id);
  const res = await request(port, hostOf(site), new URL(url).pathname + new URL(url).search);
  const cookie = String(res.headers["set-cookie"] ?? "").match(/__dealer=[\w-]+/)?.[0];
  if (res.status !== 302 || !cookie) throw new Error(`Sign-in link answered ${res.status}`);
  return cookie;
}

/** The platform's own host as the test server answers it (localhost, any port). */
export const platformHost = (port: number) => `localhost:${port}`;

/** Signs a person in on the platform's host (the operators' console) with a link made there, giving back the cookie. */
export async function platformCookie(db: Database, port: number, email: string, now: Date): Promise<string> {
  const person = await findStaffByEmail(db, email);
  if (!person) throw new Error(`No staff ${email}`);
  const mailer = createMailer({ mailDir: "/tmp/unused-console-mail" });
  const origin = `http://${platformHost(port)}`;
  const { url } = await createSignInLink({ db, site: null, now, secret: TEST_SECRET, mailer, from: "", origin }, person.id);
  const res = await request(port, platformHost(port), new URL(url).pathname + new URL(url).search);
  const cookie = String(res.headers["set-cookie"] ?? "").match(/__dealer=[\w-]+/)?.[0];
  if (res.status !== 302 || !cookie) throw new Error(`Sign-in link answered ${res.status}`);
  return cookie;
}

/** The form token a console page carries (every console form has it). */
export function csrfOf(page: HttpResponse): string {
  const token = page.body.match(/name="_csrf" value="([0-9a-f]+)"/)?.[1];
  if (!token) throw new Error("No form token on the page");
  return token;
}

/** `fields` as pairs where a name repeats (a group of checkboxes). */
export function consolePost(
  port: number,
  site: TenantSite,
  path: string,
  cookie: string,
  fields: Record<string, string> | [string, string][],
) {
  return request(port, hostOf(site), path, {
    method: "POST",
    headers: { cookie, "content-type": "application/x-www-form-urlencoded", origin: site.origin },
    body: new URLSearchParams(fields).toString(),
  });
}

/** A lead stored on a site as the lead form stores one (notifying live inboxes), with overrides. */
export async function storeLead(db: Database, site: TenantSite, overrides: Partial<LeadRecord> = {}, meta: { held?: string } = {}) {
  const lead = sampleLead({
    id: randomUUID(),
    siteSlug: site.slug,
    siteName: site.name,
    createdAt: new Date().toISOString(),
    dealership: null,
    ...overrides,
  });
  await db.transaction((tx) =>
    insertLead(tx, lead, { siteId: site.id, quarantineReason: meta.held ?? null, clientIp: "203.0.113.9", userAgent: "test" }),
  );
  return lead;
}

export type ConsoleApp = {
  platform: SeededPlatform;
  app: Listening;
  sentMail: SentMail[];
  site(slug: string): TenantSite;
  /** The console cookie of a demo staff member of the site (owner@, manager@, sales@, marketing@ {slug}.example). */
  signIn(site: TenantSite, email: string): Promise<string>;
  close(): Promise<void>;
};

/**
 * The seeded demo platform with its demo staff, served by the built app with the console on: what a console test starts
 * from. `configure` changes the sites' configs before they are synced; `leads`, the lead services the app is given, for a
 * test that solves the captcha with the same ones.
 */
export async function consoleApp(options: {
  now: Date;
  totalCars?: number;
  configure?: (configs: SiteConfig[]) => SiteConfig[];
  leads?: LeadServices;
}): Promise<ConsoleApp> {
  requireFreshBuild();
  const platform = await seededPlatform({ now: options.now, totalCars: options.totalCars ?? 20, configure: options.configure });
  await ensureDemoStaff(platform.db, platform.sites, options.now);
  const sentMail: SentMail[] = [];
  const app = await listenApp(platform, {
    now: options.now,
    leads: options.leads,
    console: {
      secret: TEST_SECRET,
      mailer: createMailer({ mailDir: `${platform.dataDir}/mail`, sent: sentMail }),
      from: "console@platform.example",
      platformOrigin: "http://localhost",
      sentMail,
    },
  });
  return {
    platform,
    app,
    sentMail,
    site: (slug) => {
      const site = platform.sites.find((s) => s.slug === slug);
      if (!site) throw new Error(`No site ${slug}`);
      return site;
    },
    signIn: (site, email) => consoleCookie(platform.db, app.port, site, email, options.now),
    close: async () => {
      await app.close();
      await platform.db.close();
    },
  };
}
