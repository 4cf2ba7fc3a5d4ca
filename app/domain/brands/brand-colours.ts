import { contrastRatio } from "~/domain/readable-text";

/** A brand tile's colours: the make's name in `text` on `background`. */
export type BrandColours = { background: string; text: string };

/**
 * Each make's own colours, near enough to its badge and advertising to be recognised (issue 52), each pair
 * at least 4.5:1 (brand-colours.test.ts checks every entry). Keys are the make's name without accents, in
 * lower case, as `brandKey` makes them. A make not here gets colours of its own from its name.
 */
export const BRAND_COLOURS: Readonly<Record<string, BrandColours>> = {
  audi: { background: "#000000", text: "#ffffff" },
  bmw: { background: "#0166b1", text: "#ffffff" },
  byd: { background: "#ffffff", text: "#1c1c1c" },
  ford: { background: "#00338d", text: "#ffffff" },
  fuso: { background: "#ffffff", text: "#c8102e" },
  gwm: { background: "#1a1a1a", text: "#ffffff" },
  hino: { background: "#ffffff", text: "#b0001e" },
  holden: { background: "#c8102e", text: "#ffffff" },
  honda: { background: "#cc0000", text: "#ffffff" },
  hyundai: { background: "#002c5f", text: "#ffffff" },
  isuzu: { background: "#ffffff", text: "#c00000" },
  "isuzu ute": { background: "#c00000", text: "#ffffff" },
  jeep: { background: "#3d4a2b", text: "#ffffff" },
  kawasaki: { background: "#69be28", text: "#000000" },
  kia: { background: "#05141f", text: "#ffffff" },
  lexus: { background: "#1a1a1a", text: "#d8d2c4" },
  mazda: { background: "#101010", text: "#d9d9d9" },
  "mercedes-benz": { background: "#000000", text: "#dadada" },
  mg: { background: "#a6192e", text: "#ffffff" },
  mitsubishi: { background: "#ffffff", text: "#d8001f" },
  nissan: { background: "#c3002f", text: "#ffffff" },
  skoda: { background: "#0e3a2f", text: "#78faae" },
  subaru: { background: "#013c74", text: "#ffffff" },
  suzuki: { background: "#ffffff", text: "#003da5" },
  tesla: { background: "#ffffff", text: "#cc0000" },
  toyota: { background: "#eb0a1e", text: "#ffffff" },
  volkswagen: { background: "#001e50", text: "#ffffff" },
  volvo: { background: "#1c2c48", text: "#ffffff" },
  yamaha: { background: "#1c3f94", text: "#ffffff" },
};

/** How a make is looked up: "Škoda" and "SKODA" are the same make. */
export const brandKey = (make: string) =>
  make
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .trim()
    .toLowerCase();

/** A make's tile colours: its own, or for a make not in the table white on a colour chosen by its name. */
export function brandColours(make: string): BrandColours {
  return BRAND_COLOURS[brandKey(make)] ?? derivedColours(brandKey(make));
}

/** The same make always gets the same hue; dark enough that white on it is at least 4.5:1. */
function derivedColours(key: string): BrandColours {
  let hash = 2166136261;
  for (const ch of key) hash = Math.imul(hash ^ (ch.codePointAt(0) ?? 0), 16777619) >>> 0;
  const hue = hash % 360;
  let lightness = 34;
  let background = hslHex(hue, 55, lightness);
  while (contrastRatio(background, "#ffffff") < 4.5) {
    lightness -= 2;
    background = hslHex(hue, 55, lightness);
  }
  return { background, text: "#ffffff" };
}

function hslHex(h: number, s: number, l: number): string {
  const a = (s / 100) * Math.min(l / 100, 1 - l / 100);
  const channel = (n: number) => {
    const k = (n + h / 30) % 12;
    const v = l / 100 - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(v * 255)
      .toString(16)
      .padStart(2, "0");
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}
