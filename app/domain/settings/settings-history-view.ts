import type { ConfigChange } from "./config-changes";

export type ConfigSourceName = "file" | "import" | "console" | "restore";

/** Where a version came from, as the history says it. */
export const SOURCE_LABELS: Record<ConfigSourceName, string> = {
  file: "Read in from the site's file",
  import: "Imported from a file",
  console: "Saved in the console",
  restore: "Restored",
};

const LONGEST = 240;

/** A setting's value as the history shows it: text as written, anything else as JSON, long values cut. */
export function settingText(value: unknown): string {
  if (value === undefined) return "(not set)";
  const text = typeof value === "string" ? value : JSON.stringify(value);
  return text.length > LONGEST ? `${text.slice(0, LONGEST - 1)}…` : text;
}

export type ChangeRow = { path: string; before: string; after: string };

export const changeRows = (changes: readonly ConfigChange[]): ChangeRow[] =>
  changes.map((c) => ({ path: c.path, before: settingText(c.before), after: settingText(c.after) }));
