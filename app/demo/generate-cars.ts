import { SAMPLE_HISTORY_REPORT_PATH } from "~/domain/vehicle/history-report";
import type { CarStatus, CarType } from "~/domain/vehicle/car";
import { comparisonRate, WEEKS_PER_YEAR } from "~/domain/finance/comparison-rate";
import { monthlyFromWeekly } from "~/domain/finance/finance-calculator";
import { zeroFinalPaymentDisclaimer } from "~/domain/finance/finance-disclaimer";
import { modelDimensions } from "./model-dimensions";
import { periodicRepayment } from "~/domain/finance/periodic-repayment";
import { slugify } from "~/domain/slugify";
import {
  CARAVAN_FEATURES,
  CARAVANS,
  CATALOGUE,
  COLOURS,
  FEATURES,
  INTERIOR_COLOURS,
  MOTORCYCLES,
  UTE_FEATURES,
  type CaravanSpec,
  type ModelSpec,
} from "./catalogue";
import { makeNvic, makeRegoPlate, makeVin } from "./identifiers";
import type { DealershipDef, LocationDef } from "./networks";
import type { Rng } from "./rng";
import { dealerComment } from "./texts";

export const EXTERIOR_VIEWS = ["front-34", "side", "rear-34", "front", "rear"] as const;
export const INTERIOR_VIEWS = ["dash", "seats"] as const;
export const SPIN_FRAMES = 24;
export const INTERIOR_SPIN_FRAMES = 12;

export type DemoCar = {
  slug: string;
  stocknum: string;
  vin: string;
  nvic: string | null;
  regplate: string | null;
  regoState: string | null;
  regoExpiry: string | null;
  itemType: string;
  year: number;
  make: string;
  model: string;
  badge: string;
  series: string;
  carType: CarType;
  status: CarStatus;
  soldAt: Date | null;
  showOnDealerWebsite: boolean;
  reserved: boolean;
  tag: string | null;
  certified: boolean;
  price: number;
  beforePrice: number | null;
  /** A drive-away offer below the price on some new and demo cars (decision 041); null elsewhere. */
  offerPrice: number | null;
  /** Weekly subscription price (all costs in) on some new and demo cars; null elsewhere. */
  subscriptionPrice: number | null;
  preorder: boolean;
  priceType: string;
  km: number;
  colour: string;
  interiorColour: string | null;
  gearnum: number;
  drive: string;
  seats: number;
  doors: number;
  engineSize: string;
  fuel: string;
  simpleFuel: string;
  body: string;
  simpleBody: string;
  bodyconfiguration: string | null;
  trans: string;
  simpleTransmission: string;
  buildDate: string;
  complianceDate: string;
  dealercomments: string;
  variant: Record<string, unknown>;
  specifications: Record<string, unknown>;
  customRank: number;
  historyReportUrl: string | null;
  views: number;
  createdAt: Date;
  images: { kind: "exterior" | "interior"; src: string; alt: string }[];
  videos: { kind: "stock" | "walkaround" | "external"; url: string }[];
  spinFrames: { kind: "exterior" | "interior"; frame: number; src: string }[];
  hotspots: { kind: "exterior" | "interior"; description: string; positions: Record<string, { x: number; y: number }> }[];
  features: string[];
  lenders: {
    provider: string;
    interestRate: number;
    comparisonRate: number;
    paymentWeek: number;
    paymentMonth: number;
    balloon: number;
    deposit: number;
    termYears: number;
    establishmentFees: number;
    weeklyFees: number;
    disclaimer: string;
  }[];
  locationIndex: number;
};

const DAY = 86_400_000;
const isoDate = (d: Date) => d.toISOString().slice(0, 10);

function specsFor(dealer: DealershipDef): readonly ModelSpec[] {
  if (dealer.kind === "motorcycles") return MOTORCYCLES.filter((s) => dealer.makes.includes(s.make));
  if (dealer.kind === "caravans") return CARAVANS.filter((s) => dealer.makes.includes(s.make));
  if (dealer.kind === "used-only") return CATALOGUE;
  return CATALOGUE.filter((s) => dealer.makes.includes(s.make));
}

function pickCarType(rng: Rng, dealer: DealershipDef): DemoCar["carType"] {
  if (dealer.kind === "used-only") return "used";
  if (dealer.kind === "caravans")
    return rng.weighted([
      ["new", 6],
      ["used", 3],
      ["demo", 1],
    ] as const);
  return rng.weighted([
    ["new", 5],
    ["used", 4],
    ["demo", 1],
  ] as const);
}

/**
 * Every sixth new or demo car is also offered on subscription, at about 0.62% of its price a week
 * (a $45,990 car at $285/wk: rego, insurance and servicing included), in whole $5. Worked out from
 * the car's number, not the random stream, so the rest of the demo network stays as it was.
 */
export function subscriptionPrice(i: number, carType: CarType, price: number): number | null {
  if (carType === "used" || price <= 0 || i % 6 !== 0) return null;
  return Math.round((price * 0.0062) / 5) * 5;
}

/**
 * Every ninth new or demo car over $10,000 is on offer at about 5% off, to the $500 less $10 ($45,990 at $43,490),
 * chosen by the car's number so the random stream, and with it the rest of the demo network, stays as it was.
 */
export function offerPrice(i: number, carType: CarType, price: number): number | null {
  if (carType === "used" || price <= 10_000 || i % 9 !== 4) return null;
  return Math.round((price * 0.95) / 500) * 500 - 10;
}

/**
 * Every third used car comes with a history report file (the demo's sample document), chosen by
 * the car's number so the random stream, and with it the rest of the demo network, stays as it was.
 */
export function historyReportUrl(i: number, carType: CarType): string | null {
  return carType === "used" && i % 3 === 0 ? SAMPLE_HISTORY_REPORT_PATH : null;
}

// size: demo data. Each car's facts are drawn from the random stream in one fixed order (the object's own order
// included), and the demo network, its screenshots and the tests' numbers depend on that order: kept in one
// piece so that no edit reorders the draws by accident.
export function generateCars(
  rng: Rng,
  dealer: DealershipDef,
  locations: readonly LocationDef[],
  now: Date,
  count: number,
  stockPrefix: string,
): DemoCar[] {
  const specs = specsFor(dealer);
  const thisYear = now.getUTCFullYear();
  const cars: DemoCar[] = [];
  for (let i = 0; i < count; i++) {
    const spec = rng.pick(specs);
    const carType = pickCarType(rng, dealer);
    const [badge, basePrice] = rng.pick(spec.badges);
    const caravan = spec.itemType === "caravan" ? (spec as CaravanSpec) : null;
    const year =
      carType === "used" ? rng.int(Math.max(spec.yearFrom, thisYear - 14), thisYear - 1) : rng.chance(0.85) ? thisYear : thisYear - 1;
    const age = thisYear - year;
    const yearlyKm = spec.itemType === "motorcycle" ? rng.int(2_500, 7_000) : rng.int(9_000, 21_000);
    const km = caravan
      ? 0
      : carType === "new"
        ? rng.int(0, 25)
        : carType === "demo"
          ? rng.int(800, 14_000)
          : Math.max(1_500, Math.round((age * yearlyKm + rng.int(0, 9_000)) / 100) * 100);
    // Australian used prices hold up: roughly 9% a year plus a little for distance.
    const depreciation = carType === "new" ? 1 : carType === "demo" ? 0.92 : Math.max(0.25, 0.91 ** age - km / 2_500_000);
    const rawPrice = basePrice * depreciation * (0.96 + rng.next() * 0.08);
    const price = rng.chance(0.02) ? 0 : Math.round(rawPrice / 100) * 100 - (rng.chance(0.6) ? 10 : 0);
    const [colourGroup, colourName] = rng.pick(COLOURS);
    const location = pickLocation(rng, locations, carType);
    const stocknum = `${stockPrefix}${String(10_000 + i * 7 + rng.int(0, 6)).padStart(5, "0")}`;
    const createdAt = new Date(
      now.getTime() - (rng.chance(0.1) ? rng.int(0, 7 * 24) * 3_600_000 : rng.int(8, 200) * DAY + rng.int(0, 86_399) * 1000),
    );
    const status = rng.weighted([
      ["in_stock", 85],
      ["coming_soon", 5],
      ["sold", 10],
    ] as const);
    // Half the sold cars fall inside the 3-day recent window, half well outside it.
    const soldAt =
      status === "sold" ? new Date(now.getTime() - (rng.chance(0.5) ? rng.int(1, 70) * 3_600_000 : rng.int(4, 60) * DAY)) : null;
    const registered = carType !== "new" && !caravan;
    const regoExpiry = registered ? isoDate(new Date(now.getTime() + rng.int(-120, 360) * DAY)) : null;
    const build = new Date(Date.UTC(year - (rng.chance(0.3) ? 1 : 0), rng.int(0, 11), 1));
    const compliance = new Date(Math.min(build.getTime() + rng.int(1, 4) * 30 * DAY, Date.UTC(year, 11, 1)));
    const images = makeImages(rng, spec, colourGroup, colourName, year);
    const title = `${year} ${spec.make} ${spec.model} ${badge}`;
    const features = rng
      .shuffle([...(caravan ? CARAVAN_FEATURES : FEATURES), ...(spec.simpleBody === "ute" ? UTE_FEATURES : [])])
      .slice(0, rng.int(4, 16));
    const hasSpin = !caravan && spec.itemType !== "motorcycle" && rng.chance(carType === "new" ? 0.35 : 0.1);
    cars.push({
      slug: slugify(`${title} ${stocknum}`),
      stocknum,
      vin: makeVin(rng, wmiFor(spec.make), year),
      nvic: caravan || spec.itemType === "motorcycle" ? null : makeNvic(rng),
      regplate: registered ? makeRegoPlate(rng, location.state) : null,
      regoState: registered ? location.state : null,
      regoExpiry,
      itemType: spec.itemType ?? "car",
      year,
      make: spec.make,
      model: spec.model,
      badge,
      series: spec.series,
      carType,
      status,
      soldAt,
      showOnDealerWebsite: rng.chance(0.97),
      reserved: status === "in_stock" && rng.chance(0.04),
      tag: carType === "new" && rng.chance(0.04) ? "Test Drive Only" : carType !== "new" && rng.chance(0.03) ? "Low Kms" : null,
      certified: carType === "used" && age <= 7 && km <= 140_000 && rng.chance(dealer.kind === "used-only" ? 0.75 : 0.4),
      price,
      beforePrice: price > 0 && rng.chance(0.12) ? Math.round((price * 1.06) / 100) * 100 : null,
      offerPrice: offerPrice(i, carType, price),
      subscriptionPrice: subscriptionPrice(i, carType, price),
      historyReportUrl: historyReportUrl(i, carType),
      preorder: price === 0 && carType === "new" && status === "coming_soon",
      priceType:
        carType === "new"
          ? rng.pick(["Drive Away", "Drive Away", "Excl. Government Charges"])
          : rng.pick(["Drive Away", "Excl. Government Charges"]),
      km,
      colour: colourName,
      interiorColour: caravan ? null : rng.pick(INTERIOR_COLOURS),
      gearnum: spec.gears,
      drive: spec.drive,
      seats: spec.seats,
      doors: spec.doors,
      engineSize: spec.engine,
      fuel: fuelLabel(spec),
      simpleFuel: spec.fuel,
      body: spec.body,
      simpleBody: spec.simpleBody,
      bodyconfiguration: spec.bodyconfiguration ?? null,
      trans: spec.gears > 1 ? `${spec.gears} Speed ${spec.trans === "Manual" ? "Manual" : "Automatic"}` : spec.trans,
      simpleTransmission: spec.trans === "Manual" ? "Manual" : "Automatic",
      buildDate: isoDate(build),
      complianceDate: isoDate(compliance),
      dealercomments: dealerComment(rng, { title, carType, km, features }),
      variant: variantFor(spec),
      specifications: caravan
        ? {
            body_width: `${caravan.widthMm} mm`,
            body_length: `${caravan.lengthFt} ft`,
            tare_weight: `${caravan.tare} kg`,
            axle_type: caravan.axle,
            sleeps: caravan.sleeps,
            aggregate_trailer_mass: `${caravan.atm} kg`,
          }
        : {},
      customRank: rng.int(0, 100),
      views: rng.int(0, 2400),
      createdAt,
      images: dealer.kind === "used-only" && rng.chance(0.04) ? [] : images,
      videos: rng.chance(0.15)
        ? [
            {
              kind: rng.pick(["walkaround", "external", "stock"] as const),
              url: `https://www.youtube.com/watch?v=${stocknum.toLowerCase()}demo`,
            },
          ]
        : [],
      spinFrames: hasSpin ? spinFrames(spec, colourGroup) : [],
      hotspots: hasSpin ? hotspotsFor(rng, features) : [],
      features,
      // The lender's figures are worked out from the price the car is advertised at (its offer price while one stands).
      lenders: price > 500 && !caravan ? lendersFor(rng, offerPrice(i, carType, price) ?? price, age) : [],
      locationIndex: locations.indexOf(location),
    });
  }
  return cars;
}

function pickLocation(rng: Rng, locations: readonly LocationDef[], carType: DemoCar["carType"]): LocationDef {
  const selling = locations.filter((l) => l.type === "sales" || l.type === "used");
  const preferred = selling.filter((l) => (carType === "used" ? l.type === "used" : l.type === "sales"));
  return rng.pick(preferred.length > 0 ? preferred : selling);
}

export function imageKey(simpleBody: string, colourGroup: string, view: string): string {
  return `car/${slugify(simpleBody)}/${slugify(colourGroup)}/${view}`;
}

function makeImages(rng: Rng, spec: ModelSpec, colourGroup: string, colourName: string, year: number): DemoCar["images"] {
  const name = `${year} ${spec.make} ${spec.model}`;
  const exterior = EXTERIOR_VIEWS.map((view) => ({
    kind: "exterior" as const,
    src: imageKey(spec.simpleBody, colourGroup, view),
    alt: `${name} in ${colourName}, ${view.replace("-34", " three-quarter")} view`,
  }));
  const interior =
    spec.itemType === "motorcycle"
      ? []
      : INTERIOR_VIEWS.map((view) => ({
          kind: "interior" as const,
          src: imageKey(spec.simpleBody, "interior", view),
          alt: `${name} interior, ${view}`,
        }));
  const all = [...exterior, ...interior];
  // A few listings have only two or three photos, as real feeds do.
  return rng.chance(0.08) ? all.slice(0, rng.int(2, 3)) : all;
}

function spinFrames(spec: ModelSpec, colourGroup: string): DemoCar["spinFrames"] {
  return [
    ...Array.from({ length: SPIN_FRAMES }, (_, frame) => ({
      kind: "exterior" as const,
      frame,
      src: imageKey(spec.simpleBody, colourGroup, `spin-${String(frame).padStart(2, "0")}`),
    })),
    ...Array.from({ length: INTERIOR_SPIN_FRAMES }, (_, frame) => ({
      kind: "interior" as const,
      frame,
      src: imageKey(spec.simpleBody, "interior", `pano-${String(frame).padStart(2, "0")}`),
    })),
  ];
}

function hotspotsFor(rng: Rng, features: readonly string[]): DemoCar["hotspots"] {
  return features.slice(0, rng.int(2, 3)).map((description, i) => ({
    kind: i === 2 ? ("interior" as const) : ("exterior" as const),
    description,
    positions: Object.fromEntries(Array.from({ length: 6 }, (_, k) => [String(k + i * 6), { x: rng.int(20, 80), y: rng.int(35, 70) }])),
  }));
}

function fuelLabel(spec: ModelSpec): string {
  switch (spec.fuel) {
    case "Diesel":
      return "Diesel";
    case "Electric":
      return "Electric";
    case "Hybrid":
      return "Hybrid (Petrol)";
    case "Plug-in Hybrid":
      return "Plug-in Hybrid (Petrol)";
    default:
      return spec.itemType === "caravan" ? "" : "Unleaded Petrol";
  }
}

function variantFor(spec: ModelSpec): Record<string, unknown> {
  if (spec.itemType === "caravan") return {};
  const litres = /(\d\.\d)L/.exec(spec.engine)?.[1];
  const published = modelDimensions(spec.make, spec.model, spec.simpleBody);
  return {
    cylinders: spec.cylinders || null,
    enginesize_litres: litres ?? null,
    induction: spec.engine.includes("turbo") ? "Turbo Intercooled" : spec.fuel === "Electric" ? null : "Aspirated",
    geartype: spec.trans,
    gearbox: gearboxName(spec.trans, spec.gears),
    enginedescription: spec.engine,
    fuelconsumptioncombined: spec.consumption || null,
    ancaprating: spec.itemType === "motorcycle" ? null : 5,
    bodyconfiguration: spec.bodyconfiguration ?? null,
    // Redbook-style variant fields (vehicle spec section 3), from the model's published figures.
    enginecapacity_cc: published?.engineCc ?? null,
    power_kw: published?.powerKw ?? null,
    torque: published?.torqueNm ?? null,
    fuelcapacity: published?.fuelTankL ?? null,
    kerbweight: published?.kerbKg ?? null,
    grossvehiclemass: published?.gvmKg ?? null,
    length: published?.lengthMm ?? null,
    width: published?.widthMm ?? null,
    height: published?.heightMm ?? null,
    // 0 means the maker rates it for no trailer: no towing row rather than "0 kg".
    towingcapacitybraked: published?.towingBrakedKg || null,
  };
}

/** "6-speed automatic", "Constant variable transmission (CVT)", "Single-speed reduction gear". */
function gearboxName(trans: string, gears: number): string {
  if (trans === "Constant Variable Transmission") return "Constant variable transmission (CVT)";
  if (trans === "Reduction Gear") return "Single-speed reduction gear";
  return `${gears}-speed ${trans.toLowerCase()}`;
}

const WMI: Record<string, string> = {
  Toyota: "MR0",
  Mazda: "JM0",
  Hyundai: "KMH",
  Kia: "KNA",
  Ford: "MNA",
  Mitsubishi: "MMA",
  Volkswagen: "WVW",
  Škoda: "TMB",
  "Isuzu UTE": "MPA",
  Isuzu: "JAL",
  Nissan: "JN1",
  Subaru: "JF1",
  BYD: "LGX",
  MG: "LSJ",
  Tesla: "LRW",
  Holden: "6G1",
  Jeep: "1C4",
  BMW: "WBA",
  "Mercedes-Benz": "W1K",
  Yamaha: "JYA",
  Kawasaki: "JKA",
  Honda: "MLH",
};
const wmiFor = (make: string) => WMI[make] ?? "6U9";

/** The demo lender's weekly account fee: lenders charge one, and it counts in the comparison rate. */
const LENDER_WEEKLY_FEE = 1.5;

function lendersFor(rng: Rng, price: number, age: number): DemoCar["lenders"] {
  const interestRate = Math.round((6.29 + age * 0.45 + rng.next() * 1.5) * 100) / 100;
  const establishmentFee = 250 + Math.floor(rng.next() * 5) * 50;
  const fees = { establishment: establishmentFee, perPeriod: LENDER_WEEKLY_FEE };
  // The comparison rate is worked out from the rate and fees, never drawn: every figure a page shows is computed.
  const comparison = comparisonRate(interestRate, fees);
  const deposit = Math.round(price * 0.1);
  const balloon = Math.round(price * 0.3);
  const weekly = Math.round(
    periodicRepayment({
      principal: price - deposit + establishmentFee,
      annualRatePercent: interestRate,
      years: 5,
      periodsPerYear: WEEKS_PER_YEAR,
      balloon,
    }) + LENDER_WEEKLY_FEE,
  );
  return [
    {
      provider: "youx",
      interestRate,
      comparisonRate: comparison,
      paymentWeek: weekly,
      paymentMonth: monthlyFromWeekly(weekly),
      balloon,
      deposit,
      termYears: 5,
      establishmentFees: establishmentFee,
      weeklyFees: LENDER_WEEKLY_FEE,
      disclaimer: `Estimated weekly repayment based on a 5 year term at ${interestRate}% p.a., comparison rate ${comparison}% p.a., 10.0% deposit, 30% final payment, a $${establishmentFee} establishment fee and a $${LENDER_WEEKLY_FEE.toFixed(2)} weekly account fee. Comparison rate based on a secured loan of $30,000 over 5 years. WARNING: This comparison rate is true only for the examples given and may not include all fees and charges.`,
    },
    zeroFinalPaymentLender(price, interestRate),
  ];
}

/**
 * The second demo lender (a broker, 'carclarity'): its example has no deposit and a $0 final
 * payment (vehicle spec section 9), so the same car costs more a week; a site picks it with
 * `financeProvider`. Worked out from the first lender's rate, so it draws nothing from the generator.
 */
function zeroFinalPaymentLender(price: number, interestRate: number): DemoCar["lenders"][number] {
  const establishmentFee = 495;
  const comparison = comparisonRate(interestRate, { establishment: establishmentFee, perPeriod: 0 });
  const weekly = Math.round(
    periodicRepayment({ principal: price + establishmentFee, annualRatePercent: interestRate, years: 5, periodsPerYear: WEEKS_PER_YEAR }),
  );
  return {
    provider: "carclarity",
    interestRate,
    comparisonRate: comparison,
    paymentWeek: weekly,
    paymentMonth: monthlyFromWeekly(weekly),
    balloon: 0,
    deposit: 0,
    termYears: 5,
    establishmentFees: establishmentFee,
    weeklyFees: 0,
    disclaimer: zeroFinalPaymentDisclaimer({ ratePercent: interestRate, comparisonPercent: comparison, weekly, establishmentFee }),
  };
}
