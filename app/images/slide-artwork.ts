import { drawVehicle, GLASS_GRADIENT } from "./car-illustration";

/**
 * The demo's promotions banners (discovery spec section 9: "Promotions slider 1920x540 px"), drawn
 * as SVG like the stock photos: a scene with one vehicle, `slide/{scene}/{body}/{colour}`.
 *
 * Composition is for every width the slider shows them at. On a wide screen the overlay (name,
 * description, button) covers the left third, so the vehicle stands right of centre, around x 1200;
 * a phone crops the banner to the middle (object-position 60%), where the vehicle still is. The
 * banners with their own message (`sale-banner`, `service-banner`: slides that hide the overlay)
 * keep their words and vehicle inside the middle 560 px, the narrowest crop a phone makes.
 */
const W = 1920;
const H = 540;

export const SLIDE_SCENES = ["coast", "city", "outback", "workshop", "showroom", "sale-banner", "service-banner"] as const;
export type SlideScene = (typeof SLIDE_SCENES)[number];
export const isSlideScene = (value: string): value is SlideScene => (SLIDE_SCENES as readonly string[]).includes(value);

const FONT = "DejaVu Sans, Arial, sans-serif";

/** The vehicle (drawn in its 1200x800 frame, centred on x 600 with the ground at y 640) scaled and stood at (cx, ground). */
function place(vehicle: string, cx: number, ground: number, scale: number): string {
  return `<g transform="translate(${cx - 600 * scale},${ground - 640 * scale}) scale(${scale})">${vehicle}</g>`;
}

/** A deterministic sequence in [0, 1), so a scene's windows and stars are the same on every render. */
function sequence(seed: number): () => number {
  let x = seed;
  return () => {
    x = (x * 16807) % 2147483647;
    return x / 2147483647;
  };
}

function road(top: number, colour = "#3b3f44", line = "#f1f1ee"): string {
  const dashes = Array.from(
    { length: 12 },
    (_, i) => `<rect x="${i * 170 + 20}" y="${top + (H - top) / 2 - 3}" width="90" height="6" fill="${line}"/>`,
  );
  return `<rect y="${top}" width="${W}" height="${H - top}" fill="${colour}"/>${dashes.join("")}`;
}

function coast(): string {
  const palms = [90, 260, 1760].map(
    (x, i) =>
      `<g fill="#2f4a2a"><path d="M${x},430 Q${x + 14},330 ${x + 4},${250 - i * 10}" stroke="#5b4631" stroke-width="12" fill="none"/>${[
        -70, -30, 20, 60, 110,
      ]
        .map(
          (a) =>
            `<ellipse cx="${x + 4}" cy="${250 - i * 10}" rx="90" ry="16" transform="rotate(${a} ${x + 4} ${250 - i * 10}) translate(60,0)"/>`,
        )
        .join("")}</g>`,
  );
  return `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#5fa8de"/><stop offset="1" stop-color="#d9eefa"/></linearGradient></defs>
<rect width="${W}" height="${H}" fill="url(#sky)"/><circle cx="1620" cy="110" r="56" fill="#fff4c2"/>
<path d="M0,300 Q180,170 420,240 Q520,270 600,300 Z" fill="#3e6b45"/><rect y="296" width="${W}" height="70" fill="#1f6ea8"/>
<path d="M0,312 L${W},312" stroke="#8cc6ea" stroke-width="4" opacity="0.7"/><rect y="366" width="${W}" height="44" fill="#ecd9a8"/>
${palms.join("")}${road(410)}`;
}

function city(): string {
  const next = sequence(7);
  const towers = Array.from({ length: 26 }, (_, i) => {
    const w = 60 + next() * 70;
    const h = 110 + next() * 220;
    const x = i * 76 - 20;
    const lit = Array.from({ length: Math.floor(h / 26) }, (_, r) =>
      Array.from({ length: Math.floor(w / 22) }, (_, c) =>
        next() > 0.55
          ? `<rect x="${x + 8 + c * 20}" y="${400 - h + 12 + r * 26}" width="9" height="12" fill="#ffd98a" opacity="0.85"/>`
          : "",
      ).join(""),
    ).join("");
    return `<rect x="${x}" y="${400 - h}" width="${w}" height="${h}" fill="#1d2336"/>${lit}`;
  });
  const trails = [440, 462, 500, 520]
    .map((y, i) => `<rect y="${y}" width="${W}" height="4" fill="${i % 2 ? "#ff5a4e" : "#fff1c9"}" opacity="0.6"/>`)
    .join("");
  return `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#141a33"/><stop offset="0.6" stop-color="#5a3f6e"/><stop offset="1" stop-color="#f08a4b"/></linearGradient></defs>
<rect width="${W}" height="${H}" fill="url(#sky)"/>${towers.join("")}${road(400, "#23262c", "#6f7379")}${trails}`;
}

function outback(): string {
  const gum = (x: number, s: number) =>
    `<g transform="translate(${x},360) scale(${s})"><path d="M0,0 L6,-120 L-30,-190 M6,-120 L50,-200" stroke="#4a3a2c" stroke-width="12" fill="none"/><g fill="#5e6e43"><ellipse cx="-30" cy="-200" rx="60" ry="30"/><ellipse cx="50" cy="-215" rx="70" ry="34"/><ellipse cx="10" cy="-240" rx="60" ry="28"/></g></g>`;
  return `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f6b26b"/><stop offset="1" stop-color="#fbe3c1"/></linearGradient></defs>
<rect width="${W}" height="${H}" fill="url(#sky)"/><circle cx="420" cy="150" r="70" fill="#fff0d4"/>
<path d="M0,330 L140,330 L180,270 L420,266 L460,330 L1280,330 L1320,290 L1500,286 L1530,330 L${W},330 L${W},${H} L0,${H} Z" fill="#b45a31"/>
<rect y="330" width="${W}" height="${H - 330}" fill="#c8703f"/>${gum(120, 1.1)}${gum(1790, 0.9)}
<path d="M0,430 Q960,380 ${W},440 L${W},${H} L0,${H} Z" fill="#a85b35"/><path d="M700,${H} Q1000,420 1500,410" stroke="#d98f5e" stroke-width="18" fill="none" opacity="0.5"/>`;
}

function workshop(): string {
  const door = (x: number) =>
    `<rect x="${x}" y="70" width="380" height="300" fill="#c9cfd6"/>${Array.from({ length: 12 }, (_, i) => `<rect x="${x}" y="${82 + i * 24}" width="380" height="3" fill="#a9b0b8"/>`).join("")}`;
  const spanner = `<g transform="translate(1630,110) rotate(-35)"><rect x="-10" y="0" width="20" height="150" rx="8" fill="#f2b01e"/><circle cx="0" cy="0" r="36" fill="#f2b01e"/><rect x="-12" y="-40" width="24" height="34" fill="#2e3a48"/></g>`;
  return `<rect width="${W}" height="${H}" fill="#2e3a48"/>${door(180)}${door(1380)}<rect x="0" y="370" width="${W}" height="${H - 370}" fill="#8a9097"/>
<rect x="0" y="370" width="${W}" height="6" fill="#f2b01e"/><rect x="820" y="120" width="16" height="250" fill="#d7dce1"/><rect x="1564" y="120" width="16" height="250" fill="#d7dce1"/>
${spanner}<rect x="0" y="470" width="${W}" height="70" fill="#7b8188"/>`;
}

function showroom(): string {
  const panes = Array.from({ length: 9 }, (_, i) => `<rect x="${i * 220}" y="0" width="12" height="380" fill="#d4d9de"/>`).join("");
  const lights = [520, 1200, 1640].map((x) => `<ellipse cx="${x}" cy="470" rx="300" ry="40" fill="#ffffff" opacity="0.35"/>`).join("");
  return `<defs><linearGradient id="glassWall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#a9cde8"/><stop offset="1" stop-color="#e9f3fa"/></linearGradient></defs>
<rect width="${W}" height="380" fill="url(#glassWall)"/><path d="M0,300 Q300,250 700,290 Q1100,240 1500,280 Q1750,260 ${W},290 L${W},380 L0,380 Z" fill="#9bb89a" opacity="0.7"/>${panes}
<rect y="380" width="${W}" height="${H - 380}" fill="#e7e9ec"/><rect y="376" width="${W}" height="8" fill="#b8bec5"/>${lights}<ellipse cx="1200" cy="500" rx="380" ry="36" fill="#cfd3d8"/>`;
}

/** A banner with its own words, inside the middle 560 px; `lines` are [text, size, colour]. */
function message(background: string, lines: [string, number, string][]): string {
  let y = 40;
  const text = lines
    .map(([t, size, fill]) => {
      y += size;
      const line = `<text x="${W / 2}" y="${y}" font-family="${FONT}" font-size="${size}" font-weight="800" text-anchor="middle" fill="${fill}">${t}</text>`;
      y += size * 0.25;
      return line;
    })
    .join("");
  return `${background}${text}`;
}

function saleBanner(): string {
  const stripes = Array.from(
    { length: 14 },
    (_, i) =>
      `<path d="M${i * 160 - 300},${H} L${i * 160 - 100},0 L${i * 160 - 40},0 L${i * 160 - 240},${H} Z" fill="#ffffff" opacity="0.07"/>`,
  ).join("");
  const tags = [
    [260, 140, -18],
    [1620, 150, 14],
  ]
    .map(
      ([x, y, a]) =>
        `<g transform="translate(${x},${y}) rotate(${a})"><path d="M-90,-50 L60,-50 L100,0 L60,50 L-90,50 Z" fill="#ffd23f"/><circle cx="50" cy="0" r="10" fill="#b3121b"/><text x="-20" y="14" font-family="${FONT}" font-size="40" font-weight="800" text-anchor="middle" fill="#b3121b">%</text></g>`,
    )
    .join("");
  return message(
    `<rect width="${W}" height="${H}" fill="#b3121b"/>${stripes}${tags}<rect y="470" width="${W}" height="70" fill="#8e0d15"/>`,
    [
      ["END OF YEAR", 64, "#ffffff"],
      ["SALE", 88, "#ffd23f"],
    ],
  );
}

function serviceBanner(): string {
  const grid = Array.from(
    { length: 24 },
    (_, i) => `<rect x="${i * 84}" y="0" width="2" height="${H}" fill="#ffffff" opacity="0.05"/>`,
  ).join("");
  return message(`<rect width="${W}" height="${H}" fill="#12355b"/>${grid}<rect y="470" width="${W}" height="70" fill="#0c2641"/>`, [
    ["SERVICE", 96, "#ffffff"],
    ["BOOK ONLINE TODAY", 40, "#8fd3ff"],
  ]);
}

const SCENES: Record<SlideScene, { draw: () => string; cx: number; ground: number; scale: number }> = {
  coast: { draw: coast, cx: 1200, ground: 505, scale: 0.62 },
  city: { draw: city, cx: 1200, ground: 505, scale: 0.62 },
  outback: { draw: outback, cx: 1200, ground: 500, scale: 0.62 },
  workshop: { draw: workshop, cx: 1200, ground: 500, scale: 0.6 },
  showroom: { draw: showroom, cx: 1200, ground: 505, scale: 0.62 },
  "sale-banner": { draw: saleBanner, cx: W / 2, ground: 505, scale: 0.5 },
  "service-banner": { draw: serviceBanner, cx: W / 2, ground: 505, scale: 0.5 },
};

/** A 1920x540 banner: the scene, then the vehicle (three-quarter front view) standing in it. */
export function renderSlideArtwork(scene: SlideScene, body: string, colour: string, hex: string): string {
  const { draw, cx, ground, scale } = SCENES[scene];
  const vehicle = drawVehicle({ body, colour, view: "front-34" }, hex);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}"><defs>${GLASS_GRADIENT}</defs>${draw()}${place(vehicle, cx, ground, scale)}</svg>`;
}
