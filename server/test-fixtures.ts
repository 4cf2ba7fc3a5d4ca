import { CAR_STATUSES, CAR_TYPES } from "~/domain/vehicle/car";
/**
 * Test data for the end-to-end suite, mounted at /__test only when E2E_FIXTURES=true (never on a
 * real deployment). The e2e server's embedded PGlite database can be opened by the server process
 * alone, so tests make the cars they change through this endpoint instead of writing to it.
 *
 * POST /__test/cars makes a car on a site by copying a seeded car that fits `like` (its dealership,
 * location, photos, spin frames and finance rows come along; `without` drops child rows), then
 * applies `set` column overrides. The copy gets a fresh stock number and slug, no views and today's
 * date. When the target site has no dealership of that name yet, the dealership and its locations
 * are copied there first. Everything happens in one transaction, whose commit makes the stock tables' triggers send
 * stock_changed naming the car (migration 0035), so every server's search index updates it, exactly as for a stock
 * feed. DELETE /__test/cars/:site/:slug removes a car the same way. The SQL is in test-fixture-queries.server.ts.
 * GET /__test/mail/:to answers the newest e-mail the console sent to an address (without SMTP).
 * PATCH /__test/cars/:site/:slug { price } reprices a car. GET /__test/sms/:site/:phone answers the newest text the log SMS provider kept for that number
 * (the sign-in code): the outbox exists only when E2E_FIXTURES is on.
 * POST /__test/feed-dealerships { site, dealership } makes a dealership of that (new) slug on the site, a copy of
 * coastal-toyota's first one with its locations, and answers its stock feed key (as `npm run site -- rotate-key`
 * would print it), for tests that post feeds to /api/stock/feed.
 * POST /__test/payment-requests asks for a payment against a reservation as the dealer's command
 * does (`npm run reservations -- request-payment`), through the same use case.
 * PUT /__test/clock/:site { at } sets that site's server clock (server/test-clock.ts); { at: null } puts it back.
 * GET /__test/leads/:site/:id answers a stored lead as `npm run leads -- show` reads it (its columns and the
 * payload the dealer is sent), for tests that check what arrived.
 */
import express, { type NextFunction, type Request, type Response } from "express";
import { z } from "zod";
import type { Database } from "~/db/database";
import type { TenantSite } from "~/sites/tenant-site";
import type { TestClock } from "./test-clock";
import type { SentSms } from "~/lib/sms/log-sms-provider";
import { listSiteLeads } from "~/leads/lead-admin-queries.server";
import type { SentMail } from "~/lib/mailer.server";
import { requestPayment } from "~/reserve/payment-requests.server";
import { createTestCar, deleteTestCar, makeFeedTestDealership, repriceTestCar, TEST_CAR_CHILD_ROWS } from "./test-fixture-queries.server";

const CreateCar = z.object({
  site: z.string(),
  like: z
    .object({
      site: z.string().default("coastal-toyota"),
      carType: z.enum(CAR_TYPES).optional(),
      status: z.enum(CAR_STATUSES).default("in_stock"),
      itemType: z.string().optional(),
      spin: z.boolean().optional(),
      videos: z.boolean().optional(),
      minPhotos: z.number().int().min(0).default(0),
    })
    .default({ site: "coastal-toyota", status: "in_stock", minPhotos: 0 }),
  without: z.array(z.enum(TEST_CAR_CHILD_ROWS)).default([]),
  set: z.record(z.string(), z.unknown()).default({}),
});

const CreateFeedDealership = z.object({
  site: z.string(),
  dealership: z.string().regex(/^[a-z0-9-]{1,60}$/),
  like: z.string().default("coastal-toyota"),
});

const SetClock = z.object({ at: z.iso.datetime({ offset: true }).nullable() });

const CreatePaymentRequest = z.object({
  site: z.string(),
  reservationId: z.string(),
  amount: z.string(),
  description: z.string(),
});

/** The request's body as the schema reads it, or null once a 400 naming each wrong field is sent. */
function parseBody<T>(schema: z.ZodType<T>, req: Request, res: Response): T | null {
  const parsed = schema.safeParse(req.body);
  if (parsed.success) return parsed.data;
  res.status(400).json({ error: parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ") });
  return null;
}

/** A stored lead, as the dealer's command reads it: how the suite checks what reached the dealer. */
function readLead(db: Database, site: (slug: string) => TenantSite) {
  return (req: Request<{ site: string; id: string }>, res: Response, next: NextFunction) => {
    listSiteLeads(db, site(req.params.site).id, { leadId: req.params.id })
      .then(([lead]) => (lead ? res.json(lead) : res.status(404).json({ error: "No such lead" })))
      .catch(next);
  };
}

export function testFixtures(
  db: Database,
  sites: readonly TenantSite[],
  sentSms: readonly SentSms[],
  sentMail: readonly SentMail[],
  clock: { clock: TestClock; moved(siteId: number): void },
): express.Router {
  const router = express.Router();
  router.use(express.json({ limit: "100kb" }));
  const site = (slug: string) => {
    const found = sites.find((s) => s.slug === slug);
    if (!found) throw Object.assign(new Error(`No site "${slug}"`), { status: 400 });
    return found;
  };
  // One change at a time, so two tests copying the same dealership to a site never race.
  let queue: Promise<unknown> = Promise.resolve();
  const serial = <T>(work: () => Promise<T>): Promise<T> => {
    const run = queue.then(work, work);
    queue = run.catch(() => {});
    return run;
  };

  clockRoute(router, site, clock);
  router.post("/cars", (req, res, next) => {
    const parsed = parseBody(CreateCar, req, res);
    if (!parsed) return;
    const input = parsed;
    serial(() => createTestCar(db, site(input.site), site(input.like.site), input))
      .then((car) => res.status(201).json(car))
      .catch(next);
  });

  router.patch("/cars/:site/:slug", (req, res, next) => {
    const target = site(req.params.site);
    const price = Number((req.body as { price?: unknown }).price);
    if (!Number.isInteger(price) || price < 0) {
      res.status(400).json({ error: "price must be a whole number of dollars" });
      return;
    }
    serial(() => repriceTestCar(db, target, req.params.slug, price))
      .then((changed) => res.status(changed ? 204 : 404).end())
      .catch(next);
  });

  router.post("/feed-dealerships", (req, res, next) => {
    const parsed = parseBody(CreateFeedDealership, req, res);
    if (!parsed) return;
    const input = parsed;
    serial(() => makeFeedTestDealership(db, site(input.site), site(input.like), input.dealership))
      .then((made) => res.status(201).json(made))
      .catch(next);
  });

  sentMessages(router, sentSms, sentMail);

  // The dealer's request for a payment (what `npm run reservations -- request-payment` does), for the online payment tests.
  router.post("/payment-requests", (req, res, next) => {
    const parsed = parseBody(CreatePaymentRequest, req, res);
    if (!parsed) return;
    const { reservationId, amount, description } = parsed;
    requestPayment({ db, site: site(parsed.site), now: new Date() }, { reservationId, amount, description }, { tool: "e2e fixtures" })
      .then((made) => (made.ok ? res.status(201).json({ id: made.request.id }) : res.status(422).json({ error: made.message })))
      .catch(next);
  });

  router.get("/leads/:site/:id", readLead(db, site));

  router.delete("/cars/:site/:slug", (req, res, next) => {
    const target = site(req.params.site);
    serial(() => deleteTestCar(db, target, req.params.slug))
      .then((deleted) => res.status(deleted ? 204 : 404).end())
      .catch(next);
  });

  router.use((error: unknown, _req: Request, res: Response, _next: NextFunction) => {
    const status = (error as { status?: number }).status ?? 500;
    res.status(status).json({ error: error instanceof Error ? error.message : String(error) });
  });
  return router;
}

/** The messages the suite reads back: the newest text a number was sent (a sign-in code), the newest e-mail to an address. */
function sentMessages(router: express.Router, sentSms: readonly SentSms[], sentMail: readonly SentMail[]) {
  // The newest text message the log provider "sent" to a number on a site: how the suite reads a sign-in code.
  router.get("/sms/:site/:phone", (req, res) => {
    const message = sentSms.findLast((m) => m.siteSlug === req.params.site && m.to === req.params.phone);
    if (message) res.json(message);
    else res.status(404).json({ error: "No message to that number" });
  });

  // The newest e-mail to an address (the console's sign-in links, notifications): how the suite reads a sign-in link.
  router.get("/mail/:to", (req, res) => {
    const message = sentMail.findLast((m) => m.to === req.params.to.toLowerCase());
    if (message) res.json(message);
    else res.status(404).json({ error: "No e-mail to that address" });
  });
}

/** The site's server clock set to `at` (an ISO instant), or back to the real time with null. */
function clockRoute(router: express.Router, site: (slug: string) => TenantSite, clock: { clock: TestClock; moved(siteId: number): void }) {
  // The site's cached pages are dropped: they were made at the old time.
  router.put("/clock/:site", (req, res) => {
    const body = parseBody(SetClock, req, res);
    if (!body) return;
    const { id } = site(req.params.site);
    clock.clock.set(id, body.at === null ? null : new Date(body.at));
    clock.moved(id);
    res.json({ now: clock.clock.now(id).toISOString() });
  });
}
