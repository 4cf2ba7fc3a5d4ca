import { renderCarIllustration } from "./car-illustration";
import { isSlideScene, renderSlideArtwork } from "./slide-artwork";

const COLOUR_HEX: Record<string, string> = {
  white: "#f2f2f0",
  silver: "#b9bdc2",
  grey: "#5a5e63",
  black: "#1c1c1e",
  blue: "#1f4e8c",
  red: "#b01d22",
  green: "#4b6b4a",
  bronze: "#8a6a45",
  orange: "#e06a1b",
};

const BODIES = new Set([
  "sedan",
  "hatch",
  "suv",
  "wagon",
  "coupe",
  "convertible",
  "ute",
  "cabchassis",
  "van",
  "peoplemover",
  "bus",
  "lighttruck",
  "motorcycle",
  "caravan",
]);
const EXTERIOR_VIEW = /^(front|front-34|side|rear-34|rear|spin-(0\d|1\d|2[0-3]))$/;
const INTERIOR_VIEW = /^(dash|seats|pano-(0\d|1[01]))$/;

const esc = (s: string) => s.replace(/[<>&"]/g, (c) => `&#${c.charCodeAt(0)};`);

const MAKE_SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

function makeLogo(slug: string): string | null {
  if (slug.length > 40 || !MAKE_SLUG.test(slug)) return null;
  const name = slug
    .split("-")
    .map((w) => w[0].toUpperCase() + w.slice(1))
    .join(" ");
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 120" width="240" height="120"><rect width="240" height="120" rx="16" fill="#ffffff"/><ellipse cx="120" cy="60" rx="104" ry="44" fill="none" stroke="#222" stroke-width="5"/><text x="120" y="70" font-family="DejaVu Sans, Arial, sans-serif" font-size="${name.length > 10 ? 20 : 26}" font-weight="700" text-anchor="middle" fill="#222">${esc(name.toUpperCase())}</text></svg>`;
}

const LOCATION_SIGNS: Record<string, string> = { sales: "SALES", used: "USED CARS", service: "SERVICE", parts: "PARTS" };

function locationImage(type: string): string | null {
  const sign = Object.hasOwn(LOCATION_SIGNS, type) ? LOCATION_SIGNS[type] : null;
  if (!sign) return null;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 800" width="1200" height="800"><rect width="1200" height="800" fill="#9cc3e4"/><rect y="560" width="1200" height="240" fill="#8d9399"/>
<rect x="120" y="230" width="960" height="340" fill="#eef1f4"/><rect x="120" y="200" width="960" height="60" fill="#2b3a4a"/><text x="600" y="243" font-family="DejaVu Sans, Arial, sans-serif" font-size="38" font-weight="700" fill="#fff" text-anchor="middle">${sign}</text>
${[0, 1, 2, 3, 4].map((i) => `<rect x="${160 + i * 180}" y="300" width="150" height="200" fill="#5d7d98" opacity="0.85"/>`).join("")}<rect x="540" y="420" width="120" height="150" fill="#2b3a4a"/></svg>`;
}

/**
 * Source artwork for an image key, or null for an unknown key. Keys are the `src` values
 * stored with cars, dealerships and locations: car/{body}/{colour}/{view}, logo/make/{slug},
 * location/{type} (sales, used, service, parts), and the promotions slider's 1920x540 banners
 * slide/{scene}/{body}/{colour}. Car, location and slide keys are a fixed set; any
 * well-formed make slug draws, so the image endpoint also asks whether the make is a known one.
 */
export function renderImageSource(key: string): string | null {
  const parts = key.split("/");
  if (parts[0] === "car" && parts.length === 4) {
    const [, body, colour, view] = parts;
    if (!BODIES.has(body)) return null;
    if (colour === "interior" ? !INTERIOR_VIEW.test(view) : !Object.hasOwn(COLOUR_HEX, colour) || !EXTERIOR_VIEW.test(view)) return null;
    return renderCarIllustration({ body, colour, view }, COLOUR_HEX[colour] ?? "#000000");
  }
  if (parts[0] === "slide" && parts.length === 4) {
    const [, scene, body, colour] = parts;
    if (!isSlideScene(scene) || !BODIES.has(body) || !Object.hasOwn(COLOUR_HEX, colour)) return null;
    return renderSlideArtwork(scene, body, colour, COLOUR_HEX[colour]);
  }
  if (parts[0] === "logo" && parts[1] === "make" && parts.length === 3) return makeLogo(parts[2]);
  if (parts[0] === "location" && parts.length === 2) return locationImage(parts[1]);
  return null;
}
