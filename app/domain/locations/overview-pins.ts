import { DRAWN_MAP_NOTE } from "./drawn-map";
/** A point on the drawn overview map, in the drawing's own units (its viewBox). */
export type Pin = { x: number; y: number };

/** The locations page's drawn map: its size (the box is the same shape) and the room kept clear round the pins. */
export const OVERVIEW_MAP = { width: 400, height: 500, pad: 40 } as const;

/**
 * Where each location's pin goes on the locations page's drawn map (a box `width` by `height`, `pad` kept
 * clear at each edge): longitude across and latitude down, a degree of longitude shrunk by the cosine of the
 * latitude (so Melbourne to Sydney is the shape it is on a real map), scaled to fit and centred. One place,
 * or several at one spot, sit in the middle.
 */
export function overviewPins(points: readonly { lat: number; lng: number }[], width: number, height: number, pad: number): Pin[] {
  if (points.length === 0) return [];
  const midLat = (Math.max(...points.map((p) => p.lat)) + Math.min(...points.map((p) => p.lat))) / 2;
  const squeeze = Math.cos((midLat * Math.PI) / 180);
  const flat = points.map((p) => ({ x: p.lng * squeeze, y: -p.lat }));
  const minX = Math.min(...flat.map((p) => p.x));
  const minY = Math.min(...flat.map((p) => p.y));
  const spanX = Math.max(...flat.map((p) => p.x)) - minX;
  const spanY = Math.max(...flat.map((p) => p.y)) - minY;
  const room = { x: width - 2 * pad, y: height - 2 * pad };
  const scale = spanX === 0 && spanY === 0 ? 0 : Math.min(spanX ? room.x / spanX : Infinity, spanY ? room.y / spanY : Infinity);
  const offset = { x: pad + (room.x - spanX * scale) / 2, y: pad + (room.y - spanY * scale) / 2 };
  return flat.map((p) => ({ x: round(offset.x + (p.x - minX) * scale), y: round(offset.y + (p.y - minY) * scale) }));
}

const round = (n: number) => Math.round(n * 10) / 10;

const PIN = "M0 0 C-10 -13 -10 -26 0 -29 C10 -26 10 -13 0 0 Z";

/**
 * The locations page's drawn map as SVG markup, made on the server (the page's code stays small): a plain street
 * grid and a pin for each location where `overviewPins` puts it. LocationsMap shows it, and lays a real map over it.
 */
export function overviewMapSvg(points: readonly { lat: number; lng: number }[]): string {
  const { width, height, pad } = OVERVIEW_MAP;
  const pins = overviewPins(points, width, height, pad).map(
    (p) =>
      `<g transform="translate(${p.x} ${p.y})"><path d="${PIN}" fill="#c1121f" stroke="#7a0a13" stroke-width="2"/><circle cy="-19" r="4" fill="#fff"/></g>`,
  );
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}">`,
    '<path d="M0 120 H400 M0 260 H400 M0 400 H400 M90 0 V500 M230 0 V500 M330 0 V500" stroke="#fff" stroke-width="6"/>',
    '<path d="M0 330 L400 210" stroke="#f6d58e" stroke-width="10"/>',
    ...pins,
    `<text x="8" y="18" font-size="11" font-family="system-ui, sans-serif" fill="#374151">${DRAWN_MAP_NOTE}</text>`,
    "</svg>",
  ].join("");
}
