/**
 * The real location map (issue 15), in its own module so Leaflet and its CSS reach the browser only
 * when a map scrolls into view (LocationMap imports this dynamically), never in a page's first load.
 */
import * as L from "leaflet";
import "leaflet/dist/leaflet.css";
import type { MapsConfig } from "~/sites/site-config";

type Callbacks = {
  tiles: MapsConfig;
  /** The first tile arrived: the map can be shown. */
  onReady: () => void;
  /** No tile arrived (offline, blocked, the tile server down): the drawn map stays. */
  onFail: () => void;
};

export type LeafletMapOptions = Callbacks & {
  lat: number;
  lng: number;
  /** What the marker shows when hovered and what it is called to a screen reader. */
  markerLabel: string;
};

/** A marker of the locations page's map: where it is and what it is called. */
export type MapMarker = { lat: number; lng: number; label: string };

/** How long the first tile may take before the drawn map is kept instead of an empty grey box. */
const FIRST_TILE_MS = 10_000;
const ZOOM = 15;

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

/** Leaflet's attribution control takes HTML; the config's attribution is plain text and a URL. */
function attributionHtml({ attribution, attributionUrl }: MapsConfig): string {
  const text = escapeHtml(attribution);
  return attributionUrl ? `<a href="${escapeHtml(attributionUrl)}" rel="noopener noreferrer">${text}</a>` : text;
}

/** The marker: the drawn map's pin as inline SVG, so no marker image has to be found or fetched. */
function markerIcon(label: string): L.DivIcon {
  const svg = document.createElementNS("http://www.w3.org/2000/svg", "svg");
  svg.setAttribute("viewBox", "-16 -44 32 46");
  svg.setAttribute("width", "32");
  svg.setAttribute("height", "46");
  svg.setAttribute("role", "img");
  svg.setAttribute("aria-label", label);
  svg.innerHTML =
    '<path d="M0 0 C-14 -18 -14 -36 0 -40 C14 -36 14 -18 0 0 Z" fill="#c1121f" stroke="#7a0a13" stroke-width="2"/><circle cy="-26" r="5" fill="#fff"/>';
  return L.divIcon({ html: svg, className: "", iconSize: [32, 46], iconAnchor: [16, 44] });
}

/** One location's map, at street level: a location page, a card, the car page. */
export function showLeafletMap(container: HTMLElement, options: LeafletMapOptions): () => void {
  const marker = { lat: options.lat, lng: options.lng, label: options.markerLabel };
  return drawMap(container, [marker], options, (map) => map.setView([options.lat, options.lng], ZOOM));
}

/**
 * The locations page's map (LocationsMap) over its drawing in `box`: every location shown, the view fitted round
 * them all. Here rather than in the page's component, which stays small (issue 18's budget): the real map's box
 * (`[data-real-map]`) is shown and the drawing hidden from screen readers once the first tile is in, and put back
 * as they were if no tile comes or the map is removed.
 */
export function overlayOverview(box: HTMLElement, markers: readonly MapMarker[], tiles: MapsConfig): () => void {
  const overlay = box.querySelector<HTMLElement>("[data-real-map]");
  const container = overlay?.firstElementChild as HTMLElement | null | undefined;
  const drawing = box.querySelector("[role=img]");
  if (!overlay || !container || !markers.length) return () => {};
  const show = (real: boolean) => {
    overlay.classList.toggle("invisible", !real);
    if (real) drawing?.setAttribute("aria-hidden", "true");
    else drawing?.removeAttribute("aria-hidden");
  };
  const remove = drawMap(
    container,
    markers,
    {
      tiles,
      onReady: () => show(true),
      onFail: () => {
        remove();
        show(false);
      },
    },
    (map) => map.fitBounds(L.latLngBounds(markers.map((m) => L.latLng(m.lat, m.lng))), { padding: [40, 40], maxZoom: ZOOM }),
  );
  return () => {
    remove();
    show(false);
  };
}

/**
 * Draws the map in `container` (which must already have its size) and returns what removes it.
 * Arrow keys pan and +/- zoom once the map has focus (Leaflet's keyboard handler); Tab moves on
 * as usual. The scroll wheel scrolls the page, not the map. Under reduced motion nothing animates.
 */
function drawMap(container: HTMLElement, markers: readonly MapMarker[], options: Callbacks, setView: (map: L.Map) => void): () => void {
  const still = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  const classes = container.className;
  const map = L.map(container, {
    maxZoom: options.tiles.maxZoom,
    scrollWheelZoom: false,
    // On a phone one finger scrolls the page past the map (two fingers still zoom and move it).
    dragging: !L.Browser.mobile,
    zoomAnimation: !still,
    fadeAnimation: !still,
    markerZoomAnimation: !still,
    inertia: !still,
    attributionControl: false,
  });
  if (still) {
    // Keyboard panning animates through panBy; a still map jumps instead.
    const panBy = map.panBy.bind(map);
    map.panBy = (offset, panOptions) => panBy(offset, { ...panOptions, animate: false });
  }
  setView(map);
  L.control.attribution({ prefix: '<a href="https://leafletjs.com">Leaflet</a>' }).addTo(map);

  let loaded = 0;
  let settled = false;
  let removed = false;
  const settle = (ok: boolean) => {
    if (settled) return;
    settled = true;
    window.clearTimeout(timer);
    if (ok) options.onReady();
    // Later: onFail removes the map, and Leaflet is still inside its own event handler here.
    else window.setTimeout(() => !removed && options.onFail());
  };
  // On a high-density screen, four tiles of the next zoom in place of one: sharp, not a 256 px tile stretched.
  const layer = L.tileLayer(options.tiles.tileUrl, {
    maxZoom: options.tiles.maxZoom,
    attribution: attributionHtml(options.tiles),
    detectRetina: true,
  });
  layer.on("tileload", () => {
    loaded += 1;
    settle(true);
  });
  // 'load' comes once every tile in view has arrived or failed: none arrived means no map to show.
  layer.on("load", () => {
    if (!loaded) settle(false);
  });
  const timer = window.setTimeout(() => settle(loaded > 0), FIRST_TILE_MS);
  layer.addTo(map);
  for (const m of markers) {
    L.marker([m.lat, m.lng], {
      icon: markerIcon(m.label),
      title: m.label,
      // Nothing happens on a click, so the marker is not a button and takes no Tab stop.
      interactive: false,
      keyboard: false,
    }).addTo(map);
  }

  return () => {
    if (removed) return;
    removed = settled = true;
    window.clearTimeout(timer);
    map.remove();
    // Leaflet leaves its classes and Tab stop on the container; an empty box keeps neither.
    container.className = classes;
    container.removeAttribute("tabindex");
  };
}
