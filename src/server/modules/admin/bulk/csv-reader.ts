/**
 * Reads an uploaded CSV with csv-parse (RFC 4180: quoted commas, doubled quotes, line breaks inside quotes, an
 * optional UTF-8 byte order mark, CRLF or LF) into rows keyed by the template's column names, each with the
 * file line where it starts and its spreadsheet row number.
 */
import { parse } from 'csv-parse/sync';
import {
  CSV_IGNORED_NAME_MAX,
  CSV_IGNORED_SHOWN,
  CSV_MAX_ROWS,
  CSV_REQUIRED_COLUMNS,
  canonicalColumn,
} from '#domain/schemas/admin-csv';
import { badRequest, payloadTooLarge } from '#server/errors';

export interface CsvRow {
  /** File line where the row starts (the header is line 1). */
  line: number;
  /** Row as a spreadsheet numbers it (the header is row 1; blank rows count). */
  row: number;
  cells: Record<string, string>;
}

export interface CsvContent {
  rows: CsvRow[];
  /** The first CSV_IGNORED_SHOWN unknown headers, each cut to CSV_IGNORED_NAME_MAX characters. */
  ignoredColumns: string[];
  /** Unknown headers beyond those. */
  moreIgnoredColumns: number;
}

/** A header as the reply names it: at most CSV_IGNORED_NAME_MAX characters (whole code points), '…' if cut. */
function shownName(name: string): string {
  const chars = [...name];
  return chars.length > CSV_IGNORED_NAME_MAX ? `${chars.slice(0, CSV_IGNORED_NAME_MAX - 1).join('')}…` : name;
}

type Record_ = { record: string[]; info: { lines: number; records: number; empty_lines: number } };

const PARSE_PROBLEMS: Record<string, string> = {
  CSV_QUOTE_NOT_CLOSED: 'a quoted cell is never closed',
  CSV_INVALID_CLOSING_QUOTE: 'a quote inside a quoted cell must be doubled ("")',
  CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE: 'text follows a closing quote',
  CSV_MAX_RECORD_SIZE: 'a row is too long',
};

export function readCsv(data: Buffer): CsvContent {
  if (data.includes(0))
    throw badRequest('This file is not a CSV text file. Please save the sheet as CSV (UTF-8).');
  let records: Record_[];
  try {
    records = parse(data, {
      bom: true,
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
      max_record_size: 1024 * 1024,
      to: CSV_MAX_ROWS + 2,
    }) as unknown as Record_[];
  } catch (err) {
    const e = err as { code?: string; lines?: number; message?: string };
    const reason = (e.code && PARSE_PROBLEMS[e.code]) ?? 'the file is not valid CSV';
    throw badRequest(`The CSV could not be read${e.lines ? ` at line ${e.lines}` : ''}: ${reason}.`);
  }
  if (records.length > CSV_MAX_ROWS + 1)
    throw payloadTooLarge(
      `A file can hold at most ${CSV_MAX_ROWS.toLocaleString('en-IN')} rows; please split it.`,
    );
  const [header, ...body] = records;
  if (!header) throw badRequest('The CSV file is empty. Please use the template.');

  const columns: Array<string | undefined> = [];
  const seen = new Set<string>();
  const ignoredColumns: string[] = [];
  let moreIgnoredColumns = 0;
  for (const raw of header.record) {
    const name = canonicalColumn(raw);
    if (name && seen.has(name)) throw badRequest(`The column "${name}" appears twice in the header.`);
    if (name) seen.add(name);
    else if (raw.trim()) {
      if (ignoredColumns.length < CSV_IGNORED_SHOWN) ignoredColumns.push(shownName(raw.trim()));
      else moreIgnoredColumns++;
    }
    columns.push(name);
  }
  const missing = CSV_REQUIRED_COLUMNS.filter((c) => !seen.has(c));
  if (missing.length)
    throw badRequest(
      `The CSV is missing the column${missing.length > 1 ? 's' : ''} ${missing.join(', ')}. Please start from the template.`,
    );

  const rows: CsvRow[] = [];
  let previousEnd = header.info.lines;
  let previousEmpty = header.info.empty_lines;
  for (const { record, info } of body) {
    const line = previousEnd + 1 + (info.empty_lines - previousEmpty);
    previousEnd = info.lines;
    previousEmpty = info.empty_lines;
    // A spreadsheet's blank row (",,,,") is no product row.
    if (record.every((cell) => cell.trim() === '')) continue;
    const cells: Record<string, string> = {};
    record.forEach((value, i) => {
      const name = columns[i];
      if (name) cells[name] = value;
    });
    rows.push({ line, row: info.records + info.empty_lines, cells });
  }
  if (!rows.length) throw badRequest('The CSV file has no product rows.');
  return { rows, ignoredColumns, moreIgnoredColumns };
}
