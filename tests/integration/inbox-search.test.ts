import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findInboxPage } from "~/console/inbox-queries.server";
import type { Database } from "~/db/database";
import { migrate } from "~/db/migrate.server";
import { upsertSite } from "~/db/queries/sites.server";
import { eraseHeldLead } from "~/leads/lead-admin-queries.server";
import { insertLead } from "~/leads/lead-queries.server";
import type { LeadRecord } from "~/leads/lead-record";
import { sampleLead } from "../support/sample-lead";
import { testDatabases } from "../support/test-databases";

// The inbox search reads one indexed column (migration 0032's search_text) where it read five expressions: it finds what
// it found before (the name as shown, the e-mail, the stock number, the service and trade-in regos, the phone typed any way),
// in any case, never another site's lead, and nothing of a held lead the dealer deleted.
const TRADE_IN = { valuationId: "v1", rego: "TRD456", regoState: "QLD" } as NonNullable<LeadRecord["tradeIn"]>;

for (const target of testDatabases()) {
  describe(`inbox search (${target.name})`, () => {
    let db: Database;
    let siteId: number;
    let otherSiteId: number;
    const store = async (site: number, overrides: Partial<LeadRecord>, held: string | null = null) => {
      const lead = sampleLead({ id: randomUUID(), createdAt: new Date().toISOString(), ...overrides });
      await db.transaction((tx) =>
        insertLead(tx, lead, { siteId: site, quarantineReason: held, clientIp: "203.0.113.9", userAgent: null }),
      );
      return lead.id;
    };
    const search = async (q: string, site = siteId) =>
      (await findInboxPage(db, site, { q, dealerships: null }, 51)).map((row) => row.id).sort();

    beforeAll(async () => {
      db = await target.open();
      await migrate(db);
      siteId = await upsertSite(db, { slug: "search-a", name: "Search A" });
      otherSiteId = await upsertSite(db, { slug: "search-b", name: "Search B" });
    });
    afterAll(async () => {
      await db?.close();
      await target.dispose();
    });

    it("finds a lead by each thing a dealer types, in any case, and only on its own site", async () => {
      const contact = {
        name: "Morgan",
        lastName: "Ellis",
        email: "morgan.ellis@example.com.au",
        phone: "0412555111",
        postcode: "4558",
        optIn: false,
      };
      const car = await store(siteId, { contact, rego: null });
      const other = { email: "someone@example.net", phone: "0298765432" };
      const service = await store(siteId, { contact: { ...contact, ...other, name: "Riley", lastName: "Tan" }, car: null, rego: "SVC123" });
      const tradeIn = await store(siteId, { contact: { ...contact, ...other, name: "Jo", lastName: null }, car: null, tradeIn: TRADE_IN });
      await store(otherSiteId, { contact });

      expect(await search("Morgan Ellis")).toEqual([car]);
      expect(await search("ELLIS")).toEqual([car]);
      expect(await search("morgan.ellis@example")).toEqual([car]);
      expect(await search("someone@EXAMPLE.net")).toEqual([service, tradeIn].sort());
      expect(await search("Riley Tan")).toEqual([service]);
      expect(await search("ctm010687")).toEqual([car]);
      expect(await search("svc123")).toEqual([service]);
      expect(await search("TRD456")).toEqual([tradeIn]);
      for (const phone of ["0412 555 111", "+61 412 555 111", "555111"]) expect(await search(phone), phone).toEqual([car]);
      // Typed text never spans two fields, and LIKE's wildcards are the letters they are.
      expect(await search("ellis morgan")).toEqual([]);
      expect(await search("%")).toEqual([]);
      expect(await search("mor_an")).toEqual([]);
      expect(await search("Morgan", otherSiteId)).toHaveLength(1);
    });

    it("keeps nothing searchable of a held lead the dealer deleted", async () => {
      const id = await store(
        siteId,
        { contact: { name: "Spammy", lastName: "Bot", email: "bot@spam.example", phone: "0400000001", postcode: "4558", optIn: false } },
        "honeypot",
      );
      expect(await eraseHeldLead(db, siteId, id, new Date())).toBe(true);
      const [row] = await db.query<{ searchText: string }>('SELECT search_text AS "searchText" FROM leads WHERE id = $1', [id]);
      expect(row.searchText).not.toMatch(/spammy|bot|spam\.example|ctm010687/);
    });
  });
}
