import type { FeatureBannerItem } from "~/domain/dealer-blocks/feature-banner";
import type { WhyBuyReason } from "~/domain/dealer-blocks/why-buy-reasons";

/**
 * Each demo dealer's Why Buy From Us reasons and feature banner (vehicle spec section 2: "3-year
 * warranty standard, easy finance, servicing for 50+ years; 7-year or 5-year warranties for new cars
 * at two dealers"; "three links: latest offers, book a service, sell your car"). The two new-car
 * warranties are the makers' real ones: Toyota's 5 years at Coastal Toyota, Kia's 7 years at Metro's
 * Kia dealership. Every link is a page each demo site has (the link check follows them).
 */
type DemoBlocks = { reasons: WhyBuyReason[]; features: FeatureBannerItem[] };

const site = (topic: string, title: string, detail: string): WhyBuyReason => ({
  topic,
  title,
  detail,
  dealershipSlug: null,
  carType: null,
});
const newCarWarranty = (dealershipSlug: string, title: string, detail: string): WhyBuyReason => ({
  topic: "warranty",
  title,
  detail,
  dealershipSlug,
  carType: "new",
});
// The pictures only decorate each link's words, so they are empty to a screen reader (alt '').
const feature = (title: string, description: string, href: string, imageSrc: string): FeatureBannerItem => ({
  title,
  description,
  href,
  imageSrc,
  imageAlt: "",
});

export const DEMO_DEALER_BLOCKS: Record<string, DemoBlocks> = {
  "coastal-toyota": {
    reasons: [
      site("warranty", "3-year warranty as standard", "On every car we sell, with roadside assistance for the same three years."),
      newCarWarranty(
        "coastal-toyota-maroochydore",
        "5-year new-car warranty",
        "Every new Toyota from Coastal Toyota carries Toyota's 5-year, unlimited-kilometre warranty.",
      ),
      site("finance", "Easy finance", "Pre-approval in minutes and repayments shaped around your pay cycle."),
      site(
        "servicing",
        "Servicing for over 50 years",
        "Our workshop has looked after Sunshine Coast cars since 1974, and Toyotas since 1978.",
      ),
    ],
    features: [
      feature(
        "Latest offers",
        "Drive-away deals on new Toyotas and our best used buys this month.",
        "/special-offers",
        "car/suv/red/front-34",
      ),
      feature("Book a service", "Capped-price servicing at Maroochydore with a free courtesy shuttle.", "/service", "location/service"),
      feature("Sell your car", "An online estimate in minutes and a firm offer when you drop in.", "/sell-my-car", "car/ute/silver/side"),
    ],
  },
  "metro-motor-group": {
    reasons: [
      site("warranty", "3-year warranty as standard", "On every car across the group, honoured at any Metro dealership."),
      newCarWarranty(
        "metro-kia-dandenong",
        "7-year new-car warranty",
        "Every new Kia from Metro Kia Dandenong carries Kia's 7-year, unlimited-kilometre warranty.",
      ),
      site("finance", "Easy finance", "Metro Finance & Insurance compares lenders for you and can approve on the spot."),
      site("servicing", "Servicing for over 50 years", "Family-owned workshops in three states since 1973, every make welcome."),
    ],
    features: [
      feature(
        "Latest offers",
        "This month's deals from every Metro dealership, new, demo and used.",
        "/special-offers",
        "car/hatch/blue/front-34",
      ),
      feature("Book a service", "Book online at the Metro workshop nearest you, any make or model.", "/service", "location/service"),
      feature("Sell your car", "We buy any make: a free online valuation and payment the same day.", "/sell-my-car", "car/suv/grey/side"),
    ],
  },
  "sunset-caravans": {
    reasons: [
      site("warranty", "3-year warranty as standard", "On every van and car we sell, backed by our own Bendigo service centre."),
      site("finance", "Easy finance", "Caravan and RV loans from lenders who know the touring life."),
      site("servicing", "Servicing for over 50 years", "Annual van services, bearings and brakes by RV technicians since 1974."),
    ],
    features: [
      feature(
        "Latest offers",
        "Show specials on new Jayco, Avan and Coromal vans this season.",
        "/special-offers",
        "car/caravan/white/side",
      ),
      feature("Book a service", "Pre-trip checks, wheel-bearing repacks and annual van services.", "/service", "location/service"),
      feature("Sell your van", "Trading up? A fair price for your caravan, camper or car.", "/sell-my-car", "car/ute/white/front-34"),
    ],
  },
  "value-used-cars": {
    reasons: [
      site("warranty", "3-year warranty as standard", "Every car is mechanically checked and covered for three years."),
      site("finance", "Easy finance", "First-car buyers and the self-employed welcome: answers the same day."),
      site("servicing", "Servicing for over 50 years", "Logbook servicing and roadworthies in Logan and Ipswich since 1968."),
    ],
    features: [
      feature(
        "Latest offers",
        "This week's specials on quality used cars, all with a 3-year warranty.",
        "/special-offers",
        "car/sedan/white/front-34",
      ),
      feature("Book a service", "Logbook servicing and roadworthy certificates for any make.", "/service", "location/service"),
      feature("Sell your car", "Cash for your car, paid the same day once it checks out.", "/sell-my-car", "car/hatch/red/side"),
    ],
  },
};
