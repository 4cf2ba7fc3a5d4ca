/**
 * Draws the demo network's stock photos: no outside image CDN is reachable, so each body type,
 * colour and angle is illustrated here as SVG and served through the image endpoint like a photo.
 */
type Profile = {
  cabinFrom: number;
  cabinTo: number;
  belt: number;
  roof: number;
  ride: number;
  wheel: number;
  rake: number;
  tray?: "tub" | "flat";
  box?: boolean;
};

const PROFILES: Record<string, Profile> = {
  sedan: { cabinFrom: 0.27, cabinTo: 0.74, belt: 0.42, roof: 0.7, ride: 0.1, wheel: 0.075, rake: 0.1 },
  hatch: { cabinFrom: 0.28, cabinTo: 0.93, belt: 0.44, roof: 0.74, ride: 0.1, wheel: 0.075, rake: 0.08 },
  suv: { cabinFrom: 0.24, cabinTo: 0.95, belt: 0.5, roof: 0.84, ride: 0.16, wheel: 0.09, rake: 0.07 },
  wagon: { cabinFrom: 0.25, cabinTo: 0.96, belt: 0.45, roof: 0.74, ride: 0.11, wheel: 0.078, rake: 0.08 },
  coupe: { cabinFrom: 0.32, cabinTo: 0.76, belt: 0.4, roof: 0.64, ride: 0.09, wheel: 0.078, rake: 0.16 },
  convertible: { cabinFrom: 0.34, cabinTo: 0.5, belt: 0.4, roof: 0.6, ride: 0.09, wheel: 0.078, rake: 0.04 },
  ute: { cabinFrom: 0.24, cabinTo: 0.58, belt: 0.52, roof: 0.86, ride: 0.17, wheel: 0.09, rake: 0.06, tray: "tub" },
  cabchassis: { cabinFrom: 0.2, cabinTo: 0.45, belt: 0.52, roof: 0.86, ride: 0.17, wheel: 0.09, rake: 0.05, tray: "flat" },
  van: { cabinFrom: 0.1, cabinTo: 0.98, belt: 0.5, roof: 0.95, ride: 0.12, wheel: 0.078, rake: 0.12, box: true },
  peoplemover: { cabinFrom: 0.16, cabinTo: 0.97, belt: 0.48, roof: 0.88, ride: 0.12, wheel: 0.08, rake: 0.12, box: true },
  bus: { cabinFrom: 0.04, cabinTo: 0.99, belt: 0.5, roof: 1.05, ride: 0.14, wheel: 0.08, rake: 0.03, box: true },
  lighttruck: { cabinFrom: 0.02, cabinTo: 0.28, belt: 0.55, roof: 1.0, ride: 0.18, wheel: 0.085, rake: 0.02, tray: "flat" },
};

const esc = (s: string) => s.replace(/[<>&"]/g, (c) => `&#${c.charCodeAt(0)};`);

function shade(hex: string, amount: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const mix = (c: number) => Math.max(0, Math.min(255, Math.round(amount < 0 ? c * (1 + amount) : c + (255 - c) * amount)));
  return `#${[(n >> 16) & 255, (n >> 8) & 255, n & 255].map((c) => mix(c).toString(16).padStart(2, "0")).join("")}`;
}

/** The windows' gradient every drawing of a vehicle refers to (`url(#glass)`), for a scene's own defs. */
export const GLASS_GRADIENT =
  '<linearGradient id="glass" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#2c3a47"/><stop offset="1" stop-color="#6b8193"/></linearGradient>';

const W = 1200;
const H = 800;
const GROUND = 640;

function frame(body: string, label: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" role="img" aria-label="${esc(label)}">
<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#e9edf1"/><stop offset="0.78" stop-color="#f7f8fa"/><stop offset="1" stop-color="#d5dae0"/></linearGradient>
${GLASS_GRADIENT}</defs>
<rect width="${W}" height="${H}" fill="url(#bg)"/><line x1="0" y1="${GROUND + 30}" x2="${W}" y2="${GROUND + 30}" stroke="#c7cdd4" stroke-width="2"/>
${body}</svg>`;
}

function wheel(cx: number, r: number): string {
  return `<g><circle cx="${cx}" cy="${GROUND - r}" r="${r}" fill="#1d1f22"/><circle cx="${cx}" cy="${GROUND - r}" r="${r * 0.62}" fill="#9aa3ab"/><circle cx="${cx}" cy="${GROUND - r}" r="${r * 0.2}" fill="#50575e"/>${[0, 72, 144, 216, 288].map((a) => `<line x1="${cx}" y1="${GROUND - r}" x2="${cx + Math.cos((a * Math.PI) / 180) * r * 0.58}" y2="${GROUND - r + Math.sin((a * Math.PI) / 180) * r * 0.58}" stroke="#6c747c" stroke-width="${r * 0.12}"/>`).join("")}</g>`;
}

/** A side profile `length` px long whose front faces left, starting at x0. */
function sideProfile(kind: string, colour: string, x0: number, length: number): string {
  const p = PROFILES[kind] ?? PROFILES.sedan;
  const L = length;
  const xAt = (f: number) => x0 + f * L;
  const yAt = (f: number) => GROUND - f * 420;
  const r = p.wheel * 900 * (L / 900);
  const rideY = yAt(p.ride);
  const belt = yAt(p.belt);
  const roof = yAt(p.roof);
  const dark = shade(colour, -0.35);
  const light = shade(colour, 0.25);
  const body = `M${xAt(0)},${rideY} L${xAt(0)},${yAt(p.belt - 0.08)} Q${xAt(0.01)},${belt} ${xAt(0.06)},${belt} L${xAt(0.97)},${belt} Q${xAt(1)},${belt} ${xAt(1)},${yAt(p.belt - 0.1)} L${xAt(1)},${rideY} Z`;
  const rake = p.rake * L;
  const cabin = p.box
    ? `M${xAt(p.cabinFrom)},${belt} L${xAt(p.cabinFrom) + rake},${roof} L${xAt(p.cabinTo) - 6},${roof} Q${xAt(p.cabinTo)},${roof} ${xAt(p.cabinTo)},${roof + 12} L${xAt(p.cabinTo)},${belt} Z`
    : `M${xAt(p.cabinFrom)},${belt} L${xAt(p.cabinFrom) + rake * 1.6},${roof} L${xAt(p.cabinTo) - rake * 1.2},${roof} L${xAt(p.cabinTo)},${belt} Z`;
  const glassInset = 14 * (L / 900);
  const pillar = xAt((p.cabinFrom + p.cabinTo) / 2);
  const glass =
    kind === "convertible"
      ? `<path d="M${xAt(p.cabinFrom)},${belt} L${xAt(p.cabinFrom) + rake * 1.6},${roof} L${xAt(p.cabinFrom) + rake * 1.6 + 8},${roof} L${xAt(p.cabinFrom) + 14},${belt} Z" fill="url(#glass)"/>`
      : `<path d="M${xAt(p.cabinFrom) + glassInset},${belt - 4} L${xAt(p.cabinFrom) + (p.box ? rake : rake * 1.6) + glassInset * 0.6},${roof + glassInset} L${xAt(p.cabinTo) - (p.box ? 0 : rake * 1.2) - glassInset * 1.2},${roof + glassInset} L${xAt(p.cabinTo) - glassInset},${belt - 4} Z" fill="url(#glass)"/><line x1="${pillar}" y1="${roof + glassInset}" x2="${pillar}" y2="${belt}" stroke="${colour}" stroke-width="${10 * (L / 900)}"/>`;
  const tray =
    p.tray === "tub"
      ? `<path d="M${xAt(p.cabinTo) + 6},${belt} L${xAt(p.cabinTo) + 6},${yAt(p.belt + 0.1)} L${xAt(0.995)},${yAt(p.belt + 0.1)} L${xAt(0.995)},${belt} Z" fill="${dark}"/>`
      : p.tray === "flat"
        ? `<rect x="${xAt(p.cabinTo) + 8}" y="${yAt(p.belt + 0.02)}" width="${xAt(1) - xAt(p.cabinTo) - 8}" height="${12}" fill="#6c6f73"/>${[0.2, 0.5, 0.8].map((f) => `<rect x="${xAt(p.cabinTo + (1 - p.cabinTo) * f)}" y="${yAt(p.belt + 0.14)}" width="6" height="${0.14 * 420}" fill="#6c6f73"/>`).join("")}<rect x="${xAt(p.cabinTo) + 8}" y="${yAt(p.belt + 0.14)}" width="${xAt(1) - xAt(p.cabinTo) - 8}" height="6" fill="#6c6f73"/>`
        : "";
  const wheels = [0.17, 0.8].map((f) => xAt(f));
  return `<ellipse cx="${xAt(0.5)}" cy="${GROUND + 4}" rx="${L * 0.55}" ry="22" fill="#000" opacity="0.18"/>
<path d="${cabin}" fill="${colour}"/>${glass}${tray}<path d="${body}" fill="${colour}"/>
<path d="M${xAt(0.02)},${yAt(p.belt - 0.03)} L${xAt(0.98)},${yAt(p.belt - 0.03)}" stroke="${light}" stroke-width="4" opacity="0.7"/>
<rect x="${xAt(0)}" y="${yAt(p.belt - 0.11)}" width="${26 * (L / 900)}" height="16" rx="6" fill="#fff6d5"/>
<rect x="${xAt(1) - 22 * (L / 900)}" y="${yAt(p.belt - 0.11)}" width="${22 * (L / 900)}" height="16" rx="5" fill="#c1121f"/>
${wheels.map((cx) => `<circle cx="${cx}" cy="${GROUND - r}" r="${r * 1.15}" fill="${dark}"/>`).join("")}${wheels.map((cx) => wheel(cx, r)).join("")}`;
}

/** Head-on (front) or tail (rear) face, `width` px wide centred on cx. */
function face(kind: string, colour: string, cx: number, width: number, rear: boolean): string {
  const p = PROFILES[kind] ?? PROFILES.sedan;
  const w = width;
  const yAt = (f: number) => GROUND - f * 420;
  const dark = shade(colour, -0.35);
  const top = yAt(p.roof);
  const belt = yAt(p.belt);
  const cabinW = w * (p.box ? 0.92 : 0.74);
  const glassTop = top + 16;
  const lamp = rear ? "#c1121f" : "#fff6d5";
  const tyre = (x: number) => `<rect x="${x}" y="${GROUND - 70}" width="${w * 0.13}" height="70" rx="12" fill="#1d1f22"/>`;
  return `<ellipse cx="${cx}" cy="${GROUND + 4}" rx="${w * 0.62}" ry="22" fill="#000" opacity="0.18"/>
${tyre(cx - w / 2 + 10)}${tyre(cx + w / 2 - 10 - w * 0.13)}
<path d="M${cx - cabinW / 2},${belt} L${cx - cabinW / 2 + 26},${top} L${cx + cabinW / 2 - 26},${top} L${cx + cabinW / 2},${belt} Z" fill="${colour}"/>
<path d="M${cx - cabinW / 2 + 18},${belt - 6} L${cx - cabinW / 2 + 36},${glassTop} L${cx + cabinW / 2 - 36},${glassTop} L${cx + cabinW / 2 - 18},${belt - 6} Z" fill="url(#glass)"/>
<rect x="${cx - w / 2}" y="${belt}" width="${w}" height="${yAt(p.ride) - belt + 20}" rx="22" fill="${colour}"/>
<rect x="${cx - w / 2 + 22}" y="${belt + 24}" width="${w * 0.2}" height="26" rx="9" fill="${lamp}"/>
<rect x="${cx + w / 2 - 22 - w * 0.2}" y="${belt + 24}" width="${w * 0.2}" height="26" rx="9" fill="${lamp}"/>
${rear ? `<rect x="${cx - w * 0.14}" y="${belt + 60}" width="${w * 0.28}" height="34" rx="4" fill="#f4f4f4" stroke="${dark}"/>` : `<rect x="${cx - w * 0.22}" y="${belt + 28}" width="${w * 0.44}" height="${Math.max(30, yAt(p.ride) - belt - 40)}" rx="10" fill="${dark}"/>`}
<rect x="${cx - w / 2 + 8}" y="${yAt(p.ride) + 6}" width="${w - 16}" height="14" rx="7" fill="${dark}"/>`;
}

function motorcycle(colour: string, x0: number, scale: number, mirror: boolean): string {
  const t = `translate(${mirror ? x0 + 900 * scale : x0},0) scale(${mirror ? -scale : scale},1)`;
  const dark = shade(colour, -0.4);
  return `<ellipse cx="${x0 + 450 * scale}" cy="${GROUND + 4}" rx="${420 * scale}" ry="18" fill="#000" opacity="0.18"/><g transform="${t}">
${wheel(190, 120)}${wheel(720, 120)}
<path d="M190,${GROUND - 120} L360,${GROUND - 260} L560,${GROUND - 250} L720,${GROUND - 120}" stroke="#3a3f44" stroke-width="22" fill="none"/>
<path d="M320,${GROUND - 300} Q420,${GROUND - 400} 560,${GROUND - 330} L600,${GROUND - 270} L330,${GROUND - 250} Z" fill="${colour}"/>
<path d="M560,${GROUND - 320} L720,${GROUND - 300} L700,${GROUND - 280} L560,${GROUND - 280} Z" fill="${dark}"/>
<line x1="250" y1="${GROUND - 330}" x2="190" y2="${GROUND - 120}" stroke="#8a9197" stroke-width="16"/>
<rect x="230" y="${GROUND - 370}" width="60" height="14" rx="6" fill="#1d1f22"/><circle cx="250" cy="${GROUND - 310}" r="26" fill="#fff6d5" stroke="${dark}" stroke-width="6"/>
<rect x="380" y="${GROUND - 240}" width="150" height="90" rx="14" fill="#4a5056"/></g>`;
}

function caravan(colour: string, x0: number, length: number, mirror: boolean): string {
  const L = length;
  const t = mirror ? `translate(${2 * x0 + L},0) scale(-1,1)` : "";
  const top = GROUND - 420;
  return `<ellipse cx="${x0 + L / 2}" cy="${GROUND + 4}" rx="${L * 0.55}" ry="22" fill="#000" opacity="0.18"/><g transform="${t}">
<path d="M${x0},${GROUND - 110} L${x0 - 80},${GROUND - 95}" stroke="#555" stroke-width="14"/>
<rect x="${x0}" y="${top}" width="${L}" height="${420 - 120}" rx="34" fill="#f4f2ee" stroke="#c9c4bb" stroke-width="4"/>
<rect x="${x0}" y="${GROUND - 230}" width="${L}" height="40" fill="${colour}"/><rect x="${x0}" y="${GROUND - 180}" width="${L}" height="14" fill="${shade(colour, -0.3)}"/>
<rect x="${x0 + L * 0.08}" y="${top + 50}" width="${L * 0.22}" height="90" rx="10" fill="url(#glass)"/><rect x="${x0 + L * 0.55}" y="${top + 50}" width="${L * 0.3}" height="90" rx="10" fill="url(#glass)"/>
<rect x="${x0 + L * 0.36}" y="${top + 40}" width="${L * 0.13}" height="${250}" rx="8" fill="#e2ddd4" stroke="#b7b0a5" stroke-width="3"/>
${wheel(x0 + L * 0.5, 62)}${wheel(x0 + L * 0.64, 62)}</g>`;
}

function interior(view: string, frameIndex: number): string {
  const shift = view.startsWith("pano") ? ((frameIndex * 100) % 1200) - 600 : view === "seats" ? 0 : 0;
  if (view === "seats") {
    const seat = (x: number) =>
      `<path d="M${x},620 L${x + 40},300 Q${x + 120},250 ${x + 200},300 L${x + 230},620 Z" fill="#2c2f33"/><rect x="${x + 40}" y="${560}" width="${200}" height="90" rx="20" fill="#3a3e43"/>`;
    return `<rect width="1200" height="800" fill="#15171a"/>${seat(240)}${seat(700)}<rect x="0" y="650" width="1200" height="150" fill="#0d0e10"/>`;
  }
  return `<rect width="1200" height="800" fill="#1b1d21"/><g transform="translate(${shift},0)"><rect x="-200" y="0" width="1600" height="360" fill="#8fb2cf"/>
<path d="M-200,360 Q600,260 1400,360 L1400,800 L-200,800 Z" fill="#2a2d31"/>
<circle cx="380" cy="560" r="150" fill="none" stroke="#111" stroke-width="34"/><circle cx="380" cy="560" r="40" fill="#111"/>
<rect x="600" y="400" width="260" height="150" rx="14" fill="#0a0c0f" stroke="#444" stroke-width="4"/><rect x="620" y="420" width="220" height="110" rx="8" fill="#2d6ea3"/>
<rect x="280" y="420" width="200" height="70" rx="30" fill="#101214"/></g>`;
}

export type IllustrationKey = { body: string; colour: string; view: string };

/** `car/{body}/{colour}/{view}`: body and colour as slugs, view one of the seeded angles. */
export function renderCarIllustration(key: IllustrationKey, hex: string): string {
  return frame(drawVehicle(key, hex), `${key.colour} ${key.body}, ${key.view}`);
}

/**
 * The vehicle alone, without the studio backdrop: drawn in a 1200x800 frame with the ground at
 * y 640, for a scene (a promotions banner) to place where it wants. It refers to GLASS_GRADIENT.
 */
export function drawVehicle({ body, colour, view }: IllustrationKey, hex: string): string {
  if (colour === "interior") return interior(view, Number(view.split("-")[1] ?? 0));
  const sideLen = 900;
  if (body === "motorcycle") {
    const angle = spinAngle(view);
    const mirror = angle !== null ? Math.sin(angle) < 0 : view.startsWith("rear");
    return motorcycle(hex, 150, 1, mirror);
  }
  if (body === "caravan") return caravan(hex, 200, 860, view.startsWith("rear"));
  const angle = spinAngle(view) ?? VIEW_ANGLES[view] ?? Math.PI / 2;
  const s = Math.sin(angle);
  const c = Math.cos(angle);
  if (Math.abs(s) < 0.2) return face(body, hex, 600, 560, c < 0);
  const len = sideLen * Math.max(0.3, Math.abs(s));
  const faceW = 560 * Math.abs(c);
  const total = len + faceW * 0.8;
  const x0 = 600 - total / 2;
  const frontLeft = s > 0;
  const faceOnLeft = s > 0 === c > 0;
  const sideX = faceOnLeft ? x0 + faceW * 0.8 : x0;
  const side = sideProfile(body, hex, frontLeft ? sideX : W - sideX - len, len);
  const faceSvg = faceW > 40 ? face(body, hex, faceOnLeft ? x0 + faceW * 0.45 : x0 + len + faceW * 0.35, faceW, c < 0) : "";
  const flip = frontLeft ? "" : ` transform="translate(${W},0) scale(-1,1)"`;
  return `${faceSvg}<g${flip}>${side}</g>`;
}

const VIEW_ANGLES: Record<string, number> = {
  front: 0,
  "front-34": Math.PI / 4,
  side: Math.PI / 2,
  "rear-34": (3 * Math.PI) / 4,
  rear: Math.PI,
};

function spinAngle(view: string): number | null {
  const match = /^spin-(\d+)$/.exec(view);
  return match ? (Number(match[1]) / 24) * 2 * Math.PI : null;
}
