/** Issue 18: a page's hydration data may be at most this share of its HTML. */
export const HYDRATION_DATA_BUDGET = 0.3;

/**
 * How much of a page's HTML is React Router's hydration data: the inline scripts that carry its
 * context and the streamed loader data (`window.__reactRouterContext`), in characters.
 */
export function hydrationData(html: string): { html: number; data: number; share: number } {
  let data = 0;
  for (const match of html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)) {
    const body = match[1] ?? "";
    if (body.includes("__reactRouterContext")) data += match[0].length;
  }
  return { html: html.length, data, share: html.length ? data / html.length : 0 };
}
