import { STATE_CODES } from "~/domain/australian-states";
import { OPT_IN_DEFAULTS } from "~/domain/marketing-consent";
import { SORT_OPTIONS } from "~/domain/search-sort";
import { CAR_TYPES } from "~/domain/vehicle/car";
import type { StockRestrictions } from "~/domain/stock-visibility";
import { z } from "zod";
import { STAT_COUNTS } from "~/domain/dealer-blocks/stats-banner";
import { RESERVE_BUTTONS } from "~/domain/reserve/reserve-button";
import { hostNameProblem } from "./platform-hosts";
import { HIDEABLE_VEHICLE_BLOCKS } from "~/domain/vehicle/vehicle-blocks";
import { isHttpOrigin } from "./site-origin";
import { DEFAULT_TRADE_IN_RULES, type TradeInRules } from "~/domain/trade-in/trade-in-rules";
import { DYNAMIC_NAV, type NavLinkConfig } from "~/domain/navigation/site-nav";
import { tileUrlProblem } from "~/domain/locations/map-tiles";
import { DealershipConfigSchema } from "./dealership-config";

const hexColour = z.string().regex(/^#[0-9a-fA-F]{6}$/, "must be a colour like #1a2b3c");

/**
 * Where a link the dealer sets goes: a path on the site, or an http(s), mailto: or tel: address. A `javascript:` or
 * `data:` link would run on the shopper's click, so neither a file nor the console may set one.
 */
export const linkHref = z
  .string()
  .min(1)
  .refine(
    (href) => /^(\/(?!\/)|https?:\/\/[^\s]|mailto:|tel:)/i.test(href),
    "must be a path on the site (starting with /) or an http(s):// address",
  );

/**
 * A header or footer link, with its dropdown's links. `dynamic` fills the dropdown from the site's
 * data when a page is served (issue 15): its model pages, its stock by type with live counts, its
 * brand tiles (the mega menu with logos) or its service booking links by make.
 */
export const NavLinkSchema: z.ZodType<NavLink> = z
  .lazy(() =>
    z.object({
      label: z.string().min(1).describe("The link's words."),
      href: linkHref.describe("Where it goes: a path on the site or a full URL."),
      children: z.array(NavLinkSchema).optional().describe("The dropdown's links."),
      dynamic: z
        .enum(DYNAMIC_NAV)
        .optional()
        .describe(
          "Fill the dropdown from the site's data on every page: its model pages, its stock by type with live counts, its brand tiles, or its service booking links by make (after the link's own children).",
        ),
    }),
  )
  .meta({ id: "NavLink", description: "A header, utility or footer link, with its dropdown's links." });
export type NavLink = NavLinkConfig;

export const ThemeSchema = z.object({
  colours: z
    .object({
      primary: hexColour.describe("The brand colour: header bar, buttons and links."),
      onPrimary: hexColour.describe("Text and icons drawn on the primary colour."),
      accent: hexColour.describe("The second colour: highlights, badges and promo tiles."),
      onAccent: hexColour.describe("Text and icons drawn on the accent colour."),
      background: hexColour.describe("The page background."),
      surface: hexColour.describe("Cards, panels and dialogs."),
      text: hexColour.describe("Body text."),
      muted: hexColour.describe("Secondary text: captions, dates, hints."),
    })
    .describe("The site's colours, each #rrggbb."),
  fonts: z
    .object({
      heading: z
        .string()
        .min(1)
        .describe("CSS font stack for headings; a family not imported in app/app.css falls back to the next in the stack."),
      body: z.string().min(1).describe("CSS font stack for body text."),
    })
    .describe("Heading and body fonts."),
  logo: z
    .object({
      text: z.string().min(1).describe("The logo's words (the wordmark when there is no logo image)."),
      tagline: z.string().optional().describe("A small line under the logo's words (Coastal Toyota: its suburb)."),
      url: z.string().optional().describe("The logo image, when the site has one."),
    })
    .describe("The header's logo."),
  radius: z.enum(["none", "small", "large"]).default("small").describe("Corner radius of buttons, cards and fields."),
  layout: z
    .object({
      header: z
        .enum(["bar", "centred", "stacked"])
        .default("bar")
        .describe(
          "Header arrangement: the logo with the nav beside it (bar), the logo centred over the nav (centred), or a slim utility bar over the logo and nav (stacked, desktop only).",
        ),
      hero: z
        .enum(["split", "full-bleed", "panel"])
        .default("split")
        .describe(
          "The home page's top when it has no current slides: words and quick search beside a photo (split), the photo across the page (full-bleed) or a plain coloured panel (panel).",
        ),
      card: z
        .enum(["elevated", "outlined", "flat"])
        .default("elevated")
        .describe("The style of stock, offer, blog, location and brand cards."),
    })
    .default({ header: "bar", hero: "split", card: "elevated" })
    .describe(
      "Issue 15: four dealers should look like four dealers, not one template in four colours. The header's arrangement (logo left with the nav beside it, logo centred over the nav, or a slim utility bar over the logo and nav), the home page's hero (promotions slider or photo beside the search, a full-width photo behind it, or a plain coloured panel) and the stock cards' style.",
    ),
});
export type Theme = z.infer<typeof ThemeSchema>;

export const CarTypeSchema = z.enum(CAR_TYPES);

// Defaults are the spec's section 9 "Defaults" lists (discovery and vehicle side).
export const SiteTextsSchema = z.object({
  noPriceText: z.string().default("Enquire for price.").describe("Shown instead of a price on a car without one."),
  contactLinkText: z.string().default("Contact Us").describe("The words of the link to the contact page."),
  callText: z.string().default("Call the dealer").describe("The call button's words."),
  dealerCommentsTitle: z.string().default("Dealer Comments").describe("The heading over the dealer's own comments on a car."),
  financeButtonText: z.string().default("Pre-Approved").describe("The vehicle page's finance button."),
  searchResultFinanceText: z.string().default("Get Finance").describe("The finance link on a search result card."),
  newArrivalText: z.string().default("New Arrival").describe("The tag on cars listed within justArrivedDays."),
  soldTagName: z.string().default("JUST SOLD").describe("The tag on recently sold cars."),
  reserveDepositLabel: z
    .never({
      error:
        "is no longer a setting: set reservations.depositCents, the deposit in cents (20000 for $200); the label beside Reserve Now is made from it",
    })
    .optional()
    .describe(
      "Removed: the deposit is `reservations.depositCents`, and the amount beside Reserve Now and on the checkout is made from it. A config that sets this is refused.",
    ),
  detailsButtonText: z
    .enum(["View Details", "Explore Vehicle"])
    .default("View Details")
    .describe(
      "Discovery spec section 2: each site words its cards' buttons ('View Details' or 'Explore Vehicle'; 'Enquire Now', 'Enquire', 'Shop Now' or 'Quick Enquiry').",
    ),
  enquireButtonText: z
    .enum(["Enquire Now", "Enquire", "Shop Now", "Quick Enquiry"])
    .default("Enquire Now")
    .describe("The card's enquiry button (see detailsButtonText)."),
});

export const StockRestrictionsSchema = z.object({
  carTypes: z.array(CarTypeSchema).default([]).describe("Only these car types are shown; empty shows every type."),
  photoRequired: z.boolean().default(false).describe("Hide cars without photos."),
  excludedMakes: z.array(z.string()).default([]).describe("Makes never shown."),
  excludedStockNumbers: z.array(z.string()).default([]).describe("Stock numbers never shown."),
  certifiedOnly: z.boolean().default(false).describe("Show only certified pre-owned cars."),
  inStockOnly: z
    .boolean()
    .default(false)
    .describe('Discovery spec section 5 "status in_stock": no coming-soon cars and no recently sold ones.'),
  maxAgeDays: z
    .number()
    .int()
    .min(1)
    .max(3650)
    .nullable()
    .default(null)
    .describe("Discovery spec section 5's age filter: the most days since a car was listed (decision 014); null for none."),
}) satisfies z.ZodType<StockRestrictions>; // the domain owns the shape; the schema must produce it
export type { StockRestrictions };

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date like 2026-12-01");

export const PromoSchema = z
  .object({
    id: z.string().min(1).describe("Unique within the site's promos."),
    title: z.string().min(1).describe("The tile's heading."),
    text: z.string().default("").describe("The tile's words under the heading."),
    href: linkHref.describe("Where the tile's button goes."),
    buttonText: z.string().default("Find out more").describe("The tile's button."),
    image: z
      .string()
      .optional()
      .describe('Discovery spec section 3\'s promo tile: an image key served through /img, with its alt text ("" marks it decorative).'),
    imageAlt: z.string().optional().describe("The image's alt text; required with image (an empty string when it only decorates)."),
    background: z
      .string()
      .regex(/^#[0-9a-fA-F]{6}$/, "must be a colour like #1a5e20")
      .optional()
      .describe(
        "The tile's background colour (#rrggbb); its text is dark or light, whichever reads better on it. Default: the site's accent.",
      ),
    start: isoDate.optional().describe("First day shown (site time zone)."),
    expiry: isoDate.optional().describe("Last day shown (site time zone)."),
    position: z
      .union([z.number().int().min(1), z.array(z.number().int().min(1)).min(1)])
      .describe("1-based place in a page of results: one number or several."),
    display: z.array(CarTypeSchema).default([]).describe("Show only on results of these car types; empty shows everywhere."),
    strictDisplay: z.boolean().default(false).describe("Show only when every car type the search is refined to is in display."),
  })
  .refine((p) => p.image === undefined || p.imageAlt !== undefined, {
    message: "a promo image needs imageAlt (an empty string when the picture only decorates)",
    path: ["imageAlt"],
  });
export type Promo = z.infer<typeof PromoSchema>;

export const SearchConfigSchema = z.object({
  promos: z.array(PromoSchema).default([]).describe("Promo tiles placed among the search results."),
  weWantYourCarPosition: z
    .number()
    .int()
    .min(1)
    .nullable()
    .default(6)
    .describe("The 'We Want Your Car' card's place in the first page of results; null hides it."),
  sponsored: z
    .object({
      title: z.string().describe("The card's heading."),
      text: z.string().describe("The card's words."),
      href: linkHref.describe("Where the card goes."),
      position: z.number().int().min(1).default(9).describe("1-based place in a page of results."),
    })
    .nullable()
    .default(null)
    .describe("A sponsored card among the results; null for none."),
  facetTiles: z.boolean().default(false).describe("Tiles of the search's facets (body type, make...) on the search landing page."),
  priceSlider: z.boolean().default(false).describe("A price slider (price finder) on the search landing page."),
  popularMakes: z
    .number()
    .int()
    .min(1)
    .default(7)
    .describe("Makes shown before 'Show all makes' (spec: 7; one site shows 20 under 'Popular Makes')."),
  makeHeadings: z.boolean().default(false).describe("Head the make filter's two lists 'Popular Makes' and 'All Makes'."),
  hideTestDriveForComingSoon: z.boolean().default(false).describe("No Book a Test Drive on cars not yet in stock."),
  hideSaveWithoutPriceOrPhotos: z
    .boolean()
    .default(true)
    .describe("Spec: some sites hide favourite and compare when a car has no price or no photos."),
  reserve: z.boolean().default(true).describe("Offer Reserve Now on cars that can be reserved."),
  resultsLayout: z
    .enum(["grid", "carousel"])
    .default("grid")
    .describe('Discovery spec section 2: the results grid has a carousel mode; "grid" is the default layout.'),
  randomisePromoPosition: z
    .boolean()
    .default(false)
    .describe(
      'Discovery spec section 9: "One site randomises the position" of its promo cards. Each visitor gets their own places from a seed kept in a cookie, the same on the server and in the browser.',
    ),
  clientCacheSize: z
    .number()
    .int()
    .min(0)
    .max(100)
    .default(10)
    .describe("Search answers the browser keeps (spec section 9: configured, oldest dropped first); 10 like the directory's."),
  quickEnquiry: z
    .boolean()
    .default(false)
    .describe(
      "Quick Enquiry: a card's enquiry opens the form in a dialog over the results (a link to the form's page without JavaScript).",
    ),
});
export type SearchConfig = z.infer<typeof SearchConfigSchema>;

export const VEHICLE_PLUGINS = ["market-gauge", "car-analysis", "history-report"] as const;

export const VehiclePageConfigSchema = z.object({
  viewerDefault: z
    .enum(["spin", "gallery"])
    .default("spin")
    .describe("Vehicle spec section 4: spin is the default view; one site opens on the photos."),
  stockVideoPosition: z
    .enum(["start", "second", "middle", "end"])
    .default("second")
    .describe("Where a car's stock video sits among its photos."),
  mobileStickyBar: z.boolean().default(false).describe("The optional Call Now / Enquire Now bar at the bottom of small screens."),
  mobileBarActions: z
    .enum(["call-enquire", "sidebar"])
    .default("call-enquire")
    .describe(
      "Its buttons: Call Now and Enquire Now, or (one brand) the sidebar's three actions: Enquire Now, Book a Test Drive, Call Now.",
    ),
  availability: z
    .enum(["status", "priced"])
    .default("status")
    .describe("Vehicle spec section 3: a car is available when in stock or coming soon, or on one brand only when also priced."),
  copyLinkToast: z
    .boolean()
    .default(false)
    .describe("Vehicle spec section 2: one brand confirms a copied link in a 3 s toast ('Copied {car name} to your clipboard!')."),
  similarCars: z.number().int().min(0).max(12).default(6).describe("Vehicle spec section 9: similar cars shown per page, set per site."),
  plugins: z
    .array(z.enum(VEHICLE_PLUGINS))
    .default(["market-gauge", "history-report"])
    .describe(
      "Discovery spec section 3: the vehicle page's plugins: the market-price gauge, car analysis (kilometres a year against others of the make and model, and how fast they sell) and the vehicle history report (shown when the car has a file).",
    ),
  rememberPanels: z
    .boolean()
    .default(false)
    .describe("Vehicle spec section 4: collapsible panels open or closed, optionally remembered (in the shopper's browser, per site)."),
  hiddenBlocks: z
    .array(
      z.object({
        location: z.string().min(1).describe("The location's slug."),
        blocks: z.array(z.enum(HIDEABLE_VEHICLE_BLOCKS)).min(1).describe("The blocks its cars' pages leave out."),
      }),
    )
    .default([])
    .describe("Vehicle spec section 9: a location's cars hide these blocks (by location slug; the spec's example is one fixed location)."),
});

export const DeliveryTargetSchema = z.discriminatedUnion("channel", [
  /** ADF 1.0 XML by e-mail, the format dealer CRMs read. */
  z.object({ channel: z.literal("email").describe("ADF 1.0 XML by e-mail."), to: z.email().describe("The dealer CRM's lead address.") }),
  /** JSON by HTTPS POST, signed with HMAC-SHA256 of the body under `secret`. */
  z.object({
    channel: z.literal("webhook").describe("JSON by HTTPS POST, signed with HMAC-SHA256 of the body under secret."),
    url: z.url().describe("The HTTPS endpoint the lead is POSTed to."),
    secret: z.string().min(16, "must be at least 16 characters").describe("Key of the HMAC-SHA256 signature sent with each lead."),
  }),
]);
export type DeliveryTarget = z.infer<typeof DeliveryTargetSchema>;

export const LeadsConfigSchema = z.object({
  targets: z
    .object({
      default: z.array(DeliveryTargetSchema).default([]).describe("Targets for leads of dealerships with none of their own."),
      byDealership: z.record(z.string(), z.array(DeliveryTargetSchema)).default({}).describe("Targets by dealership slug."),
    })
    .default({ default: [], byDealership: {} })
    .describe("Where leads go: per dealership slug, else the site's default targets."),
  requireTerms: z.boolean().default(false).describe("Lead forms have a terms box the shopper must tick."),
  messageOptional: z.boolean().default(false).describe("The enquiry message may be left empty."),
  rateLimitPerMinute: z.number().int().min(1).max(1000).default(5).describe("Enquiries one client may send a minute; more get 429."),
  disclaimer: z
    .string()
    .min(1)
    .max(600)
    .default("We use your details to answer your enquiry and, only if you ticked the box above, to send you offers and news.")
    .describe(
      "Discovery spec section 1: each site words its forms' disclaimer (the collection notice under every lead form's button; the privacy policy link follows it).",
    ),
  marketingOptInDefault: z
    .enum(OPT_IN_DEFAULTS)
    .default("checked")
    .describe(
      "Discovery spec section 5: the marketing opt-in box starts ticked ('checked', the spec's default) or unticked; each lead records which, and whether the shopper changed it (decision 029).",
    ),
  chatProvider: z
    .string()
    .nullable()
    .default(null)
    .describe("A chat provider for Instant Message; none is reachable here, so the enquiry form stands in."),
});
export type LeadsConfig = z.infer<typeof LeadsConfigSchema>;

const perMinute = (fallback: number) => z.number().int().min(1).max(100_000).default(fallback);

/**
 * Requests one client (address, IPv6 by its /64) may make a minute on this site, per kind of
 * endpoint (docs/decisions/008-rate-limits.md); more get 429 with Retry-After. Enquiries are
 * limited by `leads.rateLimitPerMinute`. The defaults leave room for a real shopper: searching
 * and paging are bursty, and a page of cards asks for a finance quote per card.
 */
export const RateLimitsConfigSchema = z.object({
  searchPerMinute: perMinute(120).describe("GET /api/search and every /search/* page (and their client-side navigations)."),
  eventsPerMinute: perMinute(60).describe("POST /api/events: the browser sends at most one batch a second per tab."),
  quotesPerMinute: perMinute(300).describe("POST /api/youx/quote: one per card without a lender entry."),
  phoneRevealsPerMinute: perMinute(30).describe("POST /api/cars/{slug}/phone."),
  viewsPerMinute: perMinute(120).describe("GET /api/cars/{slug}/view.json: one per car page view."),
  questionsPerMinute: perMinute(30).describe("GET /api/captcha/challenge and /api/lead-form: a robot check or question per form opened."),
  valuationsPerMinute: perMinute(20).describe(
    "Every POST to a trade-in or sell page: the plate, the answers (again after a typo), the lead form without JavaScript.",
  ),
  checkoutPerMinute: perMinute(20).describe(
    "Every POST to a car's checkout or buy-online page: the deposit (again after a decline) and each step of the journey.",
  ),
  signInPerMinute: perMinute(10).describe(
    "Every POST from one address to the account pages: /sign-in (codes asked for and tried; each number has its own limit too), /api/passkeys/*, /sign-out, the garage's and watchlist's forms, the spin.",
  ),
});
export type RateLimitsConfig = z.infer<typeof RateLimitsConfigSchema>;

const RateBandSchema = z
  .array(
    z.object({
      maxAgeYears: z
        .number()
        .int()
        .min(0)
        .describe("The bracket covers cars up to this age (the first bracket that covers a car applies)."),
      ratePercent: z.number().min(0).max(40).describe("Yearly interest rate in per cent."),
    }),
  )
  .min(1)
  .describe("Rates by vehicle age for one credit band.");

export const FinanceConfigSchema = z.object({
  subscriptions: z
    .boolean()
    .default(false)
    .describe(
      "Vehicle spec section 5: the site offers subscriptions; a car's weekly subscription price shows on its card and page when it has one and its price is above $0.",
    ),
  rateCard: z
    .object({
      bands: z
        .object({ GREAT: RateBandSchema, GOOD: RateBandSchema, FAIR: RateBandSchema })
        .describe("Interest rates by credit band, each a list of vehicle-age brackets."),
      establishmentFee: z.number().min(0).default(0).describe("Fee added to the loan when it is set up."),
      weeklyFee: z.number().min(0).default(0).describe("Account fee added to each weekly repayment."),
      securityRegistrationFee: z
        .number()
        .min(0)
        .default(0)
        .describe(
          "Vehicle spec section 9, one brand's fees: security registration ($6 there), financed with the loan and counted in the comparison rate.",
        ),
      dealerAgencyFee: z.number().min(0).default(0).describe("Dealer agency fee, financed with the loan (one brand: $912.25)."),
      monthlyAdminFee: z
        .number()
        .min(0)
        .default(0)
        .describe("A monthly account fee ($8 at that brand), charged with the weekly repayments."),
      balloonShare: z.number().min(0).max(0.6).default(0).describe("Share of the price left as a final (balloon) payment, 0 to 0.6."),
      roundUp: z.boolean().default(false).describe("Round repayments up to the next dollar."),
    })
    .default({
      bands: {
        GREAT: [
          { maxAgeYears: 3, ratePercent: 6.29 },
          { maxAgeYears: 12, ratePercent: 8.99 },
        ],
        GOOD: [{ maxAgeYears: 12, ratePercent: 10.49 }],
        FAIR: [{ maxAgeYears: 12, ratePercent: 14.49 }],
      },
      establishmentFee: 0,
      weeklyFee: 0,
      securityRegistrationFee: 0,
      dealerAgencyFee: 0,
      monthlyAdminFee: 0,
      balloonShare: 0,
      roundUp: false,
    })
    .describe("The quote engine's rate card: rates by credit band and vehicle age, and fees."),
  calculator: z
    .object({
      amountMin: z
        .union([z.literal(1000), z.literal(5000)])
        .default(1000)
        .describe("Smallest loan amount on the calculator."),
      amountMax: z
        .union([z.literal(100_000), z.literal(250_000)])
        .default(100_000)
        .describe("Largest loan amount on the calculator."),
      termMax: z
        .union([z.literal(5), z.literal(7)])
        .default(7)
        .describe("Longest term in years."),
      termYears: z
        .array(z.number().min(0.5).max(10).multipleOf(0.5))
        .min(1)
        .nullable()
        .default(null)
        .describe(
          "Vehicle spec section 5: a custom list of year steps (for example [1, 2, 3, 4, 5]) instead of every half year to termMax.",
        ),
      interest: z
        .enum(["standard", "narrow", "wide", "hidden"])
        .default("standard")
        .describe("'hidden': one brand shows no interest field; the calculator works at defaultInterest."),
      defaultTermYears: z
        .union([z.literal(5), z.literal(6)])
        .default(6)
        .describe("The term the calculator starts on."),
      defaultInterest: z
        .number()
        .min(0.5)
        .max(20)
        .default(10)
        .describe("The rate the calculator starts on (and uses when interest is hidden)."),
      amountFromPrice: z.boolean().default(false).describe("Start the loan amount at the car's price."),
      establishmentFee: z.number().min(0).default(0).describe("A fee the calculator adds to the amount borrowed."),
      quickPicks: z
        .enum(["standard", "market"])
        .default("standard")
        .describe("'market' shows 300,000 to 800,000 quick picks instead of 5k to 70k."),
      disclaimerExpanded: z
        .boolean()
        .default(false)
        .describe("Vehicle spec section 4: the calculator's finance disclaimer starts expanded on one brand."),
    })
    .default({
      amountMin: 1000,
      amountMax: 100_000,
      termMax: 7,
      termYears: null,
      interest: "standard",
      defaultTermYears: 6,
      defaultInterest: 10,
      amountFromPrice: false,
      establishmentFee: 0,
      quickPicks: "standard",
      disclaimerExpanded: false,
    })
    .describe("The finance calculator's bounds and starting values."),
  lenderGroup: z
    .enum(["A", "B", "C", "D"])
    .default("A")
    .describe("Vehicle spec section 5 lender groups: which facts the finance estimate needs."),
  excludedMake: z.string().nullable().default(null).describe("No finance estimate on cars of this make."),
  excludedDealerships: z.array(z.string()).default([]).describe("No finance estimate on cars of these dealerships (slugs)."),
  deliveryBands: z
    .array(
      z.object({
        maxKm: z.number().positive().describe("The band covers deliveries up to this distance."),
        price: z.number().min(0).describe("Delivery price in dollars."),
        region: z.string().min(1).describe("The band's name, shown with the price."),
      }),
    )
    .default([
      { maxKm: 50, price: 0, region: "Local" },
      { maxKm: 250, price: 390, region: "Regional" },
      { maxKm: 1000, price: 890, region: "Interstate" },
      { maxKm: 4500, price: 1890, region: "Remote" },
    ])
    .describe("Delivery prices by distance from the car's location: the first band whose maxKm covers the distance."),
});
export type FinanceConfig = z.infer<typeof FinanceConfigSchema>;

const SOCIAL_NETWORKS = ["facebook", "youtube", "instagram", "tiktok", "linkedin"] as const;

/**
 * Vehicle spec section 5: no online trade-in estimate for cars over 7 years or 100,000 km, or 10
 * years for one brand (a site names its makes in maxAgeYearsByMake); an estimate is valid 7 days.
 */
const TradeInConfigSchema = z.object({
  maxAgeYears: z
    .number()
    .int()
    .min(1)
    .max(30)
    .default(DEFAULT_TRADE_IN_RULES.maxAgeYears)
    .describe("No online estimate for cars older than this."),
  maxKm: z
    .number()
    .int()
    .min(1000)
    .max(1_000_000)
    .default(DEFAULT_TRADE_IN_RULES.maxKm)
    .describe("No online estimate for cars with more kilometres."),
  maxAgeYearsByMake: z
    .record(z.string().min(1), z.number().int().min(1).max(30))
    .default({})
    .describe("A longer age limit for the makes named (one brand: 10 years)."),
  validDays: z.number().int().min(1).max(60).default(DEFAULT_TRADE_IN_RULES.validDays).describe("Days an online estimate stays valid."),
  saveValuation: z
    .boolean()
    .default(false)
    .describe("Vehicle spec section 7: some sites save the shopper's valuation (POST /api/miscellaneous, column 'valuation')."),
}) satisfies z.ZodType<TradeInRules>;

/**
 * Issue 15: a real map on location pages and the vehicle page where the site names a tile source
 * (loaded only when a map scrolls into view); without one, or when the tiles fail, the drawn map.
 * Every tile source asks to be credited, so the attribution is required and shown on the map.
 */
export const MapsConfigSchema = z.object({
  tileUrl: z
    .string()
    .superRefine((value, ctx) => {
      const problem = tileUrlProblem(value);
      if (problem) ctx.addIssue({ code: "custom", message: problem });
    })
    .describe("A Leaflet URL template: https only, with {z}, {x} and {y}; {s} may be the host's first part."),
  attribution: z.string().trim().min(1).describe("Plain text, like '© OpenStreetMap contributors'."),
  attributionUrl: z
    .url()
    .refine((u) => u.startsWith("https://"), "must be an https URL")
    .optional()
    .describe("Where the attribution links, like https://www.openstreetmap.org/copyright."),
  maxZoom: z.number().int().min(1).max(22).default(19).describe("The closest zoom the tile source serves."),
});
export type MapsConfig = z.infer<typeof MapsConfigSchema>;

/**
 * Issue 56: shoppers are counted by a first-party visitor id, a random id in a cookie only POST /api/events
 * receives. Where the dealer must ask first, the id is set only once the shopper accepts.
 */
export const AnalyticsConfigSchema = z.object({
  askConsent: z
    .boolean()
    .default(false)
    .describe(
      "Ask before counting: a small notice (once JavaScript runs) asks the shopper to accept a first-party cookie, and the visitor id is set only after they accept. Declined or unanswered, events are still stored, without a visitor id. Default: not asked; the id is set with the first events.",
    ),
  staleDays: z
    .number()
    .int()
    .min(1)
    .max(365)
    .default(60)
    .describe(
      "The console's days-in-stock line: a car for sale this many days or more is listed in the cars report as worth a look. Default 60 (the Australian average is about 40 days to sell).",
    ),
});
export type AnalyticsConfig = z.infer<typeof AnalyticsConfigSchema>;

/**
 * A host name a request can name (RFC 1123 labels), compared as requests are (lower case): no port, no trailing dot, no
 * address, and not the platform's own host. Anything else would be accepted and never served.
 */
const hostName = z
  .string()
  .toLowerCase()
  .superRefine((host, ctx) => {
    const problem = hostNameProblem(host);
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  });

export const SiteConfigSchema = z.object({
  slug: z
    .string()
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "must be lower-case words joined by hyphens")
    .describe("The site's id: its file name, its {slug}.localhost host and the database's key."),
  name: z.string().min(1).describe("The dealer's name, in titles, e-mails and the platform index."),
  tagline: z.string().default("").describe("A line under the name where the theme shows one."),
  timeZone: z
    .enum([
      "Australia/Brisbane",
      "Australia/Sydney",
      "Australia/Melbourne",
      "Australia/Adelaide",
      "Australia/Perth",
      "Australia/Hobart",
      "Australia/Darwin",
    ])
    .default("Australia/Sydney")
    .describe("The site's own zone for its calendar (promo dates); each location also has its own."),
  hosts: z.array(hostName).default([]).describe("Host names the site answers at besides {slug}.localhost; each belongs to one site."),
  canonicalOrigin: z
    .string()
    .refine(isHttpOrigin, "must be an http(s) origin like https://www.example.com.au (no path, no trailing slash)")
    .optional()
    .describe(
      "Where the site lives, like https://www.example.com.au: every absolute URL it hands out (canonical link, og tags, JSON-LD, brochure, the lead e-mail's links) starts with it, and https here turns on HSTS. Its host must be one the site answers at. Unset: http://{slug}.localhost:{PORT} (the demo).",
    ),
  theme: ThemeSchema.describe("Colours, fonts, logo, corner radius and layout."),
  texts: SiteTextsSchema.default(SiteTextsSchema.parse({})).describe("Words the site's pages use."),
  recentSoldDays: z.number().int().min(0).max(90).default(3).describe("Days a sold car stays in search with its sold tag."),
  justArrivedDays: z.number().int().min(0).max(90).default(8).describe("Days a newly listed car carries the new-arrival tag."),
  stockRestrictions: StockRestrictionsSchema.default(StockRestrictionsSchema.parse({})).describe("Which cars the site shows at all."),
  marketplaceFeeds: z
    .object({
      token: z
        .string()
        .min(16, "must be at least 16 characters")
        .regex(/^[A-Za-z0-9_-]+$/, "must be letters, digits, - or _ (it goes in a URL)")
        .optional()
        .describe(
          "When set, the marketplace feeds (/feeds/google-vehicle-ads.xml, /feeds/meta-vehicles.xml, per dealership and the report) answer only with ?token= and this value, 401 otherwise. Unset: they are open, like the sitemap.",
        ),
    })
    .default({})
    .describe("The catalogue feeds for Google vehicle ads and Meta's automotive inventory ads (docs/marketplace-feeds.md)."),
  defaultSort: z.enum(SORT_OPTIONS).default("relevance").describe("Search results' order until the shopper picks one."),
  showLicenceNumbers: z.boolean().default(false).describe("Show each location's dealer licence number on location and contact pages."),
  showUnregistered: z
    .boolean()
    .default(false)
    .describe("Vehicle spec section 5: some sites say 'Unregistered' for an expired rego; others say nothing."),
  reviewsMinimumRating: z
    .number()
    .int()
    .min(1)
    .max(5)
    .default(4)
    .describe("Reviews below this rating are not shown (discovery spec section 9: 4)."),
  locationCardStock: z
    .boolean()
    .default(false)
    .describe("A sales location's card links 'View Our Stock', its dealership's stock (discovery spec section 3: some sites)."),
  locationGridSix: z
    .boolean()
    .default(false)
    .describe("Exactly six locations are laid out three to a row (two rows) instead of four to a row."),
  locationBlocks: z
    .enum(["auto", "carousel"])
    .default("auto")
    .describe("Location blocks on the home page: a grid or a carousel as the count suits (auto), or always a carousel."),
  phoneReveal: z
    .enum(["masked", "immediate"])
    .default("masked")
    .describe("Phone numbers masked until the shopper asks (masked) or shown at once."),
  checkoutPath: z
    .enum(["/cars/{slug}/checkout", "/cars/{slug}/buy-online"])
    .default("/cars/{slug}/checkout")
    .describe("Where Reserve Now goes: always the car's own page (issue 13: never a checkout without the car)."),
  reservations: z
    .object({
      provider: z
        .enum(["test", "stripe"])
        .optional()
        .describe(
          "Who takes the deposit: the built-in test cards, or Stripe. Unset: the site takes no deposits (no Reserve Now, no checkout); a site takes money only through a provider it names.",
        ),
      holdHours: z.number().int().min(1).max(336).default(48).describe("How long a paid hold lasts unless the dealer confirms it."),
      button: z
        .enum(RESERVE_BUTTONS)
        .default("reserve-now")
        .describe(
          "The reserve button's words: 'Reserve Now $200' (reserve-now), 'Reserve This Car $200' (reserve-this-car) or 'Reserve Car Now' (reserve-car-now); a site whose checkoutPath is the buy-online journey says 'Buy Online'.",
        ),
      depositCents: z
        .number()
        .int("must be a whole number of cents")
        .min(50, "must be at least 50 (Stripe's smallest charge, $0.50)")
        .max(5_000_000, "must be at most 5000000 ($50,000)")
        .default(20_000)
        .describe(
          "The deposit to reserve a car, in cents (20000 is $200): what the provider charges, and the amount shown beside Reserve Now and on the checkout, formatted from it.",
        ),
    })
    .default({ holdHours: 48, depositCents: 20_000, button: "reserve-now" })
    .describe(
      "Reserving: the payment provider that takes the deposit (`test`: the built-in test cards, which every start warns about; `stripe`: Stripe, which needs the STRIPE_* keys at start-up; none: no deposits), the deposit in cents, and how long a paid hold lasts unless the dealer confirms it.",
    ),
  gatedRoutes: z
    .array(z.string().startsWith("/"))
    .default(["/online-payment", "/my-garage", "/spin-to-win"])
    .describe("Paths (and everything under them) a shopper must sign in to see."),
  spinToWin: z
    .object({
      id: z
        .string()
        .regex(/^[a-z0-9-]{1,60}$/)
        .describe("The promotion's id; one entry per shopper per id."),
      title: z.string().min(1).describe("The page's heading."),
      intro: z.string().default("").describe("Words under the heading."),
      startsOn: isoDate.describe("First day of the promotion (site time zone)."),
      endsOn: isoDate.describe("Last day of the promotion (site time zone)."),
      prizes: z
        .array(
          z.object({
            label: z.string().min(1).describe("The prize as the wheel shows it."),
            weight: z.number().int().min(1).max(10_000).describe("Its chance, in proportion to the other prizes' weights."),
          }),
        )
        .min(2)
        .describe("At least two prizes."),
      terms: z.array(z.string().min(1)).min(1).describe("The promotion's terms, one paragraph each."),
    })
    .nullable()
    .default(null)
    .describe(
      "Spin-to-win (discovery spec section 2, a gated page): a promotion with its dates, prizes (each won in proportion to its weight, drawn on the server) and terms; one entry per signed-in shopper.",
    ),
  brandGrid: z
    .boolean()
    .default(false)
    .describe("The dealer group's brand grid (discovery spec section 2): tiles by tab on the home page and /brands (seeded for the demo)."),
  statsBanner: z
    .array(
      z
        .object({
          value: z
            .string()
            .min(1)
            .optional()
            .describe("The figure as the dealer writes it, like '30+', for what the site's data cannot count."),
          count: z
            .enum(STAT_COUNTS)
            .optional()
            .describe(
              "What the figure counts from the site's own data (its locations, dealerships, or brands in stock), worked out on each page.",
            ),
          label: z.string().min(1).describe("What it counts, like 'locations'."),
          href: z.string().startsWith("/").describe("The page it links to."),
        })
        .refine((stat) => (stat.value === undefined) !== (stat.count === undefined), {
          message: "Give a figure either a count (locations, dealerships, brands) or a value, not both.",
        }),
    )
    .default([])
    .describe(
      "The stats banner under the brand grid (section 9: locations, brands, years), each figure linking to its page; a figure the site's data can count is counted.",
    ),
  salesCounter: z
    .boolean()
    .default(false)
    .describe("The 'Sales this Month' counter on the home page and car pages (vehicle spec sections 2 and 9: 192 a day, Brisbane time)."),
  brandGarages: z
    .array(z.string().min(1))
    .default([])
    .describe("Brand garages (discovery spec section 2): `/my-garage/{make}` for each make listed, the garage for that brand's cars."),
  financeProvider: z.string().default("youx").describe("The lender whose entry on a car gives its finance estimate."),
  financePath: z.enum(["/finance", "/finance-enquiry", "/apply-for-finance"]).default("/finance").describe("The finance page's path."),
  socialLinks: z
    .array(
      z.object({
        network: z.enum(SOCIAL_NETWORKS).describe("The network, for its icon and name."),
        url: z.url({ protocol: /^https?$/, error: "must be the page's http(s):// address" }).describe("The dealer's page on it."),
      }),
    )
    .default(SOCIAL_NETWORKS.map((network) => ({ network, url: `https://www.${network}.com/` })))
    .describe("The footer's social network links."),
  headerLinks: z.array(NavLinkSchema).default([]).describe("The header's navigation."),
  utilityLinks: z
    .array(NavLinkSchema)
    .default([])
    .describe("The slim bar above a `stacked` header (theme.layout.header): a few links such as dealer locator and service."),
  footerLinks: z.array(NavLinkSchema).default([]).describe("The footer's link groups."),
  search: SearchConfigSchema.default(SearchConfigSchema.parse({})).describe("Search page settings."),
  vehicle: VehiclePageConfigSchema.default(VehiclePageConfigSchema.parse({})).describe("Vehicle page settings."),
  leads: LeadsConfigSchema.default(LeadsConfigSchema.parse({})).describe("Lead forms and where leads go."),
  rateLimits: RateLimitsConfigSchema.default(RateLimitsConfigSchema.parse({})).describe(
    "Requests one client may make a minute on this site, per kind of endpoint (decision 008); more get 429.",
  ),
  stockFeeds: z
    .object({
      maxSoldShare: z
        .number()
        .min(0)
        .max(1)
        .default(0.2)
        .describe(
          "A full feed that would mark more than this share of a dealership's cars sold (or that has no valid row) is held, not applied, until confirmed; 1 holds only the latter.",
        ),
      failedKeysPerMinute: perMinute(10).describe(
        "POST /api/stock/feed with a key that is not a current key of one of the site's dealerships, per address; more get 429. A right key is never counted or refused.",
      ),
    })
    .default({ maxSoldShare: 0.2, failedKeysPerMinute: 10 })
    .describe("Dealer stock feeds (docs/feeds/README.md)."),
  finance: FinanceConfigSchema.default(FinanceConfigSchema.parse({})).describe("Finance estimates, the calculator and delivery prices."),
  formStateDefault: z
    .enum(STATE_CODES)
    .default("qld")
    .describe("Discovery spec section 9: the state a form's State field starts on (default qld)."),
  analytics: AnalyticsConfigSchema.default(AnalyticsConfigSchema.parse({})).describe(
    "First-party analytics: whether the site asks the shopper before counting them as a visitor.",
  ),
  tradeIn: TradeInConfigSchema.default(TradeInConfigSchema.parse({})).describe("Online trade-in estimate limits."),
  maps: MapsConfigSchema.nullable().default(null).describe("A real map's tile source for location and vehicle pages; null draws the map."),
  dealerships: z
    .array(DealershipConfigSchema)
    .default([])
    .describe(
      "The site's dealerships and their locations, written to the database when the site is created or the server starts (the demo sites' come from the seeder).",
    ),
});
export type SiteConfig = z.infer<typeof SiteConfigSchema>;

export class SiteConfigError extends Error {}

/** Validates one site's raw config; the error names the site and every bad field. */
export function parseSiteConfig(raw: unknown, source: string): SiteConfig {
  const result = SiteConfigSchema.safeParse(raw);
  if (result.success) return result.data;
  const slug = typeof raw === "object" && raw !== null && "slug" in raw ? String((raw as { slug: unknown }).slug) : source;
  const problems = result.error.issues.map((i) => `${i.path.join(".") || "(root)"}: ${i.message}`);
  throw new SiteConfigError(`Invalid configuration for site "${slug}" (${source}): ${problems.join("; ")}`);
}
