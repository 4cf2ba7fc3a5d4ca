import type { FeedMode } from "./parse-feed";

export type FeedQuery = { mode: FeedMode | null; confirm: boolean; dryRun: boolean };

const FLAGS = { confirm: "confirm", dryRun: "dryRun" } as const;
const KNOWN = new Set(["mode", ...Object.values(FLAGS)]);

/**
 * The query of POST /api/stock/feed: `mode=full|partial`, `confirm=1`, `dryRun=1`, each at most
 * once. Anything else is refused (400) rather than ignored: a misspelt or bracketed key
 * (`mode[]=partial`) that fell back to the defaults would run a full feed that sells the stock the
 * sender meant to keep (security review d9f523c, finding 6), and `confirm` must never be implied.
 */
export function parseFeedQuery(params: URLSearchParams): { ok: true; query: FeedQuery } | { ok: false; error: string } {
  const seen = new Set<string>();
  for (const key of params.keys()) {
    if (!KNOWN.has(key)) return { ok: false, error: `Unknown query parameter ${JSON.stringify(key)}: use mode, confirm or dryRun.` };
    if (seen.has(key)) return { ok: false, error: `${key} may be given once.` };
    seen.add(key);
  }
  const mode = params.get("mode");
  if (mode !== null && mode !== "full" && mode !== "partial") return { ok: false, error: 'mode must be "full" or "partial".' };
  for (const key of Object.values(FLAGS)) {
    const value = params.get(key);
    if (value !== null && value !== "1") return { ok: false, error: `${key} must be 1 when given.` };
  }
  return { ok: true, query: { mode, confirm: params.get("confirm") === "1", dryRun: params.get("dryRun") === "1" } };
}
