import { inflateSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formStartedToken } from "~/leads/spam/form-timer.server";
import { solvedCaptcha } from "../support/captcha";
import { request } from "../support/http-request";
import { type Listening, listenApp, requireFreshBuild, type SeededPlatform, seededPlatform, testLeadServices } from "../support/seeded-app";

/**
 * Security finding 3 and the X-Forwarded-For part of 19 (docs/decisions/009-canonical-origins-and-proxies.md):
 * forwarded headers count only from the proxies TRUSTED_PROXIES lists, and no absolute URL is ever built from a
 * request header. A site's links use its canonical origin from config.
 */

requireFreshBuild();

const now = new Date("2026-11-22T02:00:00Z");
const PORT = 4123;
const SITE = "coastal-toyota";
const HOST = `${SITE}.localhost:${PORT}`;
const ORIGIN = `http://${SITE}.localhost:${PORT}`;
const CONFIGURED = "https://www.valueusedcars.example";
const FORWARDED = { "x-forwarded-host": "evil.example:666", "x-forwarded-proto": "https", "x-forwarded-for": "203.0.113.9" };

/** A general enquiry every demo site accepts (coastal-toyota asks for a postcode and the terms). */
const GENERAL_FIELDS = {
  form: "general",
  category: "General Enquiry",
  name: "Ann",
  email: "ann@example.com",
  phone: "0412345678",
  postcode: "4000",
  message: "Hello",
  terms_conditions: "true",
};

let platform: SeededPlatform;
let untrusted: Listening;
let trusted: Listening;
let carSlug: string;

beforeAll(async () => {
  platform = await seededPlatform({
    now,
    port: PORT,
    configure: (configs) =>
      configs.map((c) =>
        c.slug === "value-used-cars" ? { ...c, hosts: [...c.hosts, "www.valueusedcars.example"], canonicalOrigin: CONFIGURED } : c,
      ),
  });
  const lenient = platform.sites.map((s) => ({ ...s, leads: { ...s.leads, rateLimitPerMinute: 1000 } }));
  untrusted = await listenApp({ ...platform, sites: lenient }, { now });
  trusted = await listenApp({ ...platform, sites: lenient }, { now, trustedProxies: ["loopback"] });
  const hits = JSON.parse((await request(untrusted.port, HOST, "/api/search")).body).hits as { slug: string }[];
  carSlug = hits[0].slug;
});
afterAll(async () => {
  await untrusted?.close();
  await trusted?.close();
  await platform?.db.close();
});

/** The text of every stream in a PDF, inflated where it is compressed (pdf-lib draws text as hex strings). */
function pdfText(pdf: Buffer): string {
  const raw = pdf.toString("latin1");
  const parts = [raw];
  for (const match of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    try {
      parts.push(inflateSync(Buffer.from(match[1], "latin1")).toString("latin1"));
    } catch {
      // not compressed
    }
  }
  const text = parts.join("\n");
  const hex = [...text.matchAll(/<([0-9A-Fa-f]+)>/g)].map((m) => Buffer.from(m[1], "hex").toString("latin1"));
  return `${text}\n${hex.join("\n")}`;
}

function attribute(html: string, pattern: RegExp): string {
  const found = html.match(pattern);
  expect(found, String(pattern)).not.toBeNull();
  return (found as RegExpMatchArray)[1].replaceAll("&amp;", "&");
}

async function postLead(port: number, host: string, headers: Record<string, string>, extra: Record<string, string> = {}) {
  const services = testLeadServices();
  const res = await request(port, host, "/api/leads", {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify({
      ...GENERAL_FIELDS,
      ...extra,
      altcha: await solvedCaptcha(services.captcha, host.split(".")[0]),
      form_started: formStartedToken(services.secret, new Date(now.getTime() - 60_000)),
    }),
  });
  expect(res.status, res.body).toBe(201);
  const { lead_id } = JSON.parse(res.body) as { lead_id: string };
  const [row] = await platform.db.query<{ client_ip: string; payload: unknown }>("SELECT client_ip, payload FROM leads WHERE id = $1", [
    lead_id,
  ]);
  const payload = (typeof row.payload === "string" ? JSON.parse(row.payload) : row.payload) as { siteUrl: string; pageUrl: string | null };
  return { clientIp: row.client_ip, ...payload };
}

describe("absolute URLs come from the site's canonical origin, never from a request header", () => {
  for (const [name, server] of [
    ["an untrusted peer", () => untrusted],
    ["a trusted proxy", () => trusted],
  ] as const) {
    it(`the car page's canonical link, og:url, og:image and JSON-LD stay on the site's origin (${name})`, async () => {
      const res = await request(server().port, HOST, `/cars/${carSlug}`, { headers: FORWARDED });
      expect(res.status).toBe(200);
      expect(attribute(res.body, /<link rel="canonical" href="([^"]+)"/)).toBe(`${ORIGIN}/cars/${carSlug}`);
      expect(attribute(res.body, /<meta property="og:url" content="([^"]+)"/)).toBe(`${ORIGIN}/cars/${carSlug}`);
      expect(attribute(res.body, /<meta property="og:image" content="([^"]+)"/)).toMatch(new RegExp(`^${ORIGIN}/img/car/`));
      const jsonLd = JSON.parse(attribute(res.body, /<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/)) as { url: string };
      expect(jsonLd.url).toBe(`${ORIGIN}/cars/${carSlug}`);
      expect(res.body).not.toContain("evil.example");
      expect(res.body).not.toContain("https://coastal-toyota");
    });

    it(`the brochure names the car's page on the site's origin (${name})`, async () => {
      const res = await new Promise<Buffer>((ok, fail) => {
        import("node:http").then(({ request: raw }) => {
          const req = raw(
            { host: "127.0.0.1", port: server().port, path: `/api/cars/${carSlug}/brochure.pdf`, headers: { host: HOST, ...FORWARDED } },
            (r) => {
              const chunks: Buffer[] = [];
              r.on("data", (c: Buffer) => chunks.push(c));
              r.on("end", () => ok(Buffer.concat(chunks)));
            },
          );
          req.on("error", fail);
          req.end();
        }, fail);
      });
      const text = pdfText(res);
      expect(text).toContain(`${ORIGIN}/cars/${carSlug}`);
      expect(text).not.toContain("evil.example");
    });

    it(`a stored lead's siteUrl (the ADF e-mail's links) is the site's origin (${name})`, async () => {
      const lead = await postLead(server().port, HOST, FORWARDED);
      expect(lead.siteUrl).toBe(ORIGIN);
    });
  }

  it("a site with a configured canonicalOrigin links there, whatever Host or X-Forwarded-Host say", async () => {
    const hits = JSON.parse((await request(untrusted.port, "value-used-cars.localhost", "/api/search")).body).hits as { slug: string }[];
    const res = await request(trusted.port, "value-used-cars.localhost:9", `/cars/${hits[0].slug}`, { headers: FORWARDED });
    expect(attribute(res.body, /<link rel="canonical" href="([^"]+)"/)).toBe(`${CONFIGURED}/cars/${hits[0].slug}`);
    const [dealership] = await platform.db.query<{ slug: string }>(
      "SELECT d.slug FROM dealerships d JOIN sites s ON s.id = d.site_id WHERE s.slug = 'value-used-cars' LIMIT 1",
    );
    const lead = await postLead(trusted.port, "value-used-cars.localhost:9", FORWARDED, { dealership_slug: dealership.slug });
    expect(lead.siteUrl).toBe(CONFIGURED);
  });

  it("the no-JavaScript form records the page it was sent from on the site's origin", async () => {
    const services = testLeadServices();
    const { form: _form, ...fields } = GENERAL_FIELDS;
    const form = new URLSearchParams({
      ...fields,
      altcha: await solvedCaptcha(services.captcha, SITE),
      form_started: formStartedToken(services.secret, new Date(now.getTime() - 60_000)),
    }).toString();
    const res = await request(trusted.port, HOST, "/contact?utm=x", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", ...FORWARDED },
      body: form,
    });
    expect(res.status, res.body.slice(0, 300)).toBe(302);
    const leadId = String(res.headers.location).split("lead=")[1];
    const [row] = await platform.db.query<{ payload: unknown }>("SELECT payload FROM leads WHERE id = $1", [leadId]);
    const payload = (typeof row.payload === "string" ? JSON.parse(row.payload) : row.payload) as { siteUrl: string; pageUrl: string };
    expect(payload.siteUrl).toBe(ORIGIN);
    expect(payload.pageUrl).toBe(`${ORIGIN}/contact?utm=x`);
  });
});

describe("X-Forwarded-For counts only from a trusted proxy (TRUSTED_PROXIES)", () => {
  it("from an untrusted peer, the client address is the peer's (the rate-limit key cannot be rotated)", async () => {
    const lead = await postLead(untrusted.port, HOST, FORWARDED);
    expect(lead.clientIp).toMatch(/^(::ffff:)?127\.0\.0\.1$/);
  });

  it("from a peer listed in TRUSTED_PROXIES, the client address is the forwarded one", async () => {
    const lead = await postLead(trusted.port, HOST, FORWARDED);
    expect(lead.clientIp).toBe("203.0.113.9");
  });

  it("HSTS is sent only for a site whose canonical origin is https", async () => {
    expect((await request(trusted.port, HOST, "/", { headers: FORWARDED })).headers["strict-transport-security"]).toBeUndefined();
    const https = await request(trusted.port, "value-used-cars.localhost", "/");
    expect(https.headers["strict-transport-security"]).toBe("max-age=31536000");
  });
});
