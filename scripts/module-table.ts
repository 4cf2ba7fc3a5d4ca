/**
 * The module table of docs/architecture.md, made from biome.json's import rules (`npm run docs:modules` writes it
 * between the markers; tests/architecture/module-table.test.ts fails when it is stale), so the "may import" column is
 * the rule lint enforces and cannot drift from it. The roles are prose and live here, one per module.
 */

export const TABLE_START = "<!-- module-table:start (npm run docs:modules writes this table from biome.json) -->";
export const TABLE_END = "<!-- module-table:end -->";

/** A folder's (or file's) import rule as biome.json writes it: every `~/` import refused but the allowed ones. */
export type ImportRule = {
  /** `app/leads/`, or `app/app-context.ts` for a rule on one file. */
  module: string;
  /** What it may import under `~/`: folders (`leads`) or, for an exception, one module (`trade-in/trade-in-queries.server`). */
  allowed: string[];
  message: string;
};

type Pattern = { group: string[]; message: string };
type Override = { includes: string[]; linter?: { rules?: { style?: { noRestrictedImports?: { options?: { patterns?: Pattern[] } } } } } };
export type BiomeConfig = { overrides: Override[] };

const OWN_FOLDER = /^app\/([^/*!]+)\/\*\*$/;

/** The allow-list rules of biome.json, in its order: an override whose pattern refuses `~/**` but what it negates. */
export function importRules(config: BiomeConfig): ImportRule[] {
  return config.overrides.flatMap((override) => {
    const patterns = override.linter?.rules?.style?.noRestrictedImports?.options?.patterns ?? [];
    const allowList = patterns.find((p) => p.group[0] === "~/**");
    const target = override.includes.find((i) => !i.startsWith("!"));
    if (!allowList || !target) return [];
    const own = OWN_FOLDER.exec(target)?.[1];
    const allowed = allowList.group
      .slice(1)
      .map((g) => g.replace(/^!~\//, "").replace(/\/\*\*$/, ""))
      .filter((name) => name !== own);
    return [{ module: own ? `app/${own}/` : target, allowed, message: allowList.message }];
  });
}

/** The folders every feature may use: the ground (pure) and the shared plumbing under the features. */
export const SHARED_FLOORS = ["domain", "images", "geo", "sites", "db", "search", "lib", "site-content", "render", "stock"];

/** What each module is for, top of the house last; a module of app/ with neither a role nor a rule fails the test. */
export const ROLES: Record<string, string> = {
  "app/domain/":
    "pure rules and the types they take: formats, price thresholds, visibility, tags, car names, finance maths, finance panel, locations (hours, address, cards), vehicle blocks, navigation (`navigation/site-nav.ts`), model pages, dealer blocks, promotions, the toast queue, readable text colours, row ids, states, `takesDeposits`",
  "app/images/": "image URLs and the demo artwork",
  "app/geo/": "offline postcode geocoding",
  "app/storage/":
    "the file store every uploaded or fetched file goes through (`FileStore`): a local directory or an S3-compatible bucket, chosen at start-up",
  "app/sites/":
    "`SiteConfigSchema` (zod, the spec's defaults), loading, host resolution, theme CSS (colours, fonts, radius, card style), `TenantSite`, `publicSite`",
  "app/db/":
    "`Database` interface; `openDatabase` picks PGlite or `pg`; migrations; `queries/` for shared tables (cars, locations, reviews, market, sites, analytics, health)",
  "app/search/":
    "the stock search engine, URL state and the one search-link builder (`search-url.ts`), search paths and `/used-car/` paths, result slots and promo positions, car categories, the breadcrumb trail (`search-trail.ts`), the browser's answer cache, parts matching; `search-queries.server.ts`",
  "app/lib/":
    "env, logger, the mailer, the SMS providers (`sms/`: sign-in codes and shoppers' texts), `requireSite`/`requireApiSite`, API errors, rate limits, the analytics sink, browser helpers (takes the load context as React Router's `AppLoadContext`)",
  "app/site-content/":
    "the site-content cache (`siteContent`, `siteContentRead`: at most 30 s old, at once after a write in this process) and its generation counter; each caller hands it the list's own query",
  "app/render/": "a dealer's Markdown rendered and sanitised on the server, and the HTML a document carries once (`document-html.ts`)",
  "app/stock/":
    "shared stock reads: a site's car by slug (`findSiteCar`), the stock summary and its memo, `searchStock`, the delivery estimate",
  "app/leads/":
    "lead forms' shared rules, spam checks, use cases, ADF, the delivery outbox, stored shopper details, hashed tracking data; `lead-queries`, `lead-admin-queries`, `delivery/delivery-queries`",
  "app/trade-in/": "rego lookup, valuation, the trade-in page and the valuation API",
  "app/reserve/": "reserving with a deposit, the buy-online journey, payment webhooks, payment requests",
  "app/payments/": "payment providers: the built-in test cards and Stripe",
  "app/accounts/": "shoppers per site: sign-in codes, sessions, passkeys, gating, watchlist, garage",
  "app/console/":
    "the dealer console: staff, memberships and roles, sign-in links and sessions, the leads inbox and its work, held leads, exports",
  "app/promotions/": "the home page's slides and popup, spin-to-win",
  "app/dealer-blocks/": "Sales this Month, reviews summary, Why Buy From Us, feature banner: queries and use cases",
  "app/models/": "model pages (/models/{slug}) and service booking links by make",
  "app/content/": "dealer content as data: pages, blog posts, FAQ, landing content on form pages, content paths",
  "app/offers/": "special offers: search, offer pages, the offer enquiry",
  "app/brands/": "the manufacturer directory, brand pages and the group's brand grid",
  "app/seo/": "sitemap XML and its entries, robots.txt, page meta, breadcrumbs with BreadcrumbList, AutoDealer and page JSON-LD",
  "app/stock-feed/":
    "dealers' stock feeds: parse, validate, plan, import, photos, keys, feed runs, scheduled pulls, the feed pages' use cases; the console's car editor, which writes through the same schema and writer (`console-car.ts`, `commit-car-change.server.ts`, `car-photos.server.ts`), and each car's origin and locked fields (`car-locks.ts`)",
  "app/marketplace-feeds/":
    "the catalogue feeds dealers advertise with: Google vehicle ads and Meta's vehicles catalogue, which cars, their fields, the report",
  "app/demo/": "the deterministic demo network generator and its writer (`demo-queries.server.ts`); start-up seeds from it",
  "app/services/": "page and API use cases that are not one feature's own (load-vehicle-page, load-site-nav, load-sitemap, ...)",
  "app/app-context.ts": "the load context type (`AppContext`, React Router's `AppLoadContext`), from the types of the folders it names",
  "app/components/": "React components (browser-safe): never `app/db` or a `*.server` module",
};

/** Rows without an allow-list: the top of the house, which may import what is under it. */
const TOP: [string, string, string][] = [
  [
    "`app/routes/`, `app/root.tsx`, `app/entry.server.tsx`",
    "route modules, the root layout and loader, the document renderer",
    "anything in `app/`",
  ],
  [
    "`server/`",
    "Express app, boot (db -> migrate -> read SITES_DIR in -> sync stored sites -> seed -> index), security, images, the e2e-only `/__test` data endpoint",
    "`app/`, never `scripts/`",
  ],
  ["`scripts/`", "CLIs: start, seed, leads, reservations, site, docs, screenshots, benchmarks, crash test", "anything"],
];

function mayImport(rule: ImportRule): string {
  if (rule.allowed.length === 0) return "nothing of the app";
  const shared = SHARED_FLOORS.every((f) => rule.allowed.includes(f));
  const rest = shared ? rule.allowed.filter((a) => !SHARED_FLOORS.includes(a)) : rule.allowed;
  const names = rest.map((a) => (a.includes("/") ? `\`${a}\` (the one exception)` : a));
  if (!shared) return names.join(", ");
  return names.length ? `the shared floors; ${names.join(", ")}` : "the shared floors";
}

const cell = (text: string) => text.replace(/\|/g, "\\|");

/** The table, one row per rule of biome.json and the top rows, padded like the rest of the doc's tables. */
export function renderModuleTable(config: BiomeConfig): string {
  const rows: string[][] = [
    ...importRules(config).map((rule) => [`\`${rule.module}\``, ROLES[rule.module] ?? "", mayImport(rule)]),
    ...TOP.map((row) => [...row]),
  ].map((row) => row.map(cell));
  const header = ["module", "role", "may import"];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (r: string[]) => `| ${r.map((c, i) => c.padEnd(widths[i])).join(" | ")} |`;
  return [
    line(header),
    `| ${widths.map((w) => "-".repeat(w)).join(" | ")} |`,
    ...rows.map(line),
    "",
    `The shared floors: ${SHARED_FLOORS.join(", ")}.`,
  ].join("\n");
}

/** The doc with the table between its markers replaced. */
export function withModuleTable(doc: string, config: BiomeConfig): string {
  const start = doc.indexOf(TABLE_START);
  const end = doc.indexOf(TABLE_END);
  if (start < 0 || end < start) throw new Error(`docs/architecture.md has no ${TABLE_START} ... ${TABLE_END} markers`);
  return `${doc.slice(0, start + TABLE_START.length)}\n\n${renderModuleTable(config)}\n\n${doc.slice(end)}`;
}
