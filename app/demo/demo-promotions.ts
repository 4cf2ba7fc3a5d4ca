import { calendarDate } from "~/domain/format";
import type { Popup } from "~/domain/promotions/popup";
import type { Slide } from "~/domain/promotions/slide";
import { addDays } from "./demo-offers";

/**
 * The demo sites' promotions slider and popup. Dates are days from the seeding day in the site's
 * calendar (null: no such date), so every seeding has slides that run now, one that ended (the
 * slider leaves it out) and popups that show. Banners are artwork the image endpoint draws
 * (app/images/slide-artwork.ts); links go only to pages the site serves.
 */
type Dated<T> = Omit<T, "id" | "startsOn" | "endsOn"> & { starts: number | null; ends: number | null };
type SlidePlan = Dated<Slide>;
type PopupPlan = Dated<Popup>;

const banner = (scene: string, body: string, colour: string, alt: string) => ({ src: `slide/${scene}/${body}/${colour}`, alt });

const SLIDES: Record<string, SlidePlan[]> = {
  "coastal-toyota": [
    {
      name: "End of Year Sale",
      description: "",
      url: "/special-offers",
      buttonLabel: "See the deals",
      hideOverlay: true,
      image: banner("sale-banner", "suv", "white", "End of Year Sale at Coastal Toyota: see this month's drive away deals"),
      starts: -7,
      ends: 38,
    },
    {
      name: "HiLux SR5 4x4 for $63,990 drive away",
      description: "Built for the Blackall Range and the beach run alike. Limited stock at this price.",
      url: "/search/new-cars",
      buttonLabel: "See new HiLux stock",
      hideOverlay: false,
      image: banner("outback", "ute", "white", "A white HiLux dual cab on a red dirt track"),
      starts: -12,
      ends: 18,
    },
    {
      name: "Meet the all-electric bZ4X",
      description: "Test drive Toyota's battery electric SUV on the Coast, with a home wall charger on us this month.",
      url: "/book-test-drive",
      buttonLabel: "Book a test drive",
      hideOverlay: false,
      image: banner("showroom", "suv", "blue", "A blue electric SUV in the Coastal Toyota showroom"),
      starts: -6,
      ends: 24,
    },
    {
      name: "Capped-price servicing from $255",
      description: "Genuine parts, Toyota-trained technicians and a free car wash. Book online in under a minute.",
      url: "/service",
      buttonLabel: "Book a service",
      hideOverlay: false,
      image: banner("workshop", "hatch", "silver", "A silver hatch in the Coastal Toyota service centre"),
      starts: null,
      ends: null,
    },
    {
      name: "Black Friday test drive weekend",
      description: "Test drive any new Toyota this weekend and go in the draw for a $500 fuel card.",
      url: "/book-test-drive",
      buttonLabel: "Book a test drive",
      hideOverlay: false,
      image: banner("coast", "suv", "white", "A white SUV on the coast road"),
      starts: -10,
      ends: -1,
    },
  ],
  "metro-motor-group": [
    {
      name: "Drive away deals across the group",
      description: "Toyota, Mazda, Hyundai, Kia, Ford and more: this month's offers from every Metro dealership in one place.",
      url: "/special-offers",
      buttonLabel: "See all offers",
      hideOverlay: false,
      image: banner("city", "sedan", "red", "A red sedan on a city street at dusk"),
      starts: -10,
      ends: 20,
    },
    {
      name: "Service: book online today",
      description: "",
      url: "/service",
      buttonLabel: "Book a service",
      hideOverlay: true,
      image: banner("service-banner", "suv", "silver", "Service: book online today at any Metro Motor Group dealership"),
      starts: null,
      ends: null,
    },
    {
      name: "Electric, without the wait",
      description: "BYD, MG, Tesla and Hyundai IONIQ in stock now at Metro EV Gold Coast, with $3,000 off the IONIQ 5 Dynamiq.",
      url: "/search/new-cars",
      buttonLabel: "Browse new cars",
      hideOverlay: false,
      image: banner("showroom", "suv", "white", "A white electric SUV in a bright showroom"),
      starts: -2,
      ends: 28,
    },
    {
      name: "We want your car",
      description: "Get an online estimate in minutes and a firm offer from any of our dealerships, whether you buy from us or not.",
      url: "/sell-my-car",
      buttonLabel: "Value my car",
      hideOverlay: false,
      image: banner("coast", "wagon", "grey", "A grey wagon on a coastal road"),
      starts: null,
      ends: null,
    },
  ],
};

const POPUPS: Record<string, PopupPlan[]> = {
  "coastal-toyota": [
    {
      title: "Our End of Year Sale is on",
      description:
        "Drive away prices on new HiLux, RAV4 and Corolla, finance offers on selected models and a free first service. While stocks last.",
      image: { src: "slide/sale-banner/suv/white", alt: "End of Year Sale at Coastal Toyota" },
      buttonLabel: "See the deals",
      url: "/special-offers",
      starts: -7,
      ends: 38,
    },
  ],
  "sunset-caravans": [
    {
      title: "Caravan show prices, without the crowds",
      description:
        "Show specials on new Jayco and Coromal vans this month at Sunset Caravans Bendigo, with a free pre-delivery weight check and handover.",
      image: { src: "slide/outback/caravan/white", alt: "A white caravan in the outback at sunset" },
      buttonLabel: "See the specials",
      url: "/special-offers",
      starts: -3,
      ends: 20,
    },
  ],
};

function dated<T>({ starts, ends, ...plan }: Dated<T>, today: string) {
  return { ...plan, startsOn: starts === null ? null : addDays(today, starts), endsOn: ends === null ? null : addDays(today, ends) };
}

/** A demo site's slides and popups, dated from `now` in the site's time zone; none for a site without a plan. */
export function generateDemoPromotions(siteSlug: string, now: Date, timeZone: string) {
  const today = calendarDate(now, timeZone);
  return {
    slides: (SLIDES[siteSlug] ?? []).map((plan) => dated<Slide>(plan, today)),
    popups: (POPUPS[siteSlug] ?? []).map((plan) => dated<Popup>(plan, today)),
  };
}
