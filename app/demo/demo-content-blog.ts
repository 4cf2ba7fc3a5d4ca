import type { DemoPost } from "./demo-content";

/**
 * Each demo dealer's blog: local news and buying guides in its own voice. Hero images are demo
 * artwork keys the image endpoint draws (app/images/render-image-source.ts), so they exist on every
 * install without files. Links point only at pages every demo site serves.
 */
const POSTS: Record<string, DemoPost[]> = {
  "coastal-toyota": [
    {
      slug: "rav4-hybrid-grades-explained",
      title: "RAV4 Hybrid grades explained for Sunshine Coast families",
      summary:
        "GX, GXL, XSE or Cruiser? We compare the RAV4 Hybrid grades our customers ask about most, and which one suits a family on the Coast.",
      hero: { src: "car/suv/silver/side", alt: "A silver mid-size hybrid SUV from the side" },
      author: "Mel Hanrahan, New Car Sales Manager",
      daysAgo: 6,
      tags: ["RAV4", "Hybrid", "Buying guide"],
      bodyMarkdown: `The RAV4 Hybrid is the car we are asked about most, and the first question is always which grade to choose.

## GX: the sensible choice

The GX has the same hybrid drivetrain as every other grade, the full Toyota Safety Sense suite, reversing camera and smartphone mirroring. For most families it is all the car they need.

## GXL: the one most people buy

The GXL adds dual-zone climate control, rain-sensing wipers, a proximity key and nicer seat trim. Over a seven-year ownership it is the grade that holds its value best on our used car yard.

## XSE and Cruiser: comfort and style

The sportier XSE and the more luxurious Cruiser add leather-accented seats, a powered tailgate and bigger wheels. All-wheel drive is worth having if you head up the range to Maleny or Montville often, or tow a small trailer.

## Our advice

Drive two grades back to back. [Book a test drive](/book-test-drive) and we will have both ready, or [ask us](/contact) for current availability.`,
    },
    {
      slug: "what-capped-price-servicing-covers",
      title: "What capped price servicing covers on your new Toyota",
      summary:
        "Capped price servicing keeps the cost of your Toyota's scheduled services known in advance. Here is what it includes, and what it does not.",
      hero: { src: "location/service", alt: "A dealership service centre building with its service sign" },
      author: "Dean Kowalski, Service Manager",
      daysAgo: 19,
      tags: ["Servicing"],
      bodyMarkdown: `Every new Toyota comes with capped price servicing for its first scheduled services, which means you know what each logbook service costs before you book it.

## What is included

- The labour and parts for each scheduled logbook service, at the capped price
- A multi-point safety check, including brakes, tyres, lights and wipers
- A software check and update where Toyota has released one

## What is extra

- Wear items such as brake pads, tyres and wiper blades
- Repairs found during the service, which we always quote and ask you about first
- Extra work you ask for, such as a wheel alignment

## Book your service

You can have your car serviced anywhere you like without losing your warranty, as long as the service follows the logbook. We hope you choose us: our technicians are Toyota-trained, and we use genuine parts. [Book a service online](/service).`,
    },
    {
      slug: "trade-in-your-car-on-the-sunshine-coast",
      title: "How we value your trade-in",
      summary:
        "Your car's value comes from what similar cars sell for, its kilometres and its condition. Here is how our online estimate and inspection work.",
      hero: { src: "car/ute/blue/side", alt: "A blue dual-cab ute from the side" },
      author: "Josh Freeman, Used Car Manager",
      daysAgo: 33,
      tags: ["Trade-in", "Used cars"],
      bodyMarkdown: `Trading in your car with us takes about a minute online and twenty minutes at the dealership.

## The online estimate

Enter your registration, answer a few questions about the odometer, service history and condition, and we show you a price range. It draws on what similar cars have sold for recently, here and across the market.

## The inspection

Bring your car in and one of our used car team will drive it, look it over and check the service history. If it matches what you told us, your offer will be within the estimate. The [value my car terms](/pages/value-my-car-terms-and-conditions) explain the details.

## Why we pay well for Toyotas

Well-kept HiLux, LandCruiser, RAV4 and Corolla models are what our used car customers ask for, so a good Toyota trade-in often goes straight onto our yard. [Start your estimate](/trade-in).`,
    },
    {
      slug: "surf-club-nippers-2026",
      title: "Coastal Toyota backs Maroochydore nippers for another season",
      summary:
        "For the twelfth summer in a row, Coastal Toyota is supporting Maroochydore Surf Life Saving Club's nippers with gear, a new IRB and a HiLux.",
      hero: { src: "car/ute/red/side", alt: "A red ute from the side" },
      author: "Sarah Holt, Dealer Principal",
      daysAgo: 52,
      tags: ["Community"],
      bodyMarkdown: `Sunday mornings at Maroochydore beach mean hundreds of nippers in coloured caps, and we are proud to support them for our twelfth season.

This summer our sponsorship funds a new inflatable rescue boat, rash vests for every under-8, and the HiLux the club uses to tow its rescue gear along the beach.

Thank you to the volunteer parents and lifesavers who make nippers happen. If you see the HiLux on the sand, give the crew a wave.`,
    },
  ],
  "metro-motor-group": [
    {
      slug: "hybrid-plug-in-or-electric",
      title: "Hybrid, plug-in hybrid or electric: which suits you?",
      summary:
        "Across our thirteen dealerships we sell all three. Here is how to choose between a hybrid, a plug-in hybrid and an electric car for the way you drive.",
      hero: { src: "car/hatch/blue/side", alt: "A blue hatchback from the side" },
      author: "Priya Nair, Group Marketing",
      daysAgo: 4,
      tags: ["Electric", "Hybrid", "Buying guide"],
      bodyMarkdown: `More than a third of the new cars we deliver now have a battery as well as, or instead of, a fuel tank. The right choice depends on how you drive.

## Hybrid

A hybrid charges its own battery as you drive and brake. There is nothing to plug in, and it saves the most fuel in stop-start city traffic. Good for: anyone who cannot charge at home.

## Plug-in hybrid

A plug-in hybrid drives on electricity for the first 50 to 100 km, then carries on as a hybrid. Good for: short weekday trips with long weekend drives.

## Electric

An electric car has no engine at all. Charged overnight at home, most cover a week of suburban driving on one charge, and public fast chargers cover long trips. Good for: drivers with off-street parking.

## Try them

Metro EV Gold Coast, Metro Hyundai Penrith, Metro Kia Dandenong and Metro Volkswagen Newstead all have electric cars to drive. [Book a test drive](/book-test-drive) or find your nearest dealership on our [dealer locator](/dealer-locator).`,
    },
    {
      slug: "novated-leasing-explained",
      title: "Novated leasing explained",
      summary:
        "A novated lease lets your employer pay for your car from your pre-tax salary. What it is, who it suits and what to ask before you sign.",
      hero: { src: "car/sedan/grey/side", alt: "A grey sedan from the side" },
      author: "Tom Albanese, Finance and Insurance Manager",
      daysAgo: 17,
      tags: ["Finance"],
      bodyMarkdown: `A novated lease is an agreement between you, your employer and a finance company. Your employer pays the lease and the running costs of your car from your salary, partly before tax.

## Who it suits

Employees whose employer offers salary packaging, who drive a fair amount and plan to keep the car for the lease term. Eligible electric cars may also be exempt from fringe benefits tax, which can make the saving larger.

## What to ask

- What the lease includes: fuel or charging, servicing, tyres, registration and insurance
- The residual (balloon) payment at the end of the lease
- What happens if you change jobs

## We can help

Our [finance and insurance](/finance-and-insurance) team arranges novated leases across all ten of our car brands. Your own situation matters, so talk to your employer and a tax adviser as well.`,
    },
    {
      slug: "used-car-checklist",
      title: "Five things to check before you buy a used car",
      summary:
        "Service history, a PPSR check, tyres, the test drive and the paperwork: five checks that save you from an expensive mistake with any used car.",
      hero: { src: "car/suv/grey/side", alt: "A grey SUV from the side" },
      author: "Chris Doyle, Group Used Car Manager",
      daysAgo: 29,
      tags: ["Used cars", "Buying guide"],
      bodyMarkdown: `Whether you buy from us, another dealer or a private seller, these five checks are worth the time.

1. **Service history.** A stamped logbook or invoices show the car was looked after.
2. **A PPSR check.** The Personal Property Securities Register shows whether money is owed on the car, or whether it has been written off or stolen. Every Metro used car is checked before sale.
3. **Tyres and brakes.** Uneven tyre wear can point to alignment or suspension problems.
4. **A proper test drive.** Include a freeway run, a hill start and a tight car park.
5. **The paperwork.** The VIN on the car should match the registration papers.

All of our [used cars](/search/used-cars) come with their service history and a PPSR check, and a dealer's statutory warranty where the law provides one.`,
    },
    {
      slug: "isuzu-ute-eagle-farm-service-team",
      title: "Meet the service team at Metro Isuzu UTE Eagle Farm",
      summary:
        "From tradies' D-MAX utes to grey nomads' MU-X wagons, our Eagle Farm workshop keeps Brisbane's Isuzus working. Meet the team behind it.",
      hero: { src: "car/ute/silver/side", alt: "A silver dual-cab ute from the side" },
      author: "Priya Nair, Group Marketing",
      daysAgo: 44,
      tags: ["Our people", "Servicing"],
      bodyMarkdown: `At 6.30 on a weekday morning the car park at Eagle Farm is already full of D-MAX utes with toolboxes and ladder racks. Our service team's job is to have them back on the road by lunchtime.

Workshop foreman Dave Nguyen has been fixing Isuzus for 22 years and leads a team of eight technicians and three apprentices. "Most of our customers earn their living from their ute," Dave says. "Same-day service is the whole point."

The team offers early drop-off, a courtesy shuttle into the city and loan utes for fleet customers. [Book a service](/service) at Eagle Farm or any Metro dealership.`,
    },
    {
      slug: "towing-terms-explained",
      title: "GVM, GCM and ball weight: towing terms in plain English",
      summary:
        "Towing a boat, camper or caravan? The numbers that matter are GVM, GCM, braked towing capacity and ball weight. Here is what each one means.",
      hero: { src: "car/ute/black/side", alt: "A black dual-cab ute from the side" },
      author: "Chris Doyle, Group Used Car Manager",
      daysAgo: 71,
      tags: ["Towing", "Buying guide"],
      bodyMarkdown: `A ute with a 3,500 kg towing capacity cannot always tow 3,500 kg. These are the numbers to check.

- **Braked towing capacity**: the most a vehicle may tow with a trailer that has its own brakes.
- **Ball weight**: how much the trailer presses down on the towbar, usually about 10% of its weight.
- **GVM (gross vehicle mass)**: the most the vehicle may weigh, including passengers, luggage and ball weight.
- **GCM (gross combination mass)**: the most the vehicle and trailer may weigh together.

A fully loaded ute towing its maximum can exceed its GCM, so you may need to carry less in the tray. Ask our team to run the numbers for your car and trailer.`,
    },
  ],
  "sunset-caravans": [
    {
      slug: "first-caravan-trip-checklist",
      title: "Your first caravan trip: a checklist from Bendigo to the Murray",
      summary:
        "Heading off on your first trip with a new van? Our hand-over team's checklist for the drive from Bendigo to Echuca, and what to pack.",
      hero: { src: "car/caravan/white/side", alt: "A white caravan from the side" },
      author: "Kate Walsh, Managing Director",
      daysAgo: 8,
      tags: ["Caravanning", "Travel"],
      bodyMarkdown: `The Murray at Echuca is an easy first trip from Bendigo: under an hour and a half on good roads, with riverside caravan parks to practise reversing in.

## Before you leave

- Check tyre pressures on the car and the van, cold
- Test the van's lights, brakes and breakaway system
- Turn off the gas at the bottle and secure everything inside
- Check the weight: a loaded van must stay under its ATM

## On the road

Drive a little slower than usual, leave a bigger gap, and stop every two hours. Your brake controller should be set so the van brakes slightly before the car.

## When you arrive

Level the van before you unhitch, chock the wheels and connect power last. It gets easier every time, and you can always call us from the road.`,
    },
    {
      slug: "tare-atm-gtm-explained",
      title: "Tare, ATM and GTM: caravan weights in plain English",
      summary:
        "The three numbers on every caravan's compliance plate decide how much you can carry and what can tow it. Here is what tare, ATM and GTM mean.",
      hero: { src: "car/caravan/silver/side", alt: "A silver caravan from the side" },
      author: "Rob Tierney, Service Manager",
      daysAgo: 24,
      tags: ["Caravanning", "Towing"],
      bodyMarkdown: `Every caravan has a compliance plate near the A-frame. Three numbers on it matter most.

- **Tare**: what the van weighs empty, with no water, gas or luggage.
- **ATM (aggregate trailer mass)**: the most the van may weigh when loaded, including the weight on the towbar.
- **GTM (gross trailer mass)**: the most the van's axles may carry, not counting the weight on the towbar.

The gap between tare and ATM is your payload. Full water tanks, two gas bottles and a week of food use it up quickly. Our team weighs every van we sell, and you are welcome to use our weighbridge before your trip.`,
    },
    {
      slug: "choosing-a-tow-vehicle",
      title: "Choosing a tow vehicle for a 2.5 tonne van",
      summary: "Most family caravans weigh 2 to 3 tonnes loaded. We compare the used utes and SUVs that tow them comfortably and legally.",
      hero: { src: "car/suv/green/side", alt: "A green four-wheel drive wagon from the side" },
      author: "Kate Walsh, Managing Director",
      daysAgo: 47,
      tags: ["Towing", "Used cars"],
      bodyMarkdown: `A 2.5 tonne van needs a vehicle rated to tow at least that much, with room to spare in its gross combination mass.

## What to look for

- A braked towing capacity of 3,000 kg or more
- A ball weight rating of 300 kg or more
- A diesel engine with good low-down torque
- A tow pack with an electric brake controller

## Popular choices on our yard

Dual-cab utes and large four-wheel drive wagons are the usual answer, and we keep a good range of [used tow vehicles](/search/used-cars) next to our vans. Our team checks the numbers for the exact car and van before you buy.`,
    },
    {
      slug: "winter-caravan-storage",
      title: "Looking after your van over winter",
      summary:
        "Not heading north this winter? Six steps to store your caravan so it is ready to go in spring: water, gas, battery, tyres, seals and pests.",
      hero: { src: "car/caravan/bronze/side", alt: "A white caravan with bronze stripes, from the side" },
      author: "Rob Tierney, Service Manager",
      daysAgo: 83,
      tags: ["Caravanning", "Servicing"],
      bodyMarkdown: `A few hours now saves a repair bill in spring.

1. Drain the water tanks, hot water system and lines.
2. Turn off and remove the gas bottles.
3. Charge the battery fully, then disconnect it or keep it on a maintenance charger.
4. Raise the van slightly on stands to take weight off the tyres.
5. Check the window and hatch seals, and clean them.
6. Leave cupboards open and put out moisture absorbers and pest deterrents.

Our service centre can do a pre-season check before your first trip: [book a service](/service).`,
    },
  ],
  "value-used-cars": [
    {
      slug: "queensland-safety-certificates",
      title: "Queensland safety certificates: what they check",
      summary:
        "In Queensland a registered car needs a current safety certificate to be sold. What an inspector checks, and why every car on our yard has one.",
      hero: { src: "location/used", alt: "A used car yard building with its sign" },
      author: "Gary Pham, Service Centre Manager",
      daysAgo: 5,
      tags: ["Used cars", "Queensland"],
      bodyMarkdown: `If you sell a registered light vehicle in Queensland, it needs a current safety certificate. The certificate comes from an approved inspection station, and it shows the car met the minimum safety standards on the day it was inspected.

## What is checked

- Brakes, steering and suspension
- Tyres and wheels
- Lights, indicators, horn and wipers
- Seats and seatbelts
- Windscreen and mirrors
- Body rust and damage that affects safety

## What it is not

A safety certificate is not a full mechanical inspection: it does not check the engine or gearbox in depth. That is why every car we sell also gets our own multi-point inspection in our Slacks Creek service centre.

Browse our [used cars](/search/used-cars), all sold with a safety certificate.`,
    },
    {
      slug: "why-we-dont-haggle",
      title: "How we price our cars, and why we don't haggle",
      summary:
        "Every car at Value Used Cars has one price, checked against the market every week. Here is how we set it and why it saves you time.",
      hero: { src: "car/hatch/red/side", alt: "A red hatchback from the side" },
      author: "Lisa Moretti, Owner",
      daysAgo: 21,
      tags: ["Used cars", "Our prices"],
      bodyMarkdown: `When we opened in 2004, we were tired of watching customers haggle for an hour and leave unsure they had a fair deal. So we did it differently.

## How we set the price

Every week we compare each car with similar cars for sale and recently sold across South East Queensland, allowing for kilometres, service history and condition. The price goes on the windscreen and on this website.

## Why one price is fairer

Everyone pays the same, whether they like to negotiate or not. If the market moves, we lower the price for everyone.

## What you can still negotiate

Your trade-in. [Get an estimate online](/sell-my-car) in about a minute.`,
    },
    {
      slug: "statutory-warranty-queensland",
      title: "Statutory warranty on used cars in Queensland",
      summary:
        "Buying a used car from a licensed Queensland dealer? Depending on its age and kilometres, you may get a statutory warranty. Here is how it works.",
      hero: { src: "car/wagon/blue/side", alt: "A blue station wagon from the side" },
      author: "Lisa Moretti, Owner",
      daysAgo: 38,
      tags: ["Queensland", "Warranty"],
      bodyMarkdown: `Queensland's *Motor Dealers and Chattel Auctioneers Act 2014* gives buyers of many used cars from licensed dealers a statutory warranty.

- **Class A** cars, under 160,000 km and less than 10 years old: 3 months or 5,000 km, whichever comes first.
- **Class B** cars, 160,000 km or more, or 10 years old or more: 1 month or 1,000 km, whichever comes first.

The warranty covers defects in most parts of the car, with some exclusions such as tyres, batteries and accessories. Your rights under the Australian Consumer Law apply as well.

Every eligible car we sell comes with its statutory warranty; ask us about extended cover when you [visit a yard](/locations).`,
    },
  ],
};

/** A demo site's blog posts (none for a site the demo does not know). */
export function demoBlogPosts(slug: string): DemoPost[] {
  return POSTS[slug] ?? [];
}
