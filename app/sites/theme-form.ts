import { checkColourPairs, pairProblem, type ThemeColours } from "~/domain/settings/theme-contrast";
import { type SettingField, type SettingsGroup, settingsGroupOf } from "./settings-fields";
import type { FieldProblem } from "./settings-form-values";
import { valueAt } from "./settings-form-values";
import type { JsonSchema } from "./unknown-settings";

/**
 * The font stacks a theme may choose: each family the platform serves itself (app/fonts.css, with its metric-matched
 * fallback face so nothing shifts while it loads), and the phone's own faces. A family not served would fall back
 * unseen, so the console offers only these; a stack a site's file sets otherwise stays until it is changed.
 */
export const THEME_FONT_STACKS: readonly { label: string; stack: string }[] = [
  { label: "Archivo", stack: "'Archivo Variable', 'Archivo Variable Fallback', Arial, Helvetica, sans-serif" },
  { label: "Inter", stack: "'Inter Variable', 'Inter Variable Fallback', 'Helvetica Neue', Arial, sans-serif" },
  { label: "Nunito", stack: "'Nunito Variable', 'Nunito Variable Fallback', Verdana, Geneva, sans-serif" },
  { label: "Oswald (narrow, for headings)", stack: "'Oswald Variable', 'Oswald Variable Fallback', 'Arial Narrow', Arial, sans-serif" },
  {
    label: "Playfair Display (serif, for headings)",
    stack: "'Playfair Display Variable', 'Playfair Display Variable Fallback', Georgia, 'Times New Roman', serif",
  },
  { label: "The device's own sans-serif", stack: "system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif" },
  { label: "The device's own serif", stack: "Georgia, 'Times New Roman', serif" },
];

const COLOURS = ["primary", "onPrimary", "accent", "onAccent", "background", "surface", "text", "muted"] as const;
const colourField = (name: string) => `theme.colours.${name}`;
const FONT_FIELDS = ["theme.fonts.heading", "theme.fonts.body"];

/**
 * The theme's form: the theme's settings from the schema, like every other section. The theme page lays it out with
 * colour pickers, font choices and a live preview; the logo image is picked from the site's library (`withLogoChoices`).
 */
export function themeSettingsGroup(schema: JsonSchema): SettingsGroup {
  const group = settingsGroupOf(schema, "theme", "Theme");
  return {
    ...group,
    description: "The site's colours, fonts, logo and layouts. Every text colour is checked against the colour it is drawn on.",
  };
}

/** The address a logo image from the library is drawn from (the header draws it small; 480 is the nearest width /img serves). */
export const logoImageUrl = (src: string) => `/img/${src}?w=480`;

/**
 * The theme's form with the logo image as a choice of the site's library images (an upload, never a typed address),
 * plus the logo the site has now, whatever it is, so a save that leaves it alone keeps it.
 */
export function withLogoChoices(
  group: SettingsGroup,
  images: readonly { src: string; label: string }[],
  current: string | null,
): SettingsGroup {
  const labels: Record<string, string> = Object.fromEntries(images.map((i) => [logoImageUrl(i.src), i.label]));
  if (current && !(current in labels)) labels[current] = `${current} (the logo now)`;
  const logo = (field: SettingField): SettingField => ({
    ...field,
    kind: "select",
    label: "Logo image",
    options: Object.keys(labels),
    optionLabels: labels,
    noneLabel: "No image: the logo's words",
  });
  return {
    ...group,
    fieldsets: group.fieldsets.map((set) => ({ ...set, fields: set.fields.map((f) => (f.name === "theme.logo.url" ? logo(f) : f)) })),
  };
}

/**
 * What the schema cannot say about a theme: each pair of text and ground colours below WCAG AA (told on the colour the
 * person changed, so the error sits where they can fix it), and a font the platform does not serve.
 */
export function themeProblems(values: ReadonlyMap<string, unknown>, opened: unknown): FieldProblem[] {
  const colours = Object.fromEntries(COLOURS.map((c) => [c, values.get(colourField(c))])) as Partial<ThemeColours>;
  const changed = (c: string) => values.get(colourField(c)) !== valueAt(opened, ["theme", "colours", c]);
  const contrast = checkColourPairs(colours)
    .filter((check) => !check.passes)
    .map((check) => ({
      name: colourField(changed(check.on) && !changed(check.text) ? check.on : check.text),
      message: pairProblem(check),
    }));
  const fonts = FONT_FIELDS.filter((name) => {
    const stack = values.get(name);
    return stack !== valueAt(opened, name.split(".")) && !THEME_FONT_STACKS.some((f) => f.stack === stack);
  }).map((name) => ({ name, message: "Choose one of the fonts the platform serves." }));
  return [...contrast, ...fonts];
}
