import { describe, expect, it } from "vitest";
import { ThemeSchema } from "./site-config";
import { themeCss } from "./theme-css";

const theme = ThemeSchema.parse({
  colours: {
    primary: "#0b3d91",
    onPrimary: "#ffffff",
    accent: "#f2b705",
    onAccent: "#111111",
    background: "#f7f7f7",
    surface: "#ffffff",
    text: "#1a1a1a",
    muted: "#555555",
  },
  fonts: { heading: "'Montserrat', Arial, sans-serif", body: "Inter, system-ui, sans-serif" },
  logo: { text: "Coastal Toyota" },
});

describe("theme CSS (the only way config reaches a <style> tag)", () => {
  it("writes the colours, font stacks and radius as custom properties", () => {
    const css = themeCss(theme);
    expect(css).toContain("--site-primary:#0b3d91;");
    expect(css).toContain("--site-font-heading:'Montserrat', Arial, sans-serif;");
    expect(css).toContain("--site-radius:0.375rem;");
  });

  it("gives each card style its own shadow and outline", () => {
    const looks = (["elevated", "outlined", "flat"] as const).map(
      (card) => themeCss({ ...theme, layout: { ...theme.layout, card } }).match(/--site-card-shadow:[^;]+;--site-card-ring:[^;}]+/)?.[0],
    );
    expect(new Set(looks).size).toBe(3);
    // "none" cannot be one of two comma-separated shadows (the utility adds the outline as the second).
    expect(looks[1]).toContain("--site-card-shadow:0 0 #0000");
  });

  it("strips from a font stack anything that could end the rule, the style element or start a URL", () => {
    const hostile = {
      ...theme,
      fonts: { heading: "Arial;}</style><script>alert(1)</script>", body: "x}body{background:url(//evil.example/x)" },
    };
    const css = themeCss(hostile);
    for (const forbidden of ["</style>", "<script>", ";}", "//", ":url"]) expect(css).not.toContain(forbidden);
    // Only the rule's own braces remain: one opening, one closing.
    expect(css.match(/[{}]/g)).toEqual(["{", "}"]);
  });

  it("refuses a colour that is not a hex colour before it gets that far", () => {
    const bad = { ...theme, colours: { ...theme.colours, primary: "red;}body{display:none" } };
    expect(ThemeSchema.safeParse(bad).success).toBe(false);
  });
});
