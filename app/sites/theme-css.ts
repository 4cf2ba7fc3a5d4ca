import type { Theme } from "./site-config";

const RADIUS = { none: "0", small: "0.375rem", large: "1rem" } as const;

/**
 * The stock and content cards' look per theme (the `card-site` utility in app.css reads these):
 * a lifted card with a soft shadow, a drawn outline with no shadow, or a flat tile on a tinted ground.
 */
const CARD = {
  elevated: { shadow: "0 1px 2px rgb(0 0 0 / 0.08), 0 6px 16px rgb(0 0 0 / 0.08)", ring: "rgb(0 0 0 / 0.04)" },
  outlined: { shadow: "0 0 #0000", ring: "rgb(0 0 0 / 0.22)" },
  flat: { shadow: "0 0 #0000", ring: "transparent" },
} as const;

// Font stacks and colours come from validated config, but CSS still gets only safe characters.
const safe = (value: string) => value.replace(/[^\w\s#,'"().-]/g, "");

export function themeCss(theme: Theme): string {
  const c = theme.colours;
  return `:root{--site-primary:${c.primary};--site-on-primary:${c.onPrimary};--site-accent:${c.accent};--site-on-accent:${c.onAccent};--site-background:${c.background};--site-surface:${c.surface};--site-text:${c.text};--site-muted:${c.muted};--site-font-heading:${safe(theme.fonts.heading)};--site-font-body:${safe(theme.fonts.body)};--site-radius:${RADIUS[theme.radius]};--site-card-shadow:${CARD[theme.layout.card].shadow};--site-card-ring:${CARD[theme.layout.card].ring}}`;
}
