import type { FeedMode } from "./parse-feed";

/**
 * Why a full feed is held instead of applied (security review d9f523c, finding 6). A full feed
 * sells every car of the dealership it does not list, so a feed that lost its rows on the way (an
 * empty body, a header only, a misspelt `stock_number` column) or most of them (a truncated export)
 * would sell the dealership's whole stock. Such a feed is reported, not applied, until a person
 * confirms it.
 */
export type FeedHold = {
  reason: "no_valid_rows" | "sells_too_many";
  /** Cars the feed would mark sold: the dealership's cars not sold yet that it does not list. */
  wouldSell: number;
  /** The dealership's cars not sold yet, before the feed. */
  inStock: number;
  /** wouldSell / inStock (0 when there is no stock). */
  share: number;
  /** The site's `stockFeeds.maxSoldShare`. */
  maxShare: number;
  message: string;
};

export type HoldInput = {
  mode: FeedMode;
  /** Rows the import would apply (created, updated or unchanged): valid, and not refused by the plan. */
  appliedRows: number;
  wouldSell: number;
  inStock: number;
  maxSoldShare: number;
  confirmed: boolean;
};

/** Held or not, from plain numbers: a partial feed sells nothing it does not list, so only a full one is ever held. */
export function decideFeedHold(input: HoldInput): FeedHold | null {
  if (input.mode !== "full" || input.confirmed) return null;
  const share = input.inStock > 0 ? input.wouldSell / input.inStock : 0;
  const base = { wouldSell: input.wouldSell, inStock: input.inStock, share, maxShare: input.maxSoldShare };
  if (input.appliedRows === 0) return { reason: "no_valid_rows", ...base, message: holdMessage("no_valid_rows", base) };
  if (share > input.maxSoldShare) return { reason: "sells_too_many", ...base, message: holdMessage("sells_too_many", base) };
  return null;
}

const percent = (share: number) => `${Math.round(share * 1000) / 10}%`;
const CONFIRM = "If that is right, send it again confirmed: --confirm on the command line, ?confirm=1 over HTTP.";

function holdMessage(reason: FeedHold["reason"], n: Omit<FeedHold, "reason" | "message">): string {
  const sells = `it would mark ${n.wouldSell} of the dealership's ${n.inStock} cars sold (${percent(n.share)})`;
  const why =
    reason === "no_valid_rows"
      ? `The full feed was held, not applied: it has no row that can be imported, and ${sells}.`
      : `The full feed was held, not applied: ${sells}, more than the site's limit of ${percent(n.maxShare)} (stockFeeds.maxSoldShare).`;
  return `${why} ${CONFIRM}`;
}
