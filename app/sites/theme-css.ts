import type { Theme } from "./site-config";

const RADIUS = { none: "0", small: "0.375rem", large: "1rem" } as const;

// Font stacks and colours come from validated config, but CSS still gets only safe characters.
const safe = (value: string) => value.replace(/[^\w\s#,'"().-]/g, "");

export function themeCss(theme: Theme): string {
  const c = theme.colours;
  return `:root{--site-primary:${c.primary};--site-on-primary:${c.onPrimary};--site-accent:${c.accent};--site-on-accent:${c.onAccent};--site-background:${c.background};--site-surface:${c.surface};--site-text:${c.text};--site-muted:${c.muted};--site-font-heading:${safe(theme.fonts.heading)};--site-font-body:${safe(theme.fonts.body)};--site-radius:${RADIUS[theme.radius]}}`;
}
