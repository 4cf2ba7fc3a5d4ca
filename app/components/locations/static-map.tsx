import { DRAWN_MAP_NOTE } from "~/domain/locations/drawn-map";

const escapeXml = (text: string) => text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;");

/** The drawing as SVG markup: a stylised street grid (fixed per location) with the marker and the address. */
export function staticMapSvg(lat: number, lng: number, label: string): string {
  const seed = Math.abs(Math.round(lat * 1000) ^ Math.round(lng * 1000));
  const offset = (n: number) => ((seed >> n) % 60) + 20;
  const shown = label.length > 44 ? `${label.slice(0, 43)}…` : label;
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 200" width="400" height="200">',
    '<rect width="400" height="200" fill="#e8eef2"/>',
    `<rect x="${offset(1) * 2}" y="10" width="70" height="50" rx="6" fill="#cfe3c6"/>`,
    `<path d="M0 ${offset(2) + 60} H400" stroke="#fff" stroke-width="14"/>`,
    `<path d="M${offset(3) * 3} 0 V200" stroke="#fff" stroke-width="10"/>`,
    `<path d="M0 ${offset(4) + 120} L400 ${offset(5) + 90}" stroke="#f6d58e" stroke-width="12"/>`,
    '<path d="M0 30 H400 M0 170 H400 M60 0 V200 M330 0 V200" stroke="#fff" stroke-width="5"/>',
    '<g transform="translate(200 92)"><path d="M0 0 C-14 -18 -14 -36 0 -40 C14 -36 14 -18 0 0 Z" fill="#c1121f" stroke="#7a0a13" stroke-width="2"/><circle cy="-26" r="5" fill="#fff"/></g>',
    '<rect x="50" y="150" width="300" height="34" rx="6" fill="#ffffff" opacity="0.92"/>',
    `<text x="8" y="18" font-size="11" font-family="system-ui, sans-serif" fill="#374151">${DRAWN_MAP_NOTE}</text>`,
    `<text x="200" y="172" text-anchor="middle" font-size="13" font-family="system-ui, sans-serif" fill="#1f2937">${escapeXml(shown)}</text>`,
    "</svg>",
  ].join("");
}

/**
 * A map drawn here, not fetched: the map on sites without a tile source, and what LocationMap serves
 * and falls back to where the real map cannot load (no JavaScript, offline, tiles blocked). Drawn in
 * the page (no request), so it is painted with the page: the real map's tiles arrive over it later.
 * In the page's own SVG rather than an image of an SVG: each image of one is a document of its own,
 * a main-thread task of 10 to 40 ms on a phone (issue 18), and Metro's home page draws twelve.
 */
export function StaticMap({ lat, lng, label }: { lat: number; lng: number; label: string }) {
  return (
    <div
      role="img"
      aria-label={`${DRAWN_MAP_NOTE}: ${label}`}
      className="block w-full overflow-hidden rounded-site bg-[#e8eef2] [&>svg]:block [&>svg]:h-auto [&>svg]:w-full"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: our own drawing, its one text escaped (escapeXml)
      dangerouslySetInnerHTML={{ __html: staticMapSvg(lat, lng, label) }}
    />
  );
}
