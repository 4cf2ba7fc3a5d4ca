import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { SiteConfigSchema } from "./site-config";
import { inputJsonSchema } from "./site-config-problems";
import { fieldValues, readSettingsForm } from "./settings-form-values";
import { THEME_FONT_STACKS, themeProblems, themeSettingsGroup, withLogoChoices } from "./theme-form";

const group = themeSettingsGroup(inputJsonSchema());
const opened = SiteConfigSchema.parse(JSON.parse(readFileSync("config/sites/coastal-toyota.json", "utf8")));

function values(changes: Record<string, string>) {
  const form = new FormData();
  for (const [name, value] of Object.entries({ ...fieldValues(group, opened), ...changes })) form.set(name, String(value));
  return readSettingsForm(group, form).values;
}

describe("the theme's form", () => {
  it("is the theme's settings from the schema, the logo image a choice of the site's library images and its logo now", () => {
    const names = group.fieldsets.flatMap((s) => s.fields.map((f) => f.name));
    expect(names).toContain("theme.colours.onPrimary");
    expect(names).toContain("theme.layout.header");
    expect(group.fieldsets.map((s) => s.legend)).toEqual([null, "Colours", "Fonts", "Logo", "Layout"]);
    const picked = withLogoChoices(group, [{ src: "feed/abc", label: "logo.png (uploaded)" }], "/brand/old-logo.svg");
    const logo = picked.fieldsets.flatMap((s) => s.fields).find((f) => f.name === "theme.logo.url");
    expect(logo).toMatchObject({
      kind: "select",
      label: "Logo image",
      options: ["/img/feed/abc?w=480", "/brand/old-logo.svg"],
      optionLabels: { "/img/feed/abc?w=480": "logo.png (uploaded)", "/brand/old-logo.svg": "/brand/old-logo.svg (the logo now)" },
      noneLabel: "No image: the logo's words",
    });
  });

  it("passes the site's own theme as it is", () => {
    expect(themeProblems(values({}), opened)).toEqual([]);
  });

  it("refuses a colour that fails contrast on the colour the person changed, with the ratio", () => {
    expect(themeProblems(values({ "theme.colours.primary": "#ff6f61" }), opened)).toEqual([
      {
        name: "theme.colours.primary",
        message: expect.stringMatching(/^Words on the brand colour \(header, buttons\): 2\.\d\d:1, below the 4\.5:1/),
      },
      { name: "theme.colours.primary", message: expect.stringMatching(/^Links on the page: /) },
      { name: "theme.colours.primary", message: expect.stringMatching(/^Links on cards and panels: /) },
    ]);
    // The words' colour changed instead: told there.
    expect(themeProblems(values({ "theme.colours.onPrimary": "#ff9999" }), opened).map((p) => p.name)).toEqual(["theme.colours.onPrimary"]);
  });

  it("offers only fonts the platform serves, and keeps a site's own stack it leaves unchanged", () => {
    expect(themeProblems(values({ "theme.fonts.heading": "Comic Sans MS; } body { display: none" }), opened)).toEqual([
      { name: "theme.fonts.heading", message: "Choose one of the fonts the platform serves." },
    ]);
    expect(themeProblems(values({ "theme.fonts.heading": THEME_FONT_STACKS[0].stack }), opened)).toEqual([]);
    expect(THEME_FONT_STACKS.some((f) => f.stack === opened.theme.fonts.heading)).toBe(true);
  });
});
