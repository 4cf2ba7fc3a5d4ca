/** Real Australian-market makes, models, badges and drive-away-ish prices (2026 dollars). */
export type SimpleFuel = "Petrol" | "Diesel" | "Hybrid" | "Plug-in Hybrid" | "Electric";
export type ItemType = "car" | "motorcycle" | "caravan";

export type ModelSpec = {
  make: string;
  model: string;
  simpleBody: string;
  body: string;
  bodyconfiguration?: string;
  series: string;
  badges: readonly (readonly [string, number])[];
  fuel: SimpleFuel;
  engine: string;
  trans: string;
  gears: number;
  drive: string;
  seats: number;
  doors: number;
  yearFrom: number;
  cylinders: number;
  consumption: number;
  itemType?: ItemType;
};

const m = (
  make: string, model: string, simpleBody: string, body: string, series: string,
  badges: ModelSpec["badges"], fuel: SimpleFuel, engine: string, trans: string, gears: number,
  drive: string, seats: number, doors: number, yearFrom: number, cylinders: number, consumption: number,
  extra: Partial<ModelSpec> = {},
): ModelSpec => ({ make, model, simpleBody, body, series, badges, fuel, engine, trans, gears, drive, seats, doors, yearFrom, cylinders, consumption, ...extra });

const AUTO = "Automatic";
const MANUAL = "Manual";
const CVT = "Constant Variable Transmission";
const REDUCTION = "Reduction Gear";

export const CATALOGUE: readonly ModelSpec[] = [
  m("Toyota", "HiLux", "ute", "Dual Cab Ute", "GUN126R", [["SR", 52990], ["SR5", 63990], ["Rogue", 74990], ["GR Sport", 78990]], "Diesel", "2.8L 4 cyl turbo diesel", AUTO, 6, "4x4", 5, 4, 2012, 4, 8.4, { bodyconfiguration: "Double Cab Pick Up" }),
  m("Toyota", "HiLux", "cabChassis", "Cab Chassis", "GUN125R", [["Workmate", 44990], ["SR", 51990]], "Diesel", "2.4L 4 cyl turbo diesel", MANUAL, 6, "4x4", 2, 2, 2014, 4, 8.1, { bodyconfiguration: "Single Cab Chassis" }),
  m("Toyota", "RAV4", "suv", "SUV", "AXAH54R", [["GX", 41990], ["GXL", 46490], ["XSE", 50990], ["Cruiser", 52990], ["Edge", 57990]], "Hybrid", "2.5L 4 cyl hybrid", CVT, 1, "AWD", 5, 5, 2019, 4, 4.8),
  m("Toyota", "Corolla", "hatch", "Hatchback", "ZWE219R", [["Ascent Sport", 32990], ["SX", 36490], ["ZR", 40990]], "Hybrid", "1.8L 4 cyl hybrid", CVT, 1, "FWD", 5, 5, 2018, 4, 4.0),
  m("Toyota", "Camry", "sedan", "Sedan", "AXVH80R", [["Ascent", 40990], ["SL", 51990]], "Hybrid", "2.5L 4 cyl hybrid", CVT, 1, "FWD", 5, 4, 2017, 4, 4.2),
  m("Toyota", "LandCruiser 300", "suv", "Wagon", "FJA300R", [["GX", 95990], ["GXL", 109990], ["VX", 121990], ["Sahara", 141990]], "Diesel", "3.3L V6 twin turbo diesel", AUTO, 10, "4x4", 7, 5, 2021, 6, 8.9),
  m("Toyota", "LandCruiser Prado", "suv", "Wagon", "TJA250R", [["GX", 73990], ["Kakadu", 98990]], "Diesel", "2.8L 4 cyl turbo diesel", AUTO, 8, "4x4", 7, 5, 2015, 4, 7.9),
  m("Toyota", "Kluger", "suv", "SUV", "AXUH78R", [["GX", 58990], ["Grande", 80990]], "Hybrid", "2.5L 4 cyl hybrid", CVT, 1, "AWD", 7, 5, 2016, 4, 5.6),
  m("Toyota", "bZ4X", "suv", "SUV", "XEAM10R", [["FWD", 66990], ["AWD", 74990]], "Electric", "Electric motor", REDUCTION, 1, "AWD", 5, 5, 2023, 0, 0),
  m("Toyota", "Yaris Cross", "suv", "SUV", "MXPJ10R", [["GX", 31990], ["Urban", 37990]], "Hybrid", "1.5L 3 cyl hybrid", CVT, 1, "FWD", 5, 5, 2020, 3, 3.8),
  m("Toyota", "C-HR", "suv", "SUV", "MXWH10R", [["GR Sport PHEV", 64990]], "Plug-in Hybrid", "2.0L 4 cyl plug-in hybrid", CVT, 1, "AWD", 5, 5, 2024, 4, 0.8),
  m("Toyota", "HiAce", "van", "Van", "GDH300R", [["LWB", 52990], ["SLWB", 57990]], "Diesel", "2.8L 4 cyl turbo diesel", AUTO, 6, "RWD", 3, 4, 2016, 4, 8.4),
  m("Toyota", "Coaster", "bus", "Bus", "XZB70R", [["Standard", 159990]], "Diesel", "4.0L 4 cyl turbo diesel", AUTO, 6, "RWD", 22, 2, 2017, 4, 13.5),
  m("Toyota", "GR86", "coupe", "Coupe", "ZN8R", [["GTS", 54990]], "Petrol", "2.4L 4 cyl", MANUAL, 6, "RWD", 4, 2, 2022, 4, 9.5),
  m("Mazda", "CX-5", "suv", "SUV", "KF Series 2", [["Maxx", 38990], ["Maxx Sport", 43990], ["Touring", 47990], ["Akera", 55990]], "Petrol", "2.5L 4 cyl", AUTO, 6, "AWD", 5, 5, 2017, 4, 7.4),
  m("Mazda", "3", "hatch", "Hatchback", "BP Series", [["G20 Pure", 34990], ["G25 Astina", 45990]], "Petrol", "2.0L 4 cyl", AUTO, 6, "FWD", 5, 5, 2019, 4, 6.2),
  m("Mazda", "BT-50", "ute", "Dual Cab Ute", "TF", [["XT", 55990], ["GT", 65990], ["Thunder", 74990]], "Diesel", "3.0L 4 cyl turbo diesel", AUTO, 6, "4x4", 5, 4, 2020, 4, 8.0),
  m("Mazda", "CX-60", "suv", "SUV", "KH", [["P50e GT", 82990]], "Plug-in Hybrid", "2.5L 4 cyl plug-in hybrid", AUTO, 8, "AWD", 5, 5, 2023, 4, 2.1),
  m("Mazda", "MX-5", "convertible", "Roadster", "ND", [["Roadster GT", 50990], ["RF GT", 53990]], "Petrol", "2.0L 4 cyl", MANUAL, 6, "RWD", 2, 2, 2016, 4, 6.9),
  m("Hyundai", "i30", "hatch", "Hatchback", "CN7", [["Active", 29990], ["Elite", 35990], ["N Line", 39990]], "Petrol", "2.0L 4 cyl", AUTO, 6, "FWD", 5, 5, 2017, 4, 6.8),
  m("Hyundai", "Tucson", "suv", "SUV", "NX4", [["Tucson", 39990], ["Elite", 46990], ["Highlander", 55990]], "Petrol", "2.0L 4 cyl", AUTO, 6, "FWD", 5, 5, 2018, 4, 8.1),
  m("Hyundai", "Santa Fe", "suv", "SUV", "MX5", [["Hybrid Elite", 67990], ["Calligraphy", 78990]], "Hybrid", "1.6L 4 cyl turbo hybrid", AUTO, 6, "AWD", 7, 5, 2019, 4, 5.6),
  m("Hyundai", "IONIQ 5", "suv", "Hatchback", "NE", [["Dynamiq", 72990], ["Epiq", 81990]], "Electric", "Electric motor", REDUCTION, 1, "RWD", 5, 5, 2022, 0, 0),
  m("Hyundai", "Staria", "peopleMover", "People Mover", "US4", [["Elite", 67990], ["Highlander", 74990]], "Diesel", "2.2L 4 cyl turbo diesel", AUTO, 8, "AWD", 8, 4, 2021, 4, 8.2),
  m("Kia", "Sportage", "suv", "SUV", "NQ5", [["S", 36990], ["SX", 41990], ["GT-Line", 55990]], "Petrol", "2.0L 4 cyl", AUTO, 6, "FWD", 5, 5, 2018, 4, 8.1),
  m("Kia", "Cerato", "sedan", "Sedan", "BD", [["S", 28990], ["Sport", 31990], ["GT", 38990]], "Petrol", "2.0L 4 cyl", AUTO, 6, "FWD", 5, 4, 2016, 4, 7.4),
  m("Kia", "Carnival", "peopleMover", "People Mover", "KA4", [["S", 54990], ["Platinum", 79990]], "Hybrid", "1.6L 4 cyl turbo hybrid", AUTO, 6, "FWD", 8, 5, 2020, 4, 6.4),
  m("Kia", "EV6", "suv", "SUV", "CV", [["Air", 72990], ["GT-Line", 86990]], "Electric", "Electric motor", REDUCTION, 1, "RWD", 5, 5, 2022, 0, 0),
  m("Ford", "Ranger", "ute", "Dual Cab Ute", "PY", [["XLT", 66990], ["Sport", 67990], ["Wildtrak", 74990], ["Raptor", 91990]], "Diesel", "2.0L 4 cyl bi-turbo diesel", AUTO, 10, "4x4", 5, 4, 2013, 4, 7.6),
  m("Ford", "Ranger", "ute", "Dual Cab Ute", "PY PHEV", [["Wildtrak PHEV", 83990]], "Plug-in Hybrid", "2.3L 4 cyl turbo plug-in hybrid", AUTO, 6, "4x4", 5, 4, 2025, 4, 2.9),
  m("Ford", "Everest", "suv", "Wagon", "UB", [["Ambiente", 58990], ["Trend", 68990], ["Platinum", 85990]], "Diesel", "3.0L V6 turbo diesel", AUTO, 10, "4x4", 7, 5, 2015, 6, 8.5),
  m("Ford", "Mustang", "coupe", "Coupe", "S650", [["GT Fastback", 82990]], "Petrol", "5.0L V8", AUTO, 10, "RWD", 4, 2, 2016, 8, 13.2),
  m("Ford", "Mustang", "convertible", "Convertible", "S650", [["GT Convertible", 91990]], "Petrol", "5.0L V8", AUTO, 10, "RWD", 4, 2, 2018, 8, 13.5, { bodyconfiguration: "Soft Top" }),
  m("Ford", "Transit Custom", "van", "Van", "VN", [["Trend", 58990]], "Diesel", "2.0L 4 cyl turbo diesel", AUTO, 8, "FWD", 3, 4, 2018, 4, 7.4),
  m("Mitsubishi", "Triton", "ute", "Dual Cab Ute", "MV", [["GLX+", 52990], ["GLS", 60990], ["GSR", 66990]], "Diesel", "2.4L 4 cyl bi-turbo diesel", AUTO, 6, "4x4", 5, 4, 2015, 4, 8.1),
  m("Mitsubishi", "Outlander", "suv", "SUV", "ZM PHEV", [["ES", 57990], ["Exceed", 67990]], "Plug-in Hybrid", "2.4L 4 cyl plug-in hybrid", REDUCTION, 1, "AWD", 5, 5, 2022, 4, 1.7),
  m("Mitsubishi", "ASX", "suv", "SUV", "XD", [["LS", 31990], ["Exceed", 38990]], "Petrol", "2.0L 4 cyl", CVT, 1, "FWD", 5, 5, 2017, 4, 7.7),
  m("Volkswagen", "Amarok", "ute", "Dual Cab Ute", "NF", [["Life", 64990], ["Style", 69990], ["Aventura", 83990]], "Diesel", "3.0L V6 turbo diesel", AUTO, 10, "4x4", 5, 4, 2016, 6, 9.6),
  m("Volkswagen", "Golf", "hatch", "Hatchback", "8", [["Life", 39990], ["R-Line", 45990], ["GTI", 59990]], "Petrol", "1.4L 4 cyl turbo", AUTO, 8, "FWD", 5, 5, 2017, 4, 5.8),
  m("Volkswagen", "Tiguan", "suv", "SUV", "5N", [["Life", 48990], ["R-Line", 62990]], "Petrol", "2.0L 4 cyl turbo", AUTO, 7, "AWD", 5, 5, 2017, 4, 7.5),
  m("Škoda", "Octavia", "wagon", "Wagon", "NX", [["Style", 46990], ["RS", 58990]], "Petrol", "2.0L 4 cyl turbo", AUTO, 7, "FWD", 5, 5, 2018, 4, 6.6),
  m("Škoda", "Kodiaq", "suv", "SUV", "PS", [["Selection", 59990], ["Sportline", 64990], ["RS", 75990]], "Petrol", "2.0L 4 cyl turbo", AUTO, 7, "AWD", 7, 5, 2018, 4, 7.9),
  m("Škoda", "Karoq", "suv", "SUV", "NU", [["Style", 41990], ["Sportline", 51990]], "Petrol", "1.5L 4 cyl turbo", AUTO, 8, "FWD", 5, 5, 2019, 4, 5.9),
  m("Škoda", "Enyaq", "suv", "SUV", "5A", [["85", 74990], ["Sportline 85x", 84990]], "Electric", "Electric motor", REDUCTION, 1, "RWD", 5, 5, 2024, 0, 0),
  m("Isuzu UTE", "D-MAX", "ute", "Dual Cab Ute", "RG", [["SX", 47990], ["LS-U", 61990], ["X-Terrain", 71990]], "Diesel", "3.0L 4 cyl turbo diesel", AUTO, 6, "4x4", 5, 4, 2014, 4, 8.0),
  m("Isuzu UTE", "D-MAX", "cabChassis", "Cab Chassis", "RG", [["SX Single Cab", 39990], ["SX Space Cab", 49990]], "Diesel", "3.0L 4 cyl turbo diesel", MANUAL, 6, "4x4", 2, 2, 2016, 4, 8.0),
  m("Isuzu UTE", "MU-X", "suv", "Wagon", "RJ", [["LS-M", 57990], ["LS-U", 62990], ["LS-T", 68990]], "Diesel", "3.0L 4 cyl turbo diesel", AUTO, 6, "4x4", 7, 5, 2015, 4, 8.3),
  m("Isuzu", "N Series", "lightTruck", "Light Truck", "NLR 45-150", [["AMT Traypack", 69990]], "Diesel", "3.0L 4 cyl turbo diesel", AUTO, 6, "RWD", 3, 2, 2016, 4, 11.5),
  m("Nissan", "Navara", "ute", "Dual Cab Ute", "D23", [["SL", 52990], ["ST-X", 62990], ["PRO-4X", 66990]], "Diesel", "2.3L 4 cyl twin turbo diesel", AUTO, 7, "4x4", 5, 4, 2015, 4, 7.0),
  m("Nissan", "X-Trail", "suv", "SUV", "T33", [["ST", 39990], ["Ti e-POWER", 57990]], "Hybrid", "1.5L 3 cyl turbo hybrid", REDUCTION, 1, "AWD", 5, 5, 2017, 3, 6.1),
  m("Nissan", "Patrol", "suv", "Wagon", "Y62", [["Ti", 89990], ["Ti-L", 101990]], "Petrol", "5.6L V8", AUTO, 7, "4x4", 8, 5, 2014, 8, 14.4),
  m("Subaru", "Outback", "wagon", "Wagon", "6th Gen", [["AWD", 45990], ["Touring", 53990]], "Petrol", "2.5L 4 cyl boxer", CVT, 1, "AWD", 5, 5, 2016, 4, 7.3),
  m("Subaru", "Forester", "suv", "SUV", "S6", [["2.5i", 41990], ["Hybrid S", 52990]], "Hybrid", "2.0L 4 cyl boxer hybrid", CVT, 1, "AWD", 5, 5, 2019, 4, 6.7),
  m("Subaru", "WRX", "sedan", "Sedan", "VB", [["RS", 52990], ["tS", 62990]], "Petrol", "2.4L 4 cyl turbo boxer", MANUAL, 6, "AWD", 5, 4, 2015, 4, 9.9),
  m("BYD", "Atto 3", "suv", "SUV", "EA1", [["Standard", 44990], ["Extended", 47990]], "Electric", "Electric motor", REDUCTION, 1, "FWD", 5, 5, 2022, 0, 0),
  m("BYD", "Seal", "sedan", "Sedan", "EA1", [["Dynamic", 49990], ["Performance", 64990]], "Electric", "Electric motor", REDUCTION, 1, "AWD", 5, 4, 2023, 0, 0),
  m("BYD", "Shark 6", "ute", "Dual Cab Ute", "DM-O", [["Premium", 57900]], "Plug-in Hybrid", "1.5L 4 cyl turbo plug-in hybrid", REDUCTION, 1, "4x4", 5, 4, 2025, 4, 2.0),
  m("MG", "MG4", "hatch", "Hatchback", "EH32", [["Excite 51", 36990], ["Essence 77", 49990]], "Electric", "Electric motor", REDUCTION, 1, "RWD", 5, 5, 2023, 0, 0),
  m("MG", "ZS", "suv", "SUV", "AZS1", [["Vibe", 29990], ["Essence", 34990]], "Petrol", "1.5L 4 cyl", CVT, 1, "FWD", 5, 5, 2018, 4, 6.9),
  m("Tesla", "Model 3", "sedan", "Sedan", "Highland", [["Rear-Wheel Drive", 58900], ["Long Range", 67900]], "Electric", "Electric motor", REDUCTION, 1, "RWD", 5, 4, 2019, 0, 0),
  m("Tesla", "Model Y", "suv", "SUV", "Juniper", [["Rear-Wheel Drive", 63900], ["Long Range", 72900]], "Electric", "Electric motor", REDUCTION, 1, "AWD", 5, 5, 2022, 0, 0),
  m("Holden", "Commodore", "sedan", "Sedan", "VF II", [["SV6", 45990], ["SS-V Redline", 60990]], "Petrol", "6.2L V8", AUTO, 6, "RWD", 5, 4, 2013, 8, 12.9),
  m("Holden", "Colorado", "ute", "Dual Cab Ute", "RG", [["LTZ", 55990], ["Z71", 60990]], "Diesel", "2.8L 4 cyl turbo diesel", AUTO, 6, "4x4", 5, 4, 2013, 4, 8.6),
  m("Jeep", "Grand Cherokee", "suv", "Wagon", "WL", [["Night Eagle", 79990], ["Limited", 89990]], "Petrol", "3.6L V6", AUTO, 8, "4x4", 5, 5, 2014, 6, 10.1),
  m("Jeep", "Wrangler", "suv", "Hardtop", "JL", [["Rubicon", 94990]], "Petrol", "2.0L 4 cyl turbo", AUTO, 8, "4x4", 4, 4, 2018, 4, 9.6, { bodyconfiguration: "Hardtop" }),
  m("BMW", "X5", "suv", "Wagon", "G05", [["xDrive30d", 129900], ["xDrive50e", 149900]], "Diesel", "3.0L 6 cyl turbo diesel", AUTO, 8, "AWD", 5, 5, 2017, 6, 7.2),
  m("Mercedes-Benz", "C-Class", "sedan", "Sedan", "W206", [["C300", 88900]], "Petrol", "2.0L 4 cyl turbo", AUTO, 9, "RWD", 5, 4, 2016, 4, 7.0),
];

export const MOTORCYCLES: readonly ModelSpec[] = [
  m("Yamaha", "MT-07", "motorcycle", "Naked", "RM33", [["LAMS", 12999], ["Standard", 13499]], "Petrol", "689cc parallel twin", MANUAL, 6, "Chain", 2, 0, 2018, 2, 4.2, { itemType: "motorcycle" }),
  m("Yamaha", "Tenere 700", "motorcycle", "Adventure", "DM10", [["World Raid", 22999]], "Petrol", "689cc parallel twin", MANUAL, 6, "Chain", 2, 0, 2020, 2, 4.3, { itemType: "motorcycle" }),
  m("Kawasaki", "Ninja 650", "motorcycle", "Sports", "EX650", [["LAMS", 12499]], "Petrol", "649cc parallel twin", MANUAL, 6, "Chain", 2, 0, 2017, 2, 4.6, { itemType: "motorcycle" }),
  m("Kawasaki", "Z900", "motorcycle", "Naked", "ZR900", [["SE", 18999]], "Petrol", "948cc inline four", MANUAL, 6, "Chain", 2, 0, 2018, 4, 5.6, { itemType: "motorcycle" }),
  m("Honda", "CB650R", "motorcycle", "Naked", "RH02", [["E-Clutch", 15999]], "Petrol", "649cc inline four", MANUAL, 6, "Chain", 2, 0, 2019, 4, 5.1, { itemType: "motorcycle" }),
  m("Honda", "Africa Twin", "motorcycle", "Adventure", "CRF1100L", [["Adventure Sports DCT", 29999]], "Petrol", "1084cc parallel twin", AUTO, 6, "Chain", 2, 0, 2020, 2, 5.0, { itemType: "motorcycle" }),
];

export type CaravanSpec = ModelSpec & { lengthFt: number; widthMm: number; tare: number; atm: number; axle: "Single" | "Tandem"; sleeps: number };
const c = (make: string, model: string, badge: string, price: number, lengthFt: number, tare: number, atm: number, axle: "Single" | "Tandem", sleeps: number, body = "Caravan"): CaravanSpec => ({
  ...m(make, model, "caravan", body, "", [[badge, price]], "Petrol", "", MANUAL, 0, "", sleeps, 1, 2016, 0, 0, { itemType: "caravan" }),
  lengthFt, widthMm: 2430 + (lengthFt > 20 ? 70 : 0), tare, atm, axle, sleeps,
});

export const CARAVANS: readonly CaravanSpec[] = [
  c("Jayco", "Journey", "21.63-3 Outback", 79990, 21, 2340, 2899, "Tandem", 4),
  c("Jayco", "Starcraft", "17.55-3 Outback", 62990, 17, 1880, 2299, "Single", 3),
  c("Jayco", "Silverline", "21.66-4", 109990, 22, 2600, 3199, "Tandem", 4),
  c("Coromal", "Element", "E610", 73990, 20, 2180, 2780, "Tandem", 2),
  c("Lotus Caravans", "Trooper", "Off-Grid 20'6\"", 139990, 20, 2790, 3500, "Tandem", 4),
  c("New Age", "Manta Ray", "19ERD", 84990, 19, 2280, 2880, "Tandem", 2),
  c("Avan", "Aspire", "Camper Trailer", 45990, 15, 1180, 1500, "Single", 4, "Camper Trailer"),
  c("Sunliner", "Pinnacle", "Motorhome 2", 189990, 24, 4100, 4490, "Tandem", 2, "Motorhome"),
];

export const COLOURS = [
  ["White", "Glacier White", "#f2f2f0"],
  ["White", "Crystal Pearl", "#f7f5ee"],
  ["Silver", "Silver Sky", "#b9bdc2"],
  ["Grey", "Graphite", "#5a5e63"],
  ["Black", "Eclipse Black", "#1c1c1e"],
  ["Blue", "Saturn Blue", "#1f4e8c"],
  ["Red", "Feverish Red", "#b01d22"],
  ["Green", "Eclectic Green", "#4b6b4a"],
  ["Bronze", "Oxide Bronze", "#8a6a45"],
  ["Orange", "Blaze Orange", "#e06a1b"],
] as const;

export const INTERIOR_COLOURS = ["Black Cloth", "Black Leather", "Grey Cloth", "Tan Leather", "Charcoal Accented"] as const;

export const FEATURES = [
  "Apple CarPlay", "Android Auto", "Reversing Camera", "Adaptive Cruise Control", "Blind Spot Monitor",
  "Lane Keep Assist", "Autonomous Emergency Braking", "Heated Front Seats", "Sunroof", "Tow Bar",
  "Alloy Wheels", "Keyless Entry", "Push Button Start", "Dual Zone Climate Control", "Satellite Navigation",
  "Leather Seats", "Wireless Phone Charger", "360 Degree Camera", "Power Tailgate", "LED Headlights",
  "Rain Sensing Wipers", "Rear Parking Sensors", "Digital Instrument Cluster", "Head-Up Display", "Tyre Pressure Monitor",
] as const;

export const UTE_FEATURES = ["Bull Bar", "Tub Liner", "Snorkel", "Tonneau Cover", "Rear Diff Lock", "Towbar 3500kg"] as const;
export const CARAVAN_FEATURES = ["Ensuite", "Solar Panels 2x200W", "Lithium Battery 200Ah", "Diesel Heater", "Queen Bed", "External Kitchen", "Roll-Out Awning", "Washing Machine", "Reverse Cycle Air Conditioner", "Off-Road Suspension"] as const;
