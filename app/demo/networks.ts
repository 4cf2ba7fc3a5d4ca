/** The four demo tenants: dealerships, their locations and what each sells. */
export type LocationType = "sales" | "used" | "service" | "parts";
export type LocationDef = {
  name: string;
  type: LocationType;
  street: string;
  city: string;
  state: "QLD" | "NSW" | "VIC";
  postcode: string;
  lat: number;
  lng: number;
  primary?: boolean;
  phone: string;
};
export type DealershipDef = {
  slug: string;
  name: string;
  makes: readonly string[];
  kind: "cars" | "motorcycles" | "caravans" | "used-only";
  cars: number;
  locations: readonly LocationDef[];
  externalServiceUrl?: string;
};
export type NetworkDef = { siteSlug: string; dealerships: readonly DealershipDef[] };

const loc = (
  name: string,
  type: LocationType,
  street: string,
  city: string,
  state: LocationDef["state"],
  postcode: string,
  lat: number,
  lng: number,
  phone: string,
  primary = false,
): LocationDef => ({ name, type, street, city, state, postcode, lat, lng, phone, primary });

export const NETWORKS: readonly NetworkDef[] = [
  {
    siteSlug: "coastal-toyota",
    dealerships: [
      {
        slug: "coastal-toyota-maroochydore",
        name: "Coastal Toyota",
        makes: ["Toyota"],
        kind: "cars",
        cars: 250,
        locations: [
          loc(
            "Coastal Toyota Sales",
            "sales",
            "120 Maroochydore Road",
            "Maroochydore",
            "QLD",
            "4558",
            -26.6608,
            153.0805,
            "+61754431800",
            true,
          ),
          loc(
            "Coastal Toyota Used Cars",
            "used",
            "98 Maroochydore Road",
            "Maroochydore",
            "QLD",
            "4558",
            -26.6612,
            153.0781,
            "+61754431850",
          ),
          loc("Coastal Toyota Service", "service", "7 Wises Road", "Maroochydore", "QLD", "4558", -26.6571, 153.0819, "+61754431820"),
          loc("Coastal Toyota Parts", "parts", "7 Wises Road", "Maroochydore", "QLD", "4558", -26.6573, 153.0822, "+61754431830"),
        ],
      },
    ],
  },
  {
    siteSlug: "metro-motor-group",
    dealerships: [
      {
        slug: "metro-toyota-parramatta",
        name: "Metro Toyota Parramatta",
        makes: ["Toyota"],
        kind: "cars",
        cars: 190,
        locations: [
          loc(
            "Metro Toyota Parramatta Sales",
            "sales",
            "45 Church Street",
            "Parramatta",
            "NSW",
            "2150",
            -33.8201,
            151.0036,
            "+61296351100",
            true,
          ),
          loc(
            "Metro Toyota Parramatta Service",
            "service",
            "12 Harris Street",
            "Parramatta",
            "NSW",
            "2150",
            -33.8168,
            151.0102,
            "+61296351120",
          ),
          loc("Metro Toyota Parramatta Parts", "parts", "12 Harris Street", "Parramatta", "NSW", "2150", -33.817, 151.0105, "+61296351130"),
        ],
      },
      {
        slug: "metro-mazda-ryde",
        name: "Metro Mazda Ryde",
        makes: ["Mazda"],
        kind: "cars",
        cars: 130,
        locations: [
          loc("Metro Mazda Ryde Sales", "sales", "890 Victoria Road", "Ryde", "NSW", "2112", -33.8131, 151.1052, "+61298071200"),
          loc("Metro Mazda Ryde Service", "service", "2 Parkes Street", "Ryde", "NSW", "2112", -33.8142, 151.1031, "+61298071220"),
        ],
      },
      {
        slug: "metro-hyundai-penrith",
        name: "Metro Hyundai Penrith",
        makes: ["Hyundai"],
        kind: "cars",
        cars: 130,
        locations: [
          loc(
            "Metro Hyundai Penrith Sales",
            "sales",
            "2111 Great Western Highway",
            "Penrith",
            "NSW",
            "2750",
            -33.7548,
            150.6863,
            "+61247211300",
          ),
          loc(
            "Metro Hyundai Penrith Service",
            "service",
            "21 Castlereagh Street",
            "Penrith",
            "NSW",
            "2750",
            -33.7513,
            150.6939,
            "+61247211320",
          ),
        ],
      },
      {
        slug: "metro-skoda-artarmon",
        name: "Metro Škoda",
        makes: ["Škoda"],
        kind: "cars",
        cars: 110,
        locations: [
          loc("Metro Škoda Sales", "sales", "350 Pacific Highway", "Artarmon", "NSW", "2064", -33.8138, 151.1859, "+61294391400"),
          loc("Metro Škoda Service", "service", "14 Reserve Road", "Artarmon", "NSW", "2064", -33.8117, 151.1887, "+61294391420"),
          loc("Metro Škoda Parts", "parts", "14 Reserve Road", "Artarmon", "NSW", "2064", -33.8119, 151.1889, "+61294391430"),
        ],
      },
      {
        slug: "metro-kia-dandenong",
        name: "Metro Kia Dandenong",
        makes: ["Kia"],
        kind: "cars",
        cars: 130,
        locations: [
          loc("Metro Kia Dandenong Sales", "sales", "120 Princes Highway", "Dandenong", "VIC", "3175", -37.9862, 145.2048, "+61397911500"),
          loc(
            "Metro Kia Dandenong Service",
            "service",
            "8 Cheltenham Road",
            "Dandenong",
            "VIC",
            "3175",
            -37.9841,
            145.2011,
            "+61397911520",
          ),
        ],
      },
      {
        slug: "metro-ford-ringwood",
        name: "Metro Ford Ringwood",
        makes: ["Ford"],
        kind: "cars",
        cars: 140,
        locations: [
          loc("Metro Ford Ringwood Sales", "sales", "340 Maroondah Highway", "Ringwood", "VIC", "3134", -37.8131, 145.2298, "+61398701600"),
          loc("Metro Ford Ringwood Service", "service", "5 Bond Street", "Ringwood", "VIC", "3134", -37.8153, 145.2265, "+61398701620"),
          loc("Metro Ford Ringwood Parts", "parts", "5 Bond Street", "Ringwood", "VIC", "3134", -37.8155, 145.2268, "+61398701630"),
        ],
      },
      {
        slug: "metro-mitsubishi-geelong",
        name: "Metro Mitsubishi Geelong",
        makes: ["Mitsubishi"],
        kind: "cars",
        cars: 100,
        locations: [
          loc(
            "Metro Mitsubishi Geelong Sales",
            "sales",
            "200 Latrobe Terrace",
            "Geelong West",
            "VIC",
            "3218",
            -38.1412,
            144.3493,
            "+61352211700",
          ),
          loc(
            "Metro Mitsubishi Geelong Service",
            "service",
            "17 Autumn Street",
            "Geelong West",
            "VIC",
            "3218",
            -38.1386,
            144.3459,
            "+61352211720",
          ),
        ],
      },
      {
        slug: "metro-subaru-essendon",
        name: "Metro Subaru Essendon",
        makes: ["Subaru"],
        kind: "cars",
        cars: 100,
        locations: [
          loc(
            "Metro Subaru Essendon Sales",
            "sales",
            "1071 Mount Alexander Road",
            "Essendon",
            "VIC",
            "3040",
            -37.7497,
            144.9151,
            "+61393751800",
          ),
          loc(
            "Metro Subaru Essendon Service",
            "service",
            "3 Russell Street",
            "Essendon",
            "VIC",
            "3040",
            -37.7511,
            144.9182,
            "+61393751820",
          ),
        ],
      },
      {
        slug: "metro-isuzu-ute-eagle-farm",
        name: "Metro Isuzu UTE",
        makes: ["Isuzu UTE"],
        kind: "cars",
        cars: 110,
        externalServiceUrl: "https://www.isuzuute.com.au/service-booking",
        locations: [
          loc(
            "Metro Isuzu UTE Sales",
            "sales",
            "640 Kingsford Smith Drive",
            "Eagle Farm",
            "QLD",
            "4009",
            -27.4368,
            153.0838,
            "+61732681900",
            true,
          ),
          loc("Metro Isuzu UTE Service", "service", "22 Lysaght Street", "Eagle Farm", "QLD", "4009", -27.4351, 153.0868, "+61732681920"),
        ],
      },
      {
        slug: "metro-volkswagen-newstead",
        name: "Metro Volkswagen Newstead",
        makes: ["Volkswagen"],
        kind: "cars",
        cars: 110,
        locations: [
          loc(
            "Metro Volkswagen Newstead Sales",
            "sales",
            "55 Breakfast Creek Road",
            "Newstead",
            "QLD",
            "4006",
            -27.4468,
            153.0449,
            "+61732522000",
          ),
          loc(
            "Metro Volkswagen Newstead Service",
            "service",
            "9 Longland Street",
            "Newstead",
            "QLD",
            "4006",
            -27.4487,
            153.0441,
            "+61732522020",
          ),
        ],
      },
      {
        slug: "metro-ev-southport",
        name: "Metro EV Gold Coast",
        makes: ["BYD", "MG", "Tesla"],
        kind: "cars",
        cars: 120,
        locations: [
          loc("Metro EV Gold Coast Sales", "sales", "88 Ferry Road", "Southport", "QLD", "4215", -27.9762, 153.4002, "+61755912100"),
          loc("Metro EV Gold Coast Used", "used", "102 Ferry Road", "Southport", "QLD", "4215", -27.9771, 153.4011, "+61755912150"),
          loc("Metro EV Gold Coast Service", "service", "4 Olsen Avenue", "Southport", "QLD", "4215", -27.9749, 153.3967, "+61755912120"),
        ],
      },
      {
        slug: "metro-motorcycles-moorabbin",
        name: "Metro Motorcycles Moorabbin",
        makes: ["Yamaha", "Kawasaki", "Honda"],
        kind: "motorcycles",
        cars: 110,
        locations: [
          loc(
            "Metro Motorcycles Moorabbin Sales",
            "sales",
            "990 Nepean Highway",
            "Moorabbin",
            "VIC",
            "3189",
            -37.9376,
            145.0378,
            "+61395552200",
          ),
          loc(
            "Metro Motorcycles Moorabbin Service",
            "service",
            "2 Keys Road",
            "Moorabbin",
            "VIC",
            "3189",
            -37.9398,
            145.0421,
            "+61395552220",
          ),
          loc("Metro Motorcycles Moorabbin Parts", "parts", "2 Keys Road", "Moorabbin", "VIC", "3189", -37.9399, 145.0424, "+61395552230"),
        ],
      },
      // The group's truck brand (its brand grid's Truck tab, spec D3.43), beside its Isuzu UTE dealership. Last, and
      // its cars taken from the motorcycles' 130, so every other dealership's generated stock stays as it was.
      {
        slug: "metro-isuzu-trucks-eagle-farm",
        name: "Metro Isuzu Trucks",
        makes: ["Isuzu"],
        kind: "cars",
        cars: 20,
        locations: [
          loc(
            "Metro Isuzu Trucks Sales",
            "sales",
            "600 Kingsford Smith Drive",
            "Eagle Farm",
            "QLD",
            "4009",
            -27.4379,
            153.0811,
            "+61732681950",
          ),
        ],
      },
    ],
  },
  {
    siteSlug: "sunset-caravans",
    dealerships: [
      {
        slug: "sunset-caravans-bendigo",
        name: "Sunset Caravans Bendigo",
        makes: ["Jayco", "Coromal", "Lotus Caravans", "New Age", "Avan", "Sunliner"],
        kind: "caravans",
        cars: 110,
        locations: [
          loc(
            "Sunset Caravans Sales",
            "sales",
            "421 High Street",
            "Kangaroo Flat",
            "VIC",
            "3555",
            -36.7986,
            144.2481,
            "+61354471300",
            true,
          ),
          loc(
            "Sunset Caravans Service",
            "service",
            "15 Lansell Street",
            "Kangaroo Flat",
            "VIC",
            "3555",
            -36.7962,
            144.2452,
            "+61354471320",
          ),
        ],
      },
      {
        slug: "sunset-cars-bendigo",
        name: "Sunset Used Cars",
        makes: [],
        kind: "used-only",
        cars: 60,
        locations: [loc("Sunset Used Cars", "used", "431 High Street", "Kangaroo Flat", "VIC", "3555", -36.7991, 144.2478, "+61354471350")],
      },
    ],
  },
  {
    siteSlug: "value-used-cars",
    dealerships: [
      {
        slug: "value-used-cars-slacks-creek",
        name: "Value Used Cars Logan",
        makes: [],
        kind: "used-only",
        cars: 170,
        locations: [
          loc(
            "Value Used Cars Logan",
            "used",
            "3350 Pacific Highway",
            "Slacks Creek",
            "QLD",
            "4127",
            -27.6396,
            153.1322,
            "+61732081400",
            true,
          ),
          loc(
            "Value Used Cars Service Centre",
            "service",
            "12 Queens Road",
            "Slacks Creek",
            "QLD",
            "4127",
            -27.6421,
            153.1301,
            "+61732081420",
          ),
        ],
      },
      {
        slug: "value-used-cars-ipswich",
        name: "Value Used Cars Ipswich",
        makes: [],
        kind: "used-only",
        cars: 90,
        locations: [
          loc("Value Used Cars Ipswich", "used", "150 Brisbane Road", "Booval", "QLD", "4304", -27.6125, 152.7893, "+61738121500"),
        ],
      },
    ],
  },
];

export const TIME_ZONES: Record<LocationDef["state"], string> = {
  QLD: "Australia/Brisbane",
  NSW: "Australia/Sydney",
  VIC: "Australia/Melbourne",
};
