import { formatNumber } from "~/domain/format";
import type { Rng } from "./rng";

const USED_OPENERS = [
  "Just traded in and ready to go.",
  "One owner with full dealer service history.",
  "Presented in outstanding condition inside and out.",
  "A well-optioned example that drives beautifully.",
  "Fresh trade-in from a local family.",
];
const NEW_OPENERS = [
  "Brand new and ready for delivery.",
  "Factory fresh with the full manufacturer's warranty.",
  "Our demonstrator, driven by our own team and kept immaculate.",
];
const USED_MIDDLES = [
  "It has passed our 150-point mechanical and safety inspection and comes with a fresh roadworthy certificate.",
  "Both keys, owner's manuals and the service books are all present.",
  "New tyres were fitted all round and it has just had its scheduled service.",
];
const SHARED_MIDDLES = [
  "Finance is available on the spot and we welcome your trade-in, whatever you drive.",
  "Interstate buyers are welcome: we can arrange transport to your door anywhere in Australia.",
  "Ask about our extended warranty and paint protection packages.",
];
const CLOSERS = [
  "Call or enquire today to book your test drive before it's gone.",
  "Cars like this don't last long, so get in quick.",
  "Our friendly team is here seven days to answer your questions.",
];

/** Some comments are empty (the page shows 'pending'), some run well past the 400-character cut. */
export function dealerComment(rng: Rng, car: { title: string; carType: string; km: number; features: readonly string[] }): string {
  if (rng.chance(0.2)) return "";
  const used = car.carType === "used";
  const parts = [rng.pick(used ? USED_OPENERS : NEW_OPENERS)];
  if (used) parts.push(`This ${car.title} has travelled ${formatNumber(car.km)} km.`);
  if (car.features.length > 0) parts.push(`Highlights include ${car.features.slice(0, 4).join(", ")}.`);
  if (rng.chance(0.55)) parts.push(...rng.shuffle(used ? [...USED_MIDDLES, ...SHARED_MIDDLES] : SHARED_MIDDLES).slice(0, 3));
  parts.push(rng.pick(CLOSERS));
  return parts.join(" ");
}

export const FIRST_NAMES = [
  "Olivia",
  "Jack",
  "Charlotte",
  "William",
  "Mia",
  "Noah",
  "Amelia",
  "Oliver",
  "Isla",
  "Thomas",
  "Grace",
  "Lachlan",
  "Chloe",
  "Cooper",
  "Ruby",
  "Mitchell",
  "Harper",
  "Liam",
  "Zara",
  "Aarav",
  "Priya",
  "Minh",
  "Wei",
  "Sofia",
];
export const LAST_NAMES = [
  "Smith",
  "Jones",
  "Williams",
  "Brown",
  "Wilson",
  "Taylor",
  "Nguyen",
  "Anderson",
  "Thompson",
  "White",
  "Martin",
  "Kelly",
  "Singh",
  "Chen",
  "Walker",
  "Harris",
  "O'Brien",
  "Papadopoulos",
];

export const personName = (rng: Rng) => `${rng.pick(FIRST_NAMES)} ${rng.pick(LAST_NAMES)[0]}.`;

const REVIEWS: readonly (readonly [number, string])[] = [
  [5, "Fantastic experience from start to finish. No pressure, and the team made the paperwork painless."],
  [5, "Bought my first car here and they explained everything clearly. Highly recommend."],
  [5, "Service department had the car back the same day with a full report. Great communication."],
  [4, "Good range of stock and fair trade-in offer. Took a little while to get the finance approved."],
  [5, "Drove two hours to get here and it was worth it. The car was exactly as described."],
  [4, "Friendly staff, clean showroom. Delivery was a day later than promised but they kept me updated."],
  [3, "Car is great but the handover felt rushed."],
  [5, "Honest advice and no upselling. Will be back for our next car."],
  [2, "Waited a long time for a callback about a used car."],
  [5, "Parts team found a hard-to-get part within a week. Brilliant."],
];

export function review(rng: Rng): { name: string; rating: number; text: string; reply: string | null } {
  const [rating, text] = rng.pick(REVIEWS);
  return {
    name: personName(rng),
    rating,
    text,
    reply: rng.chance(0.4)
      ? rating >= 4
        ? "Thanks so much for the kind words, we hope you enjoy your new car!"
        : "Thanks for the feedback. We're sorry we fell short and have passed this on to the team."
      : null,
  };
}
