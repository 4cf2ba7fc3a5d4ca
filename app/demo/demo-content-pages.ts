import type { DemoPage } from "./demo-content";
import { demoLandingPages } from "./demo-content-landing";

/**
 * Each demo dealer's own pages: its story, its careers page and open roles, and the pages only
 * some dealers have (fleet sales at the Toyota dealer and the group; finance and insurance at the
 * group). Links point only at pages every demo site serves.
 */
const PAGES: Record<string, DemoPage[]> = {
  "coastal-toyota": [
    {
      slug: "about-us",
      title: "About Coastal Toyota",
      metaDescription:
        "Coastal Toyota has sold and serviced Toyotas on the Sunshine Coast since 1978. Meet the family business on Maroochydore Road.",
      bodyMarkdown: `Coastal Toyota has been the Sunshine Coast's home of Toyota since 1978, when Ray and Margaret Holt opened a small yard on Maroochydore Road with four new Corollas, two HiLux utes and a workshop out the back.

Nearly fifty years on, the Holt family still owns the business. Our sales, used car, service and parts teams work from neighbouring sites on Maroochydore Road and Wises Road, and many of our customers are buying their third or fourth Toyota from us.

## What we do

- **New Toyotas**, from the Yaris to the LandCruiser, with hybrid versions of most of the range.
- **Used and demo cars**, each inspected by our own technicians and sold with a Queensland safety certificate.
- **Servicing** by factory-trained technicians using genuine Toyota parts, with capped price servicing for eligible vehicles.
- **Parts and accessories**, from towbars and roof racks to floor mats.

## Part of the Coast

We sponsor Maroochydore Surf Life Saving Club's nipper program, the Coastal Toyota junior netball carnival and the Sunshine Coast's Toyota Good for Footy clinics. When you buy from us, you are supporting local jobs: more than 60 people from Caloundra to Noosa work here, including eight apprentices.

## Visit us

Our showroom is at 120 Maroochydore Road, Maroochydore. Find opening hours for every department on our [locations page](/locations), or [send us an enquiry](/contact). Interested in working with us? See our [careers page](/careers).`,
    },
    {
      slug: "careers",
      title: "Careers at Coastal Toyota",
      metaDescription:
        "Work at Coastal Toyota in Maroochydore: open roles in sales, service and parts, apprenticeships and what we offer our team.",
      bodyMarkdown: `We are a family business of more than 60 people, and many of our team have been with us for over ten years. We train our people through Toyota's own programs, pay above award, and close on Sundays.

## Open roles

### Light vehicle technician (full time)
Diagnose, service and repair Toyotas in our 18-bay workshop. You hold a Certificate III in Light Vehicle Mechanical Technology; hybrid experience is a bonus, and we will train you in Toyota's hybrid systems.

### Service advisor (full time)
Be the first person our service customers talk to: book work, explain it in plain English and keep customers up to date. Experience in a workshop or customer service role helps.

### Apprentice technician (first year, 2027 intake)
Start your trade with four years of paid training, Toyota's apprentice program and a mentor in the workshop.

## How to apply

Tell us about yourself with the form below, and our people and culture team will call you within a week.`,
    },
    {
      slug: "fleet",
      title: "Fleet and business sales",
      metaDescription:
        "Toyota fleet sales on the Sunshine Coast: HiLux, HiAce, RAV4 Hybrid and LandCruiser for businesses, councils and tradies, with a dedicated fleet manager.",
      bodyMarkdown: `From a single HiLux for a sole trader to fifty RAV4 Hybrids for a council, our fleet team looks after business customers across the Sunshine Coast and Gympie.

## Why businesses buy from us

- **One contact.** Your fleet manager handles quotes, orders, registration and delivery.
- **Fleet pricing** on new Toyotas for ABN holders, with volume pricing for larger orders.
- **Upfitting arranged for you**: canopies, trays, toolboxes, shelving and signage, fitted by local suppliers before delivery.
- **Servicing that keeps you moving**: early drop-off from 6.30 am, loan cars for fleet customers and a priority booking line.
- **Hybrid fleets.** Most of the Toyota range comes as a hybrid, so your running costs fall without changing how your team works.

## Popular fleet vehicles

- HiLux workmate and SR cab chassis for trades and agriculture
- HiAce van for deliveries and service businesses
- RAV4 Hybrid and Camry Hybrid for sales teams
- LandCruiser 70 Series for mining, emergency services and remote work

## Talk to our fleet team

[Send us an enquiry](/contact) and choose Fleet in the message, or call our sales team. We will come back to you within one business day with a quote.`,
    },
  ],
  "metro-motor-group": [
    {
      slug: "about-us",
      title: "About Metro Motor Group",
      metaDescription:
        "Metro Motor Group: thirteen dealerships across Sydney, Melbourne, Geelong, Brisbane and the Gold Coast, family owned since 1992.",
      bodyMarkdown: `Metro Motor Group began in 1992 with one Toyota dealership on Church Street, Parramatta. Today we are thirteen dealerships across Sydney, Melbourne, Geelong, Brisbane and the Gold Coast, still owned by the Petrakis family, and still run on the idea that buying a car should be easy.

## Thirteen dealerships, one easy way to buy

Whichever of our brands you choose, you get the same promises:

- **One price, shown online.** The price on our website is the price at the dealership.
- **Any car, any dealership.** Found a car at Metro Ford Ringwood but live near Metro Kia Dandenong? We can move it for you.
- **Finance and insurance in house**, from our own team. See [finance and insurance](/finance-and-insurance).
- **Servicing at every dealership**, by technicians trained by each manufacturer.

## Our brands

Toyota, Mazda, Hyundai, Škoda, Kia, Ford, Mitsubishi, Subaru, Isuzu UTE and Volkswagen, the electric brands at Metro EV Gold Coast, and Yamaha, Kawasaki and Honda motorcycles in Moorabbin. Find every dealership on our [dealer locator](/dealer-locator).

## Our people

More than 700 people work at Metro, including more than 60 apprentices. We promote from within: half of our dealer principals started with us in sales, service or parts. See what it is like on our [careers page](/careers).

## In the community

Each of our dealerships supports a local cause chosen by its own team: junior sport in Penrith and Ringwood, the Geelong Food Relief Centre, and Surf Life Saving Queensland on the Gold Coast.`,
    },
    {
      slug: "careers",
      title: "Careers at Metro Motor Group",
      metaDescription:
        "Careers at Metro Motor Group's thirteen dealerships in NSW, Victoria and Queensland: open roles, apprenticeships and staff benefits.",
      bodyMarkdown: `With thirteen dealerships in three states, Metro can offer a career, not just a job. Our people get staff pricing on cars, servicing and parts, paid manufacturer training, an extra day of leave on their birthday and a clear path to lead a team.

## Open roles

### Sales consultant, Metro Mazda Ryde (full time)
Help customers find the right Mazda, from their first visit to delivery day. Retainer plus commission; no experience needed, just a driver licence and a good attitude.

### Automotive technician, Metro Ford Ringwood (full time)
Service and repair Fords, including Ranger and Everest, in a modern 14-bay workshop. Certificate III in Light Vehicle Mechanical Technology required.

### EV technician, Metro EV Gold Coast (full time)
Work on BYD, MG and Tesla vehicles. You hold a light vehicle trade qualification; we fund your electric vehicle high-voltage training.

### Finance and insurance manager, Metro Subaru Essendon (full time)
Arrange finance and insurance for our customers with our lender panel. Experience under the National Credit Code and the deferred sales model for add-on insurance is essential.

### Apprentice technicians, 2027 intake (all states)
We take on apprentices at every dealership each January. Tell us which brand and suburb you would like.

## How to apply

Use the form below and tell us which role and dealership you are interested in. Our recruitment team replies to every application within a week.`,
    },
    {
      slug: "fleet",
      title: "Fleet and business sales",
      metaDescription:
        "Metro Motor Group fleet sales: ten car brands, one fleet desk, national delivery through thirteen dealerships in NSW, Victoria and Queensland.",
      bodyMarkdown: `Metro's fleet desk buys for businesses of every size across ten car brands, so your fleet manager can put a Toyota HiLux, a Ford Ranger, an Isuzu D-MAX and a Hyundai IONIQ 5 side by side in one quote.

## What our fleet desk does

- **Multi-brand quotes** with fleet pricing for ABN holders and volume pricing for larger orders.
- **Delivery where your people are**: thirteen dealerships in Sydney, Melbourne, Geelong, Brisbane and the Gold Coast.
- **Electric fleets**: charging advice and vehicles from Metro EV Gold Coast, Hyundai, Kia and Volkswagen.
- **Novated leasing** for your employees, arranged with our [finance and insurance](/finance-and-insurance) team.
- **Servicing at any Metro dealership**, with one account for the whole fleet.

## Talk to us

[Send us an enquiry](/contact) and mention fleet, or visit our [dealer locator](/dealer-locator) to find the dealership nearest your business.`,
    },
    {
      slug: "finance-and-insurance",
      title: "Finance and insurance",
      metaDescription:
        "Car finance, novated leases and insurance from Metro Motor Group's in-house team, with a panel of Australian lenders and no pressure on the day.",
      bodyMarkdown: `Our finance and insurance team works at every Metro dealership, so you can arrange the car, the loan and the cover in one place, with one person.

## Car finance

- **Consumer car loans** from a panel of Australian banks and lenders, with fixed rates and terms from one to seven years.
- **Business finance** for ABN holders: chattel mortgages and commercial hire purchase.
- **Novated leases** for employees whose employer offers salary packaging.

Every weekly repayment on our website is an estimate. Before you sign, we give you a credit guide and the lender's full quote, including the comparison rate and every fee. Finance is subject to the lender's approval.

## Insurance

We can arrange comprehensive car insurance from the day you drive away. Add-on insurance, such as gap cover or extended warranty, is never sold on the day you buy: under the deferred sales model the law gives you at least four days to think about it first.

## Get started

[Apply for finance online](/apply-for-finance) or [ask us a question](/finance). Our team will call you within one business day.`,
    },
    // Vehicle spec section 9, the ute brand's terms, word for word where the spec gives them.
    {
      slug: "capped-price-servicing",
      title: "Isuzu UTE capped price servicing",
      metaDescription:
        "Isuzu UTE capped price servicing at Metro Isuzu UTE Eagle Farm: the first 5 scheduled services up to 5 years or 75,000 km at a fixed price.",
      bodyMarkdown: `Know what every service costs before you book. Isuzu UTE's capped price servicing covers the **first 5 scheduled services up to 5 years or 75,000 km**, whichever comes first, for eligible new D-MAX and MU-X vehicles.

## What is included

- Every item on Isuzu UTE's scheduled service checklist for that service, done by factory-trained technicians.
- Genuine Isuzu UTE oil, filters and parts.
- A multi-point inspection and a report on anything that needs attention, with a quote before any extra work.

Scheduled services fall every 12 months or 15,000 km, whichever comes first. Work outside the schedule, such as tyres, brake pads or wiper blades, is quoted separately.

## Book your service

Book online with our [service form](/service), or call our Eagle Farm service team. Ask for a courtesy shuttle or an early drop-off when you book.

Capped prices apply to eligible vehicles serviced at an authorised Isuzu UTE dealer and may change; ask us for the current price of your next service.`,
    },
    {
      slug: "warranty",
      title: "Isuzu UTE warranty",
      metaDescription:
        "Isuzu UTE's new vehicle warranty: 6 years or 150,000 km for warranty start on or after 1/1/19, at Metro Isuzu UTE Eagle Farm.",
      bodyMarkdown: `Every new Isuzu UTE D-MAX and MU-X comes with Isuzu UTE's new vehicle warranty of **6 years or 150,000 km for warranty start on or after 1/1/19**, whichever comes first.

## What it covers

The warranty covers repairs needed because of a defect in materials or workmanship, with genuine parts, at any authorised Isuzu UTE dealer in Australia. It stays with the vehicle if you sell it.

## Keeping your cover

- Have your vehicle serviced by the schedule in your service and warranty booklet (our [capped price servicing](/capped-price-servicing) makes this easy to budget for).
- Use genuine or equivalent-quality parts and fluids.
- Tell us about a problem as soon as you notice it.

The warranty is in addition to your rights under the Australian Consumer Law, which it does not limit.

## Questions or a claim

Call our service team or [book a service](/service), and bring your vehicle in. We handle the claim with Isuzu UTE for you.`,
    },
    {
      slug: "roadside-assist",
      title: "Isuzu UTE roadside assistance",
      metaDescription:
        "Isuzu UTE roadside assistance for up to 7 years: initial 13 months reset each service, for warranty start on or after 1/9/20.",
      bodyMarkdown: `Flat battery in the driveway or a flat tyre on the way to the job? Isuzu UTE's roadside assistance is there around the clock, Australia-wide.

## How long it lasts

Roadside assistance runs **up to 7 years, initial 13 months reset each service, for warranty start on or after 1/9/20**. Each time your D-MAX or MU-X has a scheduled service at an authorised Isuzu UTE dealer, your cover starts again for another 13 months, up to 7 years in all.

## What it includes

- Battery jump starts, flat tyre changes and emergency fuel
- Lost or locked-in key help
- Towing to the nearest authorised Isuzu UTE dealer when your vehicle cannot be fixed on the spot
- Help with accommodation, a hire car or travel home when you break down far from home

## Keep it going

The easiest way to keep your cover is to keep to your service schedule: [book your next service](/service) with us.`,
    },
    {
      slug: "4x4-outdoor",
      title: "Metro 4x4 & Outdoor",
      metaDescription:
        "Metro 4x4 & Outdoor: bull bars, canopies, trays, suspension, recovery gear and camping fit-outs for utes and four-wheel drives, fitted at Metro Motor Group.",
      bodyMarkdown: `Metro 4x4 & Outdoor is the group's accessory and fit-out business. Whether you drive a D-MAX, a Ranger, a HiLux or a LandCruiser, our fitters set it up for work, touring or both, and we can fit it all before you take delivery of a new car.

## What we fit

- **Protection**: bull bars, side steps, rock sliders and underbody protection
- **Load and tray**: alloy trays, canopies, tool boxes, roller covers and roof racks
- **Suspension and towing**: lift kits, upgraded springs and shocks, towbars and brake controllers
- **Power and lighting**: dual batteries, solar, DC-DC chargers and driving lights
- **Camping**: awnings, drawer systems, fridges and rooftop tents

## Add it to your finance

Accessories fitted before delivery can be included in your car loan; ask our [finance and insurance](/finance-and-insurance) team.

## Get a quote

[Send us your accessory enquiry](/vehicle-parts-and-accessories) with your vehicle's make and model, or visit our [dealer locator](/dealer-locator) to find your nearest Metro dealership.`,
    },
  ],
  "sunset-caravans": [
    {
      slug: "about-us",
      title: "About Sunset Caravans & Cars",
      metaDescription:
        "Sunset Caravans & Cars in Kangaroo Flat, Bendigo: new and used caravans, campers and the cars to tow them, from a family business since 1986.",
      bodyMarkdown: `Sunset Caravans began in 1986 as Dennis and Lorraine Walsh's caravan repair shed on High Street, Kangaroo Flat. Customers kept asking Dennis to find them a good second-hand van, and by 1990 the shed had become a caravan yard.

Today Sunset Caravans & Cars sells new vans from Jayco, Coromal, Lotus Caravans, New Age, Avan and Sunliner, quality used caravans and campers, and the used four-wheel drives, utes and SUVs to tow them. Dennis and Lorraine's daughter Kate runs the business, and Dennis still turns up most Saturdays.

## Why buy from us

- **We match the van to the car.** Our team checks your tow vehicle's towing capacity and ball weight against the van before you buy, so you stay legal and safe.
- **Every used van is inspected** in our own service centre: chassis, brakes, gas, electrics and water.
- **Hand-over you can take your time with.** Expect an hour walking through your van, and a test hitch-up before you leave.
- **Service and repairs** for every make of caravan, including insurance work.

## Visit us

We are at 421 High Street, Kangaroo Flat, on the Calder Highway south of Bendigo, with our used car yard just up the road. Opening hours are on our [locations page](/locations). Ready to upgrade? [Value your current van or car](/sell-my-car).`,
    },
    {
      slug: "careers",
      title: "Careers at Sunset Caravans & Cars",
      metaDescription: "Jobs at Sunset Caravans & Cars in Kangaroo Flat, Bendigo: caravan service technician, sales and yard roles.",
      bodyMarkdown: `We are a team of 22 in Kangaroo Flat who love getting people on the road. If you are handy, good with people and like the idea of a workplace full of caravans, we would like to hear from you.

## Open roles

### Caravan service technician (full time)
Service and repair caravans of every make: brakes, bearings, gas and 12-volt systems, water and body repairs. A trade background (auto electrical, plumbing or carpentry) suits this role; we train you in the rest. Type A gas fitting licence or willingness to get one.

### Caravan sales consultant (full time, including Saturdays)
Help families choose their van and tow vehicle. Camping or caravanning experience counts for more than sales experience.

## How to apply

Tell us about yourself with the form below. Kate will call you back.`,
    },
  ],
  "value-used-cars": [
    {
      slug: "about-us",
      title: "About Value Used Cars",
      metaDescription:
        "Value Used Cars sells certified used cars at honest, no-haggle prices from yards in Slacks Creek and Booval, serving Logan and Ipswich since 2004.",
      bodyMarkdown: `Value Used Cars opened in 2004 on the Pacific Highway at Slacks Creek with a simple idea: sell good used cars at a fair price, marked on the windscreen, with no haggling and no pressure. In 2015 we opened our second yard on Brisbane Road, Booval, for our Ipswich customers.

## Certified used cars

Every car we sell goes through our own service centre before it goes on the yard:

- a multi-point inspection of the engine, transmission, brakes, steering, suspension and tyres;
- a Queensland safety certificate;
- a check of the Personal Property Securities Register, so no car is under finance or recorded as written off or stolen;
- a detail inside and out.

## Honest prices

Our prices are set against the market every week and shown on every car and on this website. The price you see is the price you pay, plus government charges where a car is not advertised drive away.

## After you buy

Every eligible car comes with Queensland's statutory warranty, and you can add extended cover. Our service centre in Slacks Creek services every make. If anything is not right, call us: the people who sold you the car will answer.

## Find us

Visit our yards in [Slacks Creek and Booval](/locations), browse our [used cars](/search/used-cars) or [sell us your car](/sell-my-car).`,
    },
    {
      slug: "careers",
      title: "Careers at Value Used Cars",
      metaDescription: "Work at Value Used Cars in Logan and Ipswich: open roles in sales, detailing and our service centre.",
      bodyMarkdown: `We are a team of 30 across Slacks Creek and Booval. We sell on price and honesty, not pressure, so we pay our sales team a salary, not just commission.

## Open roles

### Sales consultant, Booval (full time)
Help Ipswich families find the right used car and arrange finance with our lenders. Salary plus team bonus.

### Vehicle detailer, Slacks Creek (full time)
Prepare cars for sale: wash, polish and interior detail. A driver licence is essential; we teach you the rest.

### Qualified mechanic, Slacks Creek service centre (full time)
Inspect and recondition our stock and service customers' cars of every make. You hold a Certificate III in Light Vehicle Mechanical Technology and are happy to learn to issue safety certificates as an approved inspector.

## How to apply

Fill in the form below and tell us which role and yard suit you.`,
    },
  ],
};

/** A demo site's own pages, or null for a site the demo does not know. */
export function demoSitePages(slug: string): DemoPage[] | null {
  const pages = PAGES[slug];
  return pages ? [...pages, ...demoLandingPages(slug)] : null;
}
