import { normalizeText } from "./text";

/** URL slugs keep Australian shoppers' words readable: 'Škoda Kodiaq RS' -> 'skoda-kodiaq-rs'. */
export function slugify(text: string): string {
  return normalizeText(text)
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}
