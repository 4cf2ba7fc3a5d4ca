import { Readable } from "node:stream";
import { formatNumber } from "~/domain/format";
import { parse as parseCsvStream } from "csv-parse";
import { parse } from "csv-parse/sync";
import type { RawFeedRow } from "./feed-row";

export type FeedFormat = "csv" | "json";
export type FeedMode = "full" | "partial";
export type ParsedFeed = { ok: true; rows: RawFeedRow[]; mode: FeedMode | null } | { ok: false; error: string };

/** CSV cells that hold lists (`a|b|c`), and the prefixes of the columns of nested fields (`spec.Engine`, `spin.exterior`, `lender.youx.interest_rate`). */
const LIST_COLUMNS = new Set(["photos", "videos", "features"]);
const SPEC_PREFIX = "spec.";
const SPIN_PREFIX = "spin.";
const LENDER_PREFIX = "lender.";
export const MAX_FEED_ROWS = 100_000;

/** A whole feed file in either format, as raw rows with their line numbers; only a file that cannot be read at all fails. */
export function parseFeed(text: string, format: FeedFormat): ParsedFeed {
  return format === "csv" ? parseCsvFeed(text) : parseJsonFeed(text);
}

export function formatOfFileName(name: string): FeedFormat | null {
  if (/\.csv$/i.test(name)) return "csv";
  if (/\.json$/i.test(name)) return "json";
  return null;
}

type CsvRecord = { record: Record<string, string>; info: { lines: number; invalid_field_length: number } };
const CSV_OPTIONS = { columns: true, bom: true, skip_empty_lines: true, relax_column_count: true, info: true, trim: true } as const;
const TOO_MANY_ROWS = `A feed may hold at most ${formatNumber(MAX_FEED_ROWS)} rows.`;
const unreadableCsv = (error: unknown) => `The CSV cannot be read: ${(error as Error).message}`;

function parseCsvFeed(text: string): ParsedFeed {
  let records: CsvRecord[];
  try {
    records = parse(text, CSV_OPTIONS) as unknown as CsvRecord[];
  } catch (error) {
    return { ok: false, error: unreadableCsv(error) };
  }
  if (records.length > MAX_FEED_ROWS) return { ok: false, error: TOO_MANY_ROWS };
  const toRow = csvRowReader();
  return { ok: true, rows: records.map(toRow), mode: null };
}

/**
 * A feed read as it arrives (an HTTP body, a file), so the server never holds the whole text, only
 * the rows: CSV is parsed record by record, and a feed past MAX_FEED_ROWS stops being read there.
 * JSON cannot be parsed in parts, so it is gathered first. The caller decides what an error of
 * `chunks` itself means; here it reads as a feed that cannot be read.
 */
export async function readFeed(chunks: AsyncIterable<Uint8Array>, format: FeedFormat): Promise<ParsedFeed> {
  if (format === "json") {
    const decoder = new TextDecoder();
    let text = "";
    for await (const chunk of chunks) text += decoder.decode(chunk, { stream: true });
    return parseJsonFeed(text + decoder.decode());
  }
  const source = Readable.from(chunks, { objectMode: false });
  const parser = parseCsvStream(CSV_OPTIONS);
  source.once("error", (error) => parser.destroy(error));
  source.pipe(parser);
  const toRow = csvRowReader();
  const rows: RawFeedRow[] = [];
  try {
    for await (const record of parser as AsyncIterable<CsvRecord>) {
      if (rows.length === MAX_FEED_ROWS) return { ok: false, error: TOO_MANY_ROWS };
      rows.push(toRow(record));
    }
  } catch (error) {
    return { ok: false, error: unreadableCsv(error) };
  } finally {
    source.unpipe(parser);
    source.destroy();
    parser.destroy();
  }
  return { ok: true, rows, mode: null };
}

/**
 * Turns csv-parse's records into raw rows, one after another. A row with more or fewer cells than
 * the header cannot be trusted field by field: it is rejected whole. (csv-parse counts such rows so
 * far in invalid_field_length, so the reader remembers the count it last saw.)
 */
function csvRowReader(): (record: CsvRecord) => RawFeedRow {
  let uneven = 0;
  return ({ record, info }) => {
    const thisUneven = info.invalid_field_length > uneven;
    uneven = info.invalid_field_length;
    return thisUneven
      ? { line: info.lines, values: { stock_number: record.stock_number }, problem: "has a different number of cells from the header" }
      : { line: info.lines, values: csvRecordToRow(record) };
  };
}

const splitList = (cell: string) =>
  cell
    .split("|")
    .map((v) => v.trim())
    .filter(Boolean);

/**
 * Empty cells are absent fields; list columns split on `|`; `spec.{name}` columns gather into
 * specifications, `spin.{view}` ones (lists) into spin, and `lender.{provider}.{field}` ones into one
 * lender entry per provider (split at the last dot, so a provider's name may hold dots).
 */
export function csvRecordToRow(record: Record<string, string>): Record<string, unknown> {
  const row: Record<string, unknown> = {};
  const specifications: Record<string, string> = {};
  const spin: Record<string, string[]> = {};
  const lenders = new Map<string, Record<string, string>>();
  for (const [column, cell] of Object.entries(record)) {
    const value = cell.trim();
    if (value === "") continue;
    if (column.startsWith(SPEC_PREFIX)) specifications[column.slice(SPEC_PREFIX.length)] = value;
    else if (column.startsWith(SPIN_PREFIX)) spin[column.slice(SPIN_PREFIX.length)] = splitList(value);
    else if (column.startsWith(LENDER_PREFIX)) {
      const rest = column.slice(LENDER_PREFIX.length);
      const dot = rest.lastIndexOf(".");
      const provider = dot > 0 ? rest.slice(0, dot) : rest;
      const entry = lenders.get(provider) ?? { provider };
      entry[dot > 0 ? rest.slice(dot + 1) : "(no field named)"] = value;
      lenders.set(provider, entry);
    } else if (LIST_COLUMNS.has(column)) row[column] = splitList(value);
    else row[column] = value;
  }
  if (Object.keys(specifications).length) row.specifications = specifications;
  if (Object.keys(spin).length) row.spin = spin;
  if (lenders.size) row.lenders = [...lenders.values()];
  return row;
}

/** `{ "mode"?: "full" | "partial", "cars": [...] }`; each car's line is where its object starts in the text. */
function parseJsonFeed(text: string): ParsedFeed {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return { ok: false, error: `The JSON cannot be read: ${(error as Error).message}` };
  }
  if (typeof value !== "object" || value === null || Array.isArray(value) || !Array.isArray((value as { cars?: unknown }).cars))
    return { ok: false, error: 'A JSON feed is an object with a "cars" list.' };
  const { cars, mode } = value as { cars: unknown[]; mode?: unknown };
  if (mode !== undefined && mode !== "full" && mode !== "partial") return { ok: false, error: '"mode" must be "full" or "partial".' };
  if (cars.length > MAX_FEED_ROWS) return { ok: false, error: TOO_MANY_ROWS };
  const lines = carStartLines(text);
  return { ok: true, rows: cars.map((values, i) => ({ line: lines[i] ?? i + 1, values })), mode: mode ?? null };
}

/**
 * The line on which each element of the top-level "cars" array starts. JSON.parse keeps no
 * positions, and a dealer fixing a rejected row needs the line, so this walks the (already valid)
 * text once, tracking strings and nesting.
 */
export function carStartLines(text: string): number[] {
  const starts: number[] = [];
  let line = 1;
  let depth = 0;
  let inString = false;
  let lastKey = "";
  let stringStart = 0;
  let carsDepth = -1;
  let expectValue = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch === "\n") line++;
    if (inString) {
      if (ch === "\\") i++;
      else if (ch === '"') {
        inString = false;
        if (depth === 1) lastKey = text.slice(stringStart + 1, i);
      }
      continue;
    }
    if (ch === " " || ch === "\t" || ch === "\r" || ch === "\n" || ch === ":") continue;
    if (depth === carsDepth && expectValue && ch !== "]") {
      starts.push(line);
      expectValue = false;
    }
    if (ch === '"') {
      inString = true;
      stringStart = i;
    } else if (ch === "{" || ch === "[") {
      depth++;
      if (ch === "[" && depth === 2 && lastKey === "cars" && carsDepth === -1) {
        carsDepth = depth;
        expectValue = true;
      }
    } else if (ch === "}" || ch === "]") {
      depth--;
    } else if (ch === "," && depth === carsDepth) expectValue = true;
  }
  return starts;
}
