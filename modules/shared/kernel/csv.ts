import { stringify } from 'csv-stringify/sync';

export type CsvCell = string | number | null | undefined;

/** Text a spreadsheet would run as a formula: it is exported with a leading `'` so it stays text. */
const FORMULA_START = /^[=+\-@\t\r]/;

const neutralised = (cell: CsvCell): CsvCell => (typeof cell === 'string' && FORMULA_START.test(cell) ? `'${cell}` : cell);

/** A CSV file (RFC 4180, CRLF) of a header row and rows, safe to open in a spreadsheet. */
export function toCsv(header: readonly string[], rows: ReadonlyArray<readonly CsvCell[]>): string {
  return stringify([header, ...rows.map((row) => row.map(neutralised))], { record_delimiter: 'windows' });
}
