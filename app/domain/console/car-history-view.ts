import { formatAud, formatDateTime } from "~/domain/format";

const STATUS: Record<string, string> = { in_stock: "In stock", coming_soon: "Coming soon", sold: "Sold" };

export type CarHistoryEntry = {
  at: Date;
  priceBefore: number | null;
  priceAfter: number;
  statusBefore: string | null;
  statusAfter: string;
  source: string;
  actor: string | null;
  staffName: string | null;
  feedRunId: string | null;
};

export type CarHistoryLine = { when: string; what: string[]; who: string };

const price = (n: number) => (n > 0 ? formatAud(n) : "no price");

/** Who made a change, in words: the person, the feed run, the command, or the database itself. */
export function historyWho(e: Pick<CarHistoryEntry, "source" | "actor" | "staffName" | "feedRunId">): string {
  switch (e.source) {
    case "console":
      return e.staffName ? `${e.staffName} (${e.actor ?? "console"})` : (e.actor ?? "Someone in the console");
    case "feed":
      return `Stock feed${e.actor ? `: ${e.actor}` : ""}${e.feedRunId ? `, run ${e.feedRunId}` : ""}`;
    case "cli":
      return e.actor ?? "A command";
    case "reservation":
      return e.actor ? `Reservation: ${e.actor}` : "A reservation";
    case "demo":
      return "The demo data";
    default:
      return "Changed in the database directly (no person or feed named)";
  }
}

/** One row of a car's history as the console shows it: dd/mm/yyyy and the time, what changed, who changed it. */
export function historyLine(e: CarHistoryEntry, timeZone: string): CarHistoryLine {
  const what: string[] = [];
  if (e.priceBefore === null && e.statusBefore === null)
    what.push(`Added: ${STATUS[e.statusAfter] ?? e.statusAfter}, ${price(e.priceAfter)}`);
  else {
    if (e.priceBefore !== e.priceAfter) what.push(`Price ${price(e.priceBefore ?? 0)} to ${price(e.priceAfter)}`);
    if (e.statusBefore !== e.statusAfter)
      what.push(`Status ${STATUS[e.statusBefore ?? ""] ?? e.statusBefore} to ${STATUS[e.statusAfter] ?? e.statusAfter}`);
  }
  return { when: formatDateTime(new Date(e.at), timeZone), what, who: historyWho(e) };
}
