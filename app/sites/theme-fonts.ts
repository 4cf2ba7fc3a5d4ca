/**
 * The families a theme's first view draws in: the first of its heading stack and of its body stack (the brand
 * fonts; what follows them is for while they load), once each. The root preloads these (app/font-files.ts).
 */
export function themeFontFamilies(fonts: { heading: string; body: string }): string[] {
  const first = (stack: string) => (stack.split(",")[0] ?? "").trim().replace(/^(['"])(.*)\1$/, "$2");
  return [...new Set([first(fonts.heading), first(fonts.body)])].filter(Boolean);
}
