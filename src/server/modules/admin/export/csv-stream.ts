/**
 * A CSV download streamed as it is read (docs/decisions/101-dashboard-and-exports.md): rows come from an async
 * source that reads the database in keyset batches, go through csv-stringify and out to the client, so an export
 * of any size holds one batch in memory. Same dialect as the bulk template (bulk/csv-write.ts): UTF-8 with a byte
 * order mark (spreadsheets then read ₹ and accents), CRLF, quotes only where needed — and cells with leading or
 * trailing spaces quoted, as the template writes them.
 */
import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import type { FastifyReply } from 'fastify';

export type CsvCell = string | number | boolean | null | undefined;

/** Cells as text: null and undefined blank, booleans true/false, numbers as JavaScript writes them (45999.5). */
export function cellText(value: CsvCell): string {
  return value === null || value === undefined ? '' : String(value);
}

/**
 * A cell a spreadsheet could run as a formula (=, +, -, @, and tab or carriage return before them) gets a leading
 * apostrophe, as OWASP's CSV-injection advice says. Used on every text cell of the orders export, whose names and
 * addresses shoppers type.
 */
export function formulaSafe(value: CsvCell): string {
  const text = cellText(value);
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

export function sendCsv(
  reply: FastifyReply,
  filename: string,
  header: readonly string[],
  rows: AsyncIterable<readonly CsvCell[]>,
): FastifyReply {
  const source = Readable.from(
    (async function* () {
      yield [...header];
      for await (const row of rows) yield row.map(cellText);
    })(),
  );
  const csv = stringify({ bom: true, record_delimiter: 'windows', quoted_match: /^\s|\s$/ });
  // A failure half-way (the database went away) ends the download early; the log says why.
  source.on('error', (err) => {
    reply.log.error({ err }, 'CSV export failed while streaming');
    csv.destroy(err);
  });
  reply.type('text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${filename}"`);
  return reply.send(source.pipe(csv));
}
