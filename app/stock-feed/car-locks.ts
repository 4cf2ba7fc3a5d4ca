import type { CarFields, CurrentCar } from "./feed-car";

/** Where a car came from (migration 0038): a feed (and every writer before the console), the console, the demo seeder. */
export type CarOrigin = "feed" | "console" | "seed";

/**
 * The feed fields (docs/feeds/README.md's names) a person can lock in the console, with the car's own fields each one
 * decides. A locked field keeps the car's value whatever a feed says (decision 050). The price decides the Was price
 * too: a feed's lower price, ignored, must not turn the locked price into a Was price.
 */
export const LOCKABLE_FIELDS = {
  car_type: ["carType"],
  status: ["status", "soldAt"],
  item_type: ["itemType", "simpleBody"],
  year: ["year"],
  make: ["make"],
  model: ["model"],
  badge: ["badge"],
  series: ["series"],
  body: ["body", "simpleBody"],
  colour: ["colour"],
  interior_colour: ["interiorColour"],
  km: ["km"],
  price: ["price", "beforePrice"],
  was_price: ["beforePrice"],
  price_type: ["priceType"],
  transmission: ["trans", "simpleTransmission"],
  fuel: ["fuel", "simpleFuel"],
  drive: ["drive"],
  engine: ["engineSize"],
  seats: ["seats"],
  doors: ["doors"],
  vin: ["vin"],
  rego: ["regplate"],
  rego_state: ["regoState"],
  rego_expiry: ["regoExpiry"],
  build_date: ["buildDate"],
  compliance_date: ["complianceDate"],
  certified: ["certified"],
  tag: ["tag"],
  preorder: ["preorder"],
  subscription_price: ["subscriptionPrice"],
  history_report_url: ["historyReportUrl"],
  location: ["locationId"],
  dealer_comments: ["dealercomments"],
  features: ["features"],
  videos: ["videos"],
  specifications: ["specifications"],
  photos: ["photos"],
} as const satisfies Record<string, readonly (keyof CarFields)[]>;

export type LockableField = keyof typeof LOCKABLE_FIELDS;

export const isLockable = (name: string): name is LockableField => Object.hasOwn(LOCKABLE_FIELDS, name);

/** What a car knows about its origin and locks; cars written before migration 0038 read as a feed's, unlocked. */
export type CarControl = { origin?: CarOrigin; lockedFields?: readonly string[] };

/** The feed's fields for a car with the car's own values kept where a person locked them. */
export function applyLocks(fields: CarFields, current: CurrentCar & CarControl): CarFields {
  const kept: Record<string, unknown> = { ...fields };
  for (const name of current.lockedFields ?? []) {
    if (!isLockable(name)) continue;
    for (const key of LOCKABLE_FIELDS[name]) kept[key] = current[key];
  }
  return kept as CarFields;
}

/**
 * Whether a full feed that no longer lists the car may mark it sold: never a car added in the console (the dealer
 * sells it there), nor one whose status a person locked.
 */
export function feedMaySell(car: CarControl): boolean {
  return car.origin !== "console" && !(car.lockedFields ?? []).includes("status");
}

/**
 * The locks after a console edit, from the form's values as typed (console-car.ts): those the car had, plus every
 * field whose value the person changed; for a car new in the console, every field they filled in. What the platform
 * derives from a typed value (the Was price after a price drop) is not a lock.
 */
export function lockedAfterEdit(
  before: Readonly<Record<string, string>> | null,
  after: Readonly<Record<string, string>>,
  locks: readonly string[],
): LockableField[] {
  const next = new Set(locks.filter(isLockable));
  for (const name of Object.keys(LOCKABLE_FIELDS) as LockableField[]) {
    const typed = (after[name] ?? "").trim();
    const was = before ? (before[name] ?? "").trim() : "";
    if (typed !== was && (before !== null || typed !== "")) next.add(name);
  }
  return [...next].sort();
}
