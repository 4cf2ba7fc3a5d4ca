/**
 * The self-hosted faces' addresses: the files app/fonts.css declares (generated/fonts/, by scripts/subset-fonts.ts),
 * to which Vite gives the same hashed address here as there, so a preload is the very request the stylesheet's face
 * then uses. Found by a glob: the files are made by the build, outside app/.
 */
const FILES = import.meta.glob<string>("../generated/fonts/*.woff2", { query: "?url", import: "default", eager: true });

/** The families the sites' stacks name (scripts/subset-fonts.ts's FONT_SUBSETS), by their file. */
const FAMILY_FILES: Readonly<Record<string, string>> = {
  "Archivo Variable": "archivo-latin.woff2",
  "Inter Variable": "inter-latin.woff2",
  "Nunito Variable": "nunito-latin.woff2",
  "Oswald Variable": "oswald-latin.woff2",
  "Playfair Display Variable": "playfair-display-latin.woff2",
};

/** The files to preload for a theme's families (app/sites/theme-fonts.ts); a local family has none. */
export function fontFiles(families: readonly string[]): string[] {
  return families.flatMap((family) => {
    const file = FAMILY_FILES[family];
    return (file && FILES[`../generated/fonts/${file}`]) || [];
  });
}
