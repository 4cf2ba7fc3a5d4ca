/**
 * Published figures per model for the vehicle page's specification rows (vehicle spec section 2:
 * engine capacity, power, torque, fuel tank, weight, length, width, height, braked towing),
 * rounded as Australian brochures print them. Electric cars have no engine capacity or fuel tank.
 * Keyed by make, model and body, as one model (HiLux) comes as a ute and a cab chassis.
 */
export type ModelDimensions = {
  engineCc: number | null;
  powerKw: number;
  torqueNm: number;
  fuelTankL: number | null;
  kerbKg: number;
  gvmKg: number;
  lengthMm: number;
  widthMm: number;
  heightMm: number;
  towingBrakedKg: number;
};

type Row = [
  engineCc: number | null,
  powerKw: number,
  torqueNm: number,
  fuelTankL: number | null,
  kerbKg: number,
  gvmKg: number,
  lengthMm: number,
  widthMm: number,
  heightMm: number,
  towingBrakedKg: number,
];

const ROWS: Record<string, Row> = {
  "Toyota HiLux ute": [2755, 150, 500, 80, 2110, 3050, 5325, 1900, 1815, 3500],
  "Toyota HiLux cabChassis": [2393, 110, 400, 80, 1840, 2900, 5330, 1800, 1795, 3500],
  "Toyota RAV4 suv": [2487, 163, 221, 55, 1680, 2200, 4600, 1855, 1685, 1500],
  "Toyota Corolla hatch": [1798, 103, 142, 43, 1385, 1810, 4375, 1790, 1435, 0],
  "Toyota Camry sedan": [2487, 170, 221, 50, 1595, 2100, 4915, 1840, 1445, 1200],
  "Toyota LandCruiser 300 suv": [3346, 227, 700, 110, 2630, 3280, 4980, 1980, 1950, 3500],
  "Toyota LandCruiser Prado suv": [2755, 150, 500, 110, 2400, 3140, 4925, 1980, 1925, 3500],
  "Toyota Kluger suv": [2487, 184, 242, 65, 2050, 2620, 4966, 1930, 1755, 2000],
  "Toyota bZ4X suv": [null, 160, 337, null, 2005, 2465, 4690, 1860, 1650, 750],
  "Toyota Yaris Cross suv": [1490, 85, 120, 36, 1195, 1580, 4180, 1765, 1590, 400],
  "Toyota C-HR suv": [1987, 164, 208, 43, 1650, 2080, 4360, 1830, 1558, 725],
  "Toyota HiAce van": [2755, 130, 450, 70, 2160, 3300, 5265, 1950, 1990, 1900],
  "Toyota Coaster bus": [4009, 110, 420, 95, 4210, 6500, 6990, 2080, 2635, 0],
  "Toyota GR86 coupe": [2387, 174, 250, 50, 1276, 1640, 4265, 1775, 1310, 0],
  "Mazda CX-5 suv": [2488, 140, 252, 56, 1585, 2105, 4575, 1845, 1680, 1800],
  "Mazda 3 hatch": [1998, 114, 200, 51, 1350, 1850, 4460, 1795, 1435, 1200],
  "Mazda BT-50 ute": [2999, 140, 450, 76, 2100, 3100, 5280, 1870, 1810, 3500],
  "Mazda CX-60 suv": [2488, 241, 500, 50, 2065, 2580, 4740, 1890, 1685, 1500],
  "Mazda MX-5 convertible": [1998, 135, 205, 45, 1070, 1350, 3915, 1735, 1235, 0],
  "Hyundai i30 hatch": [1999, 120, 203, 50, 1270, 1820, 4340, 1795, 1455, 1300],
  "Hyundai Tucson suv": [1999, 115, 192, 54, 1550, 2140, 4640, 1865, 1665, 1650],
  "Hyundai Santa Fe suv": [1598, 172, 367, 67, 1930, 2560, 4830, 1900, 1780, 1650],
  "Hyundai IONIQ 5 suv": [null, 168, 350, null, 1950, 2400, 4655, 1890, 1605, 1600],
  "Hyundai Staria peopleMover": [2199, 130, 430, 75, 2240, 3030, 5253, 1997, 1990, 2500],
  "Kia Sportage suv": [1999, 115, 192, 54, 1505, 2100, 4660, 1865, 1665, 1650],
  "Kia Cerato sedan": [1999, 112, 192, 50, 1280, 1750, 4640, 1800, 1440, 1100],
  "Kia Carnival peopleMover": [1598, 180, 367, 72, 2160, 2830, 5155, 1995, 1775, 2000],
  "Kia EV6 suv": [null, 168, 350, null, 1985, 2400, 4695, 1890, 1550, 1600],
  "Ford Ranger ute": [1996, 154, 500, 80, 2250, 3200, 5370, 1918, 1884, 3500],
  "Ford Everest suv": [2993, 184, 600, 80, 2475, 3210, 4914, 1923, 1842, 3500],
  "Ford Mustang coupe": [5038, 339, 556, 61, 1780, 2180, 4811, 1916, 1402, 0],
  "Ford Mustang convertible": [5038, 339, 556, 61, 1850, 2230, 4811, 1916, 1404, 0],
  "Ford Transit Custom van": [1996, 125, 390, 70, 2040, 3300, 5050, 2032, 1990, 2800],
  "Mitsubishi Triton ute": [2442, 150, 470, 75, 2100, 3100, 5320, 1865, 1795, 3500],
  "Mitsubishi Outlander suv": [2360, 185, 450, 56, 2090, 2710, 4710, 1860, 1745, 1600],
  "Mitsubishi ASX suv": [1998, 110, 197, 63, 1320, 1870, 4365, 1810, 1640, 1300],
  "Volkswagen Amarok ute": [2993, 184, 600, 80, 2350, 3270, 5350, 1910, 1888, 3500],
  "Volkswagen Golf hatch": [1395, 110, 250, 50, 1300, 1800, 4284, 1789, 1456, 1500],
  "Volkswagen Tiguan suv": [1984, 162, 350, 58, 1720, 2280, 4539, 1859, 1656, 2500],
  "Škoda Octavia wagon": [1984, 140, 320, 50, 1460, 2010, 4698, 1829, 1470, 1600],
  "Škoda Kodiaq suv": [1984, 140, 320, 58, 1720, 2380, 4758, 1864, 1659, 2000],
  "Škoda Karoq suv": [1498, 110, 250, 50, 1350, 1900, 4382, 1841, 1603, 1500],
  "Škoda Enyaq suv": [null, 150, 310, null, 2090, 2600, 4653, 1879, 1616, 1000],
  "Isuzu UTE D-MAX ute": [2999, 140, 450, 76, 2050, 3100, 5265, 1870, 1790, 3500],
  "Isuzu UTE D-MAX cabChassis": [2999, 140, 450, 76, 1800, 3100, 5120, 1775, 1780, 3500],
  "Isuzu UTE MU-X suv": [2999, 140, 450, 80, 2150, 2800, 4850, 1870, 1825, 3500],
  "Isuzu N Series lightTruck": [2999, 110, 375, 100, 2300, 4500, 6010, 1870, 2245, 3500],
  "Nissan Navara ute": [2298, 140, 450, 80, 2050, 3010, 5260, 1850, 1840, 3500],
  "Nissan X-Trail suv": [1497, 157, 330, 55, 1840, 2380, 4680, 1840, 1725, 1650],
  "Nissan Patrol suv": [5552, 298, 560, 140, 2715, 3500, 5175, 1995, 1940, 3500],
  "Subaru Outback wagon": [2498, 138, 245, 63, 1680, 2200, 4870, 1875, 1675, 2000],
  "Subaru Forester suv": [1995, 110, 196, 48, 1640, 2140, 4655, 1830, 1730, 1200],
  "Subaru WRX sedan": [2387, 202, 350, 63, 1513, 2010, 4669, 1826, 1468, 1200],
  "BYD Atto 3 suv": [null, 150, 310, null, 1750, 2200, 4455, 1875, 1615, 750],
  "BYD Seal sedan": [null, 230, 360, null, 2055, 2490, 4800, 1875, 1460, 750],
  "BYD Shark 6 ute": [1498, 321, 650, 60, 2710, 3450, 5457, 1971, 1925, 2500],
  "MG MG4 hatch": [null, 150, 250, null, 1685, 2130, 4287, 1836, 1504, 500],
  "MG ZS suv": [1498, 84, 150, 48, 1255, 1700, 4323, 1809, 1653, 500],
  "Tesla Model 3 sedan": [null, 208, 420, null, 1760, 2180, 4720, 1850, 1441, 1000],
  "Tesla Model Y suv": [null, 220, 420, null, 1909, 2330, 4751, 1921, 1624, 1600],
  "Holden Commodore sedan": [6162, 304, 570, 71, 1810, 2300, 4964, 1899, 1471, 2100],
  "Holden Colorado ute": [2776, 147, 500, 76, 2070, 3150, 5361, 1872, 1800, 3500],
  "Jeep Grand Cherokee suv": [3604, 210, 344, 87, 2195, 2950, 4914, 1979, 1792, 2812],
  "Jeep Wrangler suv": [1995, 200, 400, 81, 1925, 2540, 4785, 1875, 1868, 2495],
  "BMW X5 suv": [2993, 210, 670, 80, 2190, 2860, 4935, 2004, 1765, 3500],
  "Mercedes-Benz C-Class sedan": [1999, 190, 400, 66, 1690, 2170, 4751, 1820, 1438, 1800],
};

/** A model's published figures, or null for a model the table does not list (caravans, motorcycles). */
export function modelDimensions(make: string, model: string, simpleBody: string): ModelDimensions | null {
  const row = ROWS[`${make} ${model} ${simpleBody}`];
  if (!row) return null;
  const [engineCc, powerKw, torqueNm, fuelTankL, kerbKg, gvmKg, lengthMm, widthMm, heightMm, towingBrakedKg] = row;
  return { engineCc, powerKw, torqueNm, fuelTankL, kerbKg, gvmKg, lengthMm, widthMm, heightMm, towingBrakedKg };
}
