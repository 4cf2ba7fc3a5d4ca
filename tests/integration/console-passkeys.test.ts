import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureDemoStaff } from "~/console/demo-staff.server";
import { insertStaffPasskey } from "~/console/staff-passkey-queries.server";
import { findStaffByEmail } from "~/console/staff-queries.server";
import type { TenantSite } from "~/sites/tenant-site";
import { consoleCookie, consolePost, csrfOf, hostOf } from "../support/console";
import { request } from "../support/http-request";
import { type Listening, listenApp, requireFreshBuild, type SeededPlatform, seededPlatform } from "../support/seeded-app";

/** The console's passkey steps (POST /dealer/passkeys/{step}) refuse what they should; the e2e spec signs in with a real one. */
describe("the console's passkey steps", () => {
  let platform: SeededPlatform;
  let app: Listening;
  let coastal: TenantSite;
  let metro: TenantSite;
  let owner = "";
  const now = new Date();
  const step = (site: TenantSite, name: string, body: unknown, cookie = "") =>
    request(app.port, hostOf(site), `/dealer/passkeys/${name}`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: site.origin, ...(cookie ? { cookie } : {}) },
      body: JSON.stringify(body),
    });
  const answer = (challenge: string, id = "bm90LWEtcmVhbC1jcmVkZW50aWFs") => ({
    response: {
      id,
      rawId: id,
      type: "public-key",
      response: {
        clientDataJSON: Buffer.from(JSON.stringify({ type: "webauthn.get", challenge, origin: coastal.origin })).toString("base64url"),
        authenticatorData: "AAAA",
        signature: "AAAA",
      },
      clientExtensionResults: {},
    },
  });
  const challengeRows = async (challenge: string) =>
    (await platform.db.query("SELECT 1 FROM staff_passkey_challenges WHERE challenge = $1", [challenge])).length;

  beforeAll(async () => {
    requireFreshBuild();
    platform = await seededPlatform({ now, totalCars: 20 });
    await ensureDemoStaff(platform.db, platform.sites, now);
    coastal = platform.sites.find((s) => s.slug === "coastal-toyota") as TenantSite;
    metro = platform.sites.find((s) => s.slug === "metro-motor-group") as TenantSite;
    app = await listenApp(platform, { now });
    owner = await consoleCookie(platform.db, app.port, coastal, "owner@coastal-toyota.example", now);
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await platform?.db.close();
  });

  it("adds a passkey only for a signed-in person, with their session's form token", async () => {
    expect((await step(coastal, "register-options", {})).status).toBe(403);
    expect((await step(coastal, "register-options", { _csrf: "0".repeat(64) }, owner)).status).toBe(403);
    const csrf = csrfOf(await request(app.port, hostOf(coastal), "/dealer/account", { headers: { cookie: owner } }));
    const res = await step(coastal, "register-options", { _csrf: csrf }, owner);
    expect(res.status).toBe(200);
    const options = JSON.parse(res.body) as { rp: { id: string }; user: { name: string }; challenge: string };
    // Bound to the site's own host, for this person.
    expect(options.rp.id).toBe("coastal-toyota.localhost");
    expect(options.user.name).toBe("owner@coastal-toyota.example");
    expect(await challengeRows(options.challenge)).toBe(1);
  });

  it("spends a sign-in challenge on its first answer, and only on the host that gave it out", async () => {
    const options = JSON.parse((await step(coastal, "sign-in-options", {})).body) as { challenge: string; rpId: string };
    expect(options.rpId).toBe("coastal-toyota.localhost");
    // Another dealer's host does not know this challenge (nor any passkey of Coastal Toyota's).
    expect((await step(metro, "sign-in", answer(options.challenge))).status).toBe(403);
    expect(await challengeRows(options.challenge)).toBe(1);
    const refused = await step(coastal, "sign-in", answer(options.challenge));
    expect(refused.status).toBe(403);
    expect(JSON.parse(refused.body).error).toBe("That passkey didn't work here. Sign in with your e-mail address instead.");
    expect(refused.headers["set-cookie"]).toBeUndefined();
    expect(await challengeRows(options.challenge)).toBe(0);
    expect((await step(coastal, "sign-in", { response: "nonsense" })).status).toBe(403);
  });

  it("lists a person's passkeys on this host and removes one, audited; nobody else's", async () => {
    const person = await findStaffByEmail(platform.db, "owner@coastal-toyota.example");
    const manager = await findStaffByEmail(platform.db, "manager@coastal-toyota.example");
    const row = (staffId: string, credentialId: string) => ({
      credentialId,
      publicKey: new Uint8Array([1, 2, 3]),
      counter: 0,
      transports: ["internal"],
      deviceType: "singleDevice",
      backedUp: false,
      staffId,
      siteId: coastal.id,
      rpId: "coastal-toyota.localhost",
      label: "Safari on iOS",
      now,
    });
    const mine = (await insertStaffPasskey(platform.db, row(person?.id as string, "mine"))) as string;
    const theirs = (await insertStaffPasskey(platform.db, row(manager?.id as string, "theirs"))) as string;
    const page = await request(app.port, hostOf(coastal), "/dealer/account", { headers: { cookie: owner } });
    expect(page.body).toContain("Safari on iOS");
    const csrf = csrfOf(page);
    const notMine = await consolePost(app.port, coastal, "/dealer/account", owner, {
      _csrf: csrf,
      intent: "remove-passkey",
      passkey: theirs,
    });
    expect(notMine.status).toBe(404);
    const removed = await consolePost(app.port, coastal, "/dealer/account", owner, {
      _csrf: csrf,
      intent: "remove-passkey",
      passkey: mine,
    });
    expect(removed.status).toBe(200);
    const audit = await platform.db.query<{ action: string; before: unknown; siteId: number }>(
      `SELECT action, before, site_id AS "siteId" FROM audit_log WHERE resource = 'passkey' AND resource_id = $1`,
      [mine],
    );
    expect(audit).toEqual([{ action: "remove", before: { label: "Safari on iOS" }, siteId: coastal.id }]);
  });
});
