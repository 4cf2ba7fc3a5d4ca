import type { ServiceLink } from "~/domain/models/service-link";
import type { NewModelPage } from "~/models/model-page-queries.server";
import { CATALOGUE } from "./catalogue";
import { imageKey } from "./generate-cars";

/** The lowest price of any badge of a model in the demo catalogue: what 'From $...' says. */
function lowestPrice(make: string, model: string): number | null {
  const prices = CATALOGUE.filter((s) => s.make === make && s.model === model).flatMap((s) => s.badges.map(([, price]) => price));
  return prices.length ? Math.min(...prices) : null;
}

type Plan = Omit<NewModelPage, "priceFrom" | "priceFromText" | "heroImageSrc" | "heroImageAlt"> & {
  hero: { body: string; colour: string; alt: string };
};

const page = (p: Plan): NewModelPage => ({
  slug: p.slug,
  make: p.make,
  model: p.model,
  name: p.name,
  shortDescription: p.shortDescription,
  bodyMarkdown: p.bodyMarkdown,
  heroImageSrc: imageKey(p.hero.body, p.hero.colour, "front-34"),
  heroImageAlt: p.hero.alt,
  priceFrom: lowestPrice(p.make, p.model),
  priceFromText: null,
});

const ISUZU: Plan[] = [
  {
    slug: "mu-x",
    make: "Isuzu UTE",
    model: "MU-X",
    name: "Isuzu MU-X",
    shortDescription: "Seven seats, a 3.0-litre turbo diesel and 3,500 kg of braked towing: the family wagon built on a ute's toughness.",
    hero: { body: "suv", colour: "bronze", alt: "Bronze Isuzu MU-X LS-U seven-seat wagon, front three-quarter view" },
    bodyMarkdown: `The MU-X is the seven-seat wagon for families who tow, camp and head off the bitumen. It shares its 3.0-litre turbo diesel and ladder frame with the D-MAX, so it pulls a 3,500 kg braked caravan or boat and still seats seven in comfort.

## The range

- **LS-M**: cloth seats, 8-inch touchscreen with wireless Apple CarPlay and Android Auto, and the full IDAS safety suite.
- **LS-U**: adds 20-inch alloys, LED headlights, a 9-inch touchscreen and climate control with rear vents.
- **LS-T**: leather-accented seats, heated front seats, power tailgate and an eight-speaker sound system.

Every grade comes with a six-speed automatic and is available as a 4x2 or with on-demand 4x4 and a rear diff lock.

## Built for the long way round

- 3.0-litre turbo diesel with 140 kW and 450 Nm
- 3,500 kg braked towing capacity
- 800 mm wading depth and 235 mm ground clearance (4x4)
- Five-star ANCAP safety rating

## Peace of mind

Isuzu UTE's 6-year or 150,000 km warranty, up to 7 years of roadside assistance and capped price servicing for the first 5 scheduled services. See our [warranty](/warranty), [roadside assist](/roadside-assist) and [capped price servicing](/capped-price-servicing) pages for the details.`,
  },
  {
    slug: "d-max",
    make: "Isuzu UTE",
    model: "D-MAX",
    name: "Isuzu D-MAX",
    shortDescription:
      "Australia's hard-working ute: single, space and crew cabs, cab chassis or tub, 4x2 or 4x4, from the work site to the weekend.",
    hero: { body: "ute", colour: "white", alt: "White Isuzu D-MAX LS-U crew cab ute, front three-quarter view" },
    bodyMarkdown: `Whether it carries a tray of tools on Monday or a tinnie on Saturday, there is a D-MAX for the job. Choose a single, space or crew cab, a cab chassis ready for a tray or a tub, and 4x2 or 4x4.

## The range

- **SX**: the work-ready D-MAX, as a single cab chassis, space cab or crew cab, with vinyl floors that hose out.
- **LS-M and LS-U**: more comfort and style for work and family, with alloy wheels, a bigger touchscreen and side steps.
- **X-Terrain**: the flagship, with a sports bar, roller tonneau cover, 18-inch alloys and leather-accented seats.

## Tough where it counts

- 3.0-litre turbo diesel with 140 kW and 450 Nm, or the 1.9-litre for lighter work
- 3,500 kg braked towing and a payload of up to about a tonne, depending on the model
- Rear differential lock on 4x4 models
- Five-star ANCAP safety rating, with eight airbags and autonomous emergency braking

## Fleet and business buyers

Buying more than one? Our [fleet team](/fleet) quotes D-MAX cab chassis with trays, canopies and toolboxes fitted before delivery.

Every new D-MAX comes with Isuzu UTE's 6-year or 150,000 km warranty and capped price servicing for the first 5 scheduled services.`,
  },
];

const TOYOTA: Plan[] = [
  {
    slug: "hilux",
    make: "Toyota",
    model: "HiLux",
    name: "Toyota HiLux",
    shortDescription: "Australia's best-known ute: Workmate to GR Sport, cab chassis or double cab, built to work and ready to play.",
    hero: { body: "ute", colour: "white", alt: "White Toyota HiLux SR5 double cab ute, front three-quarter view" },
    bodyMarkdown: `For tradies, farmers and families, the HiLux has been the Sunshine Coast's favourite ute for decades. Choose from the Workmate cab chassis for the job site to the SR5 and Rogue double cabs for work and weekends.

## The range

- **Workmate**: the no-nonsense work ute, as a cab chassis ready for a tray.
- **SR and SR5**: more comfort and more features, with the 2.8-litre turbo diesel and 4x4.
- **Rogue and GR Sport**: the flagships, with sports suspension and the most equipment.

## Built to last

- 2.8-litre turbo diesel with up to 500 Nm (automatic)
- Up to 3,500 kg braked towing
- Toyota Safety Sense on every grade

## Servicing with us

Our Wises Road service centre services HiLux every day, with genuine Toyota parts and capped price servicing for eligible vehicles. [Book a service](/service).`,
  },
  {
    slug: "rav4",
    make: "Toyota",
    model: "RAV4",
    name: "Toyota RAV4",
    shortDescription: "The hybrid SUV that sips fuel: room for five, all-wheel drive available, and every grade a self-charging hybrid.",
    hero: { body: "suv", colour: "silver", alt: "Silver Toyota RAV4 Hybrid, front three-quarter view" },
    bodyMarkdown: `The RAV4 Hybrid is one of Australia's most popular SUVs for good reason: it is roomy, easy to drive and uses about as much fuel as a small hatch.

## The range

- **GX**: the practical one, with wireless smartphone mirroring and Toyota Safety Sense.
- **GXL**: adds dual-zone climate control, keyless entry and rain-sensing wipers.
- **XSE, Cruiser and Edge**: more style, more features and all-wheel drive.

## Why a hybrid

You never plug it in: the battery charges as you drive and brake. Around town the RAV4 often runs on electric power alone, so you spend less at the bowser.

[Book a test drive](/book-test-drive) or see the RAV4s in our stock.`,
  },
  {
    slug: "landcruiser-300",
    make: "Toyota",
    model: "LandCruiser 300",
    name: "Toyota LandCruiser 300",
    shortDescription:
      "The flagship LandCruiser: a twin-turbo V6 diesel, seven seats in most grades and the off-road ability the name is known for.",
    hero: { body: "suv", colour: "grey", alt: "Grey Toyota LandCruiser 300 Series GXL, front three-quarter view" },
    bodyMarkdown: `Built for Australia's biggest trips, the LandCruiser 300 Series pairs a 3.3-litre twin-turbo V6 diesel with a ten-speed automatic and full-time four-wheel drive.

## The range

- **GX**: the working LandCruiser, with five seats and a vinyl-floor option.
- **GXL**: the favourite, with seven seats and a centre diff lock.
- **VX and Sahara**: leather, a premium sound system and Toyota's Multi-Terrain Monitor.

## Made for the long way round

- 3.3-litre twin-turbo V6 diesel with 227 kW and 700 Nm
- 3,500 kg braked towing
- Full-time 4WD with a low range and centre differential lock

Planning a big lap? Our service team can fit bull bars, long-range tanks and towbars with genuine Toyota accessories.`,
  },
  {
    slug: "corolla",
    make: "Toyota",
    model: "Corolla",
    name: "Toyota Corolla",
    shortDescription:
      "The small car that does it all: a hybrid hatch that is easy to park, cheap to run and packed with safety technology.",
    hero: { body: "hatch", colour: "red", alt: "Red Toyota Corolla Ascent Sport hybrid hatch, front three-quarter view" },
    bodyMarkdown: `The Corolla has been a first car, a family car and a commuter car for generations of Australians. Today's Corolla hatch is a hybrid that uses around 4 litres of fuel per 100 km.

## The range

- **Ascent Sport**: the value pick, with an 8-inch touchscreen and Toyota Safety Sense.
- **SX**: adds sports seats, dual-zone climate control and a larger touchscreen.
- **ZR**: the top of the range, with a head-up display and premium sound.

[Book a test drive](/book-test-drive) at our Maroochydore Road showroom.`,
  },
  {
    slug: "camry",
    make: "Toyota",
    model: "Camry",
    name: "Toyota Camry",
    shortDescription:
      "The comfortable hybrid sedan: generous room for five, a big boot and the quiet efficiency of Toyota's hybrid system.",
    hero: { body: "sedan", colour: "blue", alt: "Blue Toyota Camry Ascent hybrid sedan, front three-quarter view" },
    bodyMarkdown: `The Camry is the mid-size sedan for drivers who want comfort and space without the fuel bill. Every Camry is a hybrid.

## The range

- **Ascent**: a well-equipped sedan with smart entry and a 12.3-inch touchscreen.
- **SL**: leather-accented, heated and ventilated front seats and a premium sound system.

Popular with families, rideshare drivers and business fleets: ask our [fleet team](/fleet) about Camry for your business.`,
  },
];

const MODEL_PAGES: Record<string, Plan[]> = { "metro-motor-group": ISUZU, "coastal-toyota": TOYOTA };

/** A demo site's model pages (/models/{slug}), or none. */
export const demoModelPages = (siteSlug: string): NewModelPage[] => (MODEL_PAGES[siteSlug] ?? []).map(page);

/**
 * A dealer group's service booking links, one per make (vehicle spec section 3): the make's own
 * booking page where its service department has one, otherwise our service form for that location.
 * Only groups (sites selling more than one make) have a list: a one-brand dealer's Service menu
 * is its own pages.
 */
export function demoServiceLinks(locations: readonly { make: string; locationId: number; bookingUrl: string | null }[]): ServiceLink[] {
  if (new Set(locations.map((l) => l.make)).size < 2) return [];
  return [...locations]
    .sort((a, b) => a.make.localeCompare(b.make))
    .map((l) => ({
      name: `${l.make} service`,
      make: l.make,
      url: l.bookingUrl ?? `/service?location_id=${l.locationId}`,
    }));
}
