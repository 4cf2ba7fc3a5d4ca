import type { DemoPage } from "./demo-content";

/**
 * The landing content each demo dealer shows above its finance, service and parts forms (issue 15:
 * "finance and service landing content around the existing forms"). Each slug is the form page's
 * address, so the words sit on that page (app/content/landing-pages.ts). Links point only at pages
 * the site serves.
 */
const LANDING: Record<string, DemoPage[]> = {
  "coastal-toyota": [
    {
      slug: "finance",
      title: "Car finance at Coastal Toyota",
      metaDescription:
        "Finance your new or used Toyota at Coastal Toyota in Maroochydore: fixed-rate car loans, balloon options and an answer the same day.",
      bodyMarkdown: `Arrange your car loan where you buy your car. Our business managers work with Toyota Finance and a panel of Australian lenders, so you can compare repayments on the spot and drive away sooner.

- **Fixed rates** over one to seven years, with or without a final (balloon) payment.
- **Pre-approval** before you choose, so you know your budget.
- **Your trade-in** counts towards the deposit: [value it online](/trade-in) first.

Every finance estimate on this site is an example only. Fees, charges and lending criteria apply, and approval depends on your circumstances. Tell us what you are looking for and we will call you back, usually within one business hour.`,
    },
    {
      slug: "service",
      title: "Toyota servicing in Maroochydore",
      metaDescription:
        "Book a Toyota service at Coastal Toyota: factory-trained technicians, genuine parts, capped price servicing and a free courtesy shuttle on the Coast.",
      bodyMarkdown: `Our workshop on Wises Road looks after every Toyota, from Corollas to LandCruisers, and most other makes too.

- **Capped price servicing** on eligible new Toyotas, so you know the cost before you drop the keys off.
- **Factory-trained technicians** and genuine Toyota parts, with your logbook stamped to keep your warranty.
- **Free shuttle** between the workshop and anywhere from Mooloolaba to Bli Bli, and loan cars when you book ahead.
- **Early drop-off** from 7 am on weekdays.

Choose a time below and tell us what the car needs. We will confirm your booking by phone.`,
    },
    {
      slug: "vehicle-parts-and-accessories",
      title: "Genuine Toyota parts and accessories",
      metaDescription:
        "Genuine Toyota parts and accessories from Coastal Toyota's parts counter in Maroochydore: towbars, roof racks, floor mats and fitting.",
      bodyMarkdown: `Our parts counter stocks genuine Toyota parts and the accessories that make a car yours: towbars, roof racks, bull bars, canopies, floor mats and more. We can fit what you buy in our workshop.

Not sure of the part number? Give us your car's VIN or rego in the form and our parts interpreters will find it.`,
    },
  ],
  "metro-motor-group": [
    {
      slug: "service",
      title: "Servicing at Metro Motor Group",
      metaDescription:
        "Book a service at any Metro Motor Group workshop in Brisbane, Sydney and Melbourne: manufacturer-trained technicians and genuine parts for every brand we sell.",
      bodyMarkdown: `Every Metro dealership has its own workshop with technicians trained by the brand they service, genuine parts and logbook servicing that keeps your new-car warranty intact.

For Isuzu UTE owners, see what your service costs under [capped price servicing](/capped-price-servicing), how long your [warranty](/warranty) runs and how [roadside assistance](/roadside-assist) renews with each service.

Pick the workshop and a time below, and tell us what your car needs. The workshop will confirm with you directly.`,
    },
    {
      slug: "finance",
      title: "Finance through Metro Motor Group",
      metaDescription:
        "Ask Metro Motor Group about car finance: consumer loans, novated leases and business finance through our in-house team.",
      bodyMarkdown: `Our in-house finance team arranges consumer car loans, novated leases and business finance for every car we sell. Read more about [finance and insurance at Metro](/finance-and-insurance), or send us your details below and we will call you back.`,
    },
  ],
  "sunset-caravans": [
    {
      slug: "finance",
      title: "Caravan and camper finance",
      metaDescription: "Finance a new or used caravan or camper at Sunset Caravans in Bendigo, with terms that suit the touring life.",
      bodyMarkdown: `A caravan is a big purchase, and the right loan makes the trip easier. We work with lenders who finance caravans, campers and the car to tow them, with terms up to seven years.

Tell us about the van you have in mind and we will come back to you with an example repayment. Fees, charges and lending criteria apply.`,
    },
    {
      slug: "service",
      title: "Caravan servicing in Bendigo",
      metaDescription:
        "Book your caravan or camper in for a service at Sunset Caravans, Bendigo: brakes, bearings, gas and electrical checks before your next trip.",
      bodyMarkdown: `Before a long trip, give your van the once-over it deserves. Our RV technicians service all makes of caravan and camper:

- wheel bearings, brakes and breakaway systems;
- gas compliance and appliance checks;
- 12-volt and 240-volt electrical, solar and batteries;
- water ingress and seal checks.

Book below and tell us where you are heading: we will make sure the van is ready for it.`,
    },
  ],
  "value-used-cars": [
    {
      slug: "apply-for-finance",
      title: "Apply for used car finance",
      metaDescription:
        "Apply for used car finance at Value Used Cars in Logan and Ipswich: a quick application, lenders for most credit histories and an answer fast.",
      bodyMarkdown: `Applying takes about ten minutes. We work with several lenders, so we can usually find one that suits you, whether you are buying your first car or rebuilding your credit.

- **No deposit** options for approved buyers.
- **Weekly or fortnightly** repayments that line up with your pay.
- **Your trade-in** as a deposit: [find out what it is worth](/trade-in).

Every repayment shown on this site is an example. Fees, charges and lending criteria apply.`,
    },
  ],
};

/** A demo site's landing content for its form pages (none for a site the demo does not know). */
export function demoLandingPages(slug: string): DemoPage[] {
  return LANDING[slug] ?? [];
}
