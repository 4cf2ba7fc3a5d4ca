import { readFileSync } from "node:fs";
import { join } from "node:path";

const read = new Map<string, string>();

/** A built stylesheet's text by its URL (`/assets/app-….css`), read once from the client build. */
export function stylesheetText(href: string, clientDir = "build/client"): string {
  let text = read.get(href);
  if (text === undefined) {
    text = readFileSync(join(clientDir, href), "utf8");
    read.set(href, text);
  }
  return text;
}
