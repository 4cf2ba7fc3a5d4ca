/** The least a site's config file may say (tests only): everything else takes the spec's defaults. */
export const MINIMAL_SITE_CONFIG = {
  slug: "demo-motors",
  name: "Demo Motors",
  theme: {
    colours: {
      primary: "#000000",
      onPrimary: "#ffffff",
      accent: "#111111",
      onAccent: "#ffffff",
      background: "#ffffff",
      surface: "#ffffff",
      text: "#000000",
      muted: "#333333",
    },
    fonts: { heading: "Arial", body: "Arial" },
    logo: { text: "DEMO" },
  },
};
