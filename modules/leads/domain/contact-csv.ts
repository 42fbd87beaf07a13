import { parse } from 'csv-parse/sync';
import { CsvError } from 'csv-parse';
import { ValidationError } from '../../shared/kernel/errors.ts';

/** The delimiters a file may use; the one found most often in the header line (outside quotes) wins. */
export const DELIMITERS = [',', ';', '\t', '|'] as const;

const BOM = '\uFEFF';

/**
 * The file's text: UTF-8, its byte-order mark dropped, line breaks made LF (also inside quoted cells), so
 * that a line's number is its count of breaks and byte offsets into it stay valid for later chunks.
 */
export function csvText(data: Buffer): string {
  const text = new TextDecoder('utf-8', { fatal: false }).decode(data);
  return (text.startsWith(BOM) ? text.slice(1) : text).replace(/\r\n?/g, '\n');
}

/** The delimiter of the header line: the most frequent of `DELIMITERS` outside quoted parts (a comma when none). */
export function sniffDelimiter(text: string): string {
  const counts = new Map<string, number>(DELIMITERS.map((delimiter) => [delimiter, 0]));
  let quoted = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted && counts.has(char)) counts.set(char, counts.get(char)! + 1);
  }
  let best = ',';
  for (const [delimiter, count] of counts) if (count > counts.get(best)!) best = delimiter;
  return best;
}

/** Where the next row starts: its byte offset in the (UTF-8) text and its line number. */
export interface CsvCursor {
  byte: number;
  line: number;
}

export interface CsvRow {
  /** the row's first line in the file, the header being line 1 */
  line: number;
  cells: string[];
}

export interface CsvRecords {
  delimiter: string;
  header: string[];
  /** records after the header, blank ones included (what a run counts its progress in) */
  records: number;
  rows: CsvRow[];
  /** where the first row starts */
  body: CsvCursor;
}

const UNREADABLE = 'The file could not be read as CSV';

type Parsed = Array<{ record: string[]; info: { lines: number; bytes: number } }>;

function parseRecords(data: Buffer, delimiter: string, to?: number): Parsed {
  try {
    return parse(data, { delimiter, relax_column_count: true, skip_empty_lines: true, info: true, to }) as unknown as Parsed;
  } catch (error) {
    if (error instanceof CsvError) {
      const message = `${UNREADABLE}: ${error.message}`;
      throw new ValidationError(message, [{ path: ['file'], message }]);
    }
    throw error;
  }
}

/** Rows with their lines in the file (`firstLine`: the line the parsed text starts on), blank ones left out. */
function rowsOf(parsed: Parsed, firstLine: number): CsvRow[] {
  return (
    parsed
      // `lines` counts to where the record ends; a quoted cell may span lines
      .map(({ record, info }) => ({
        line: firstLine + info.lines - 1 - record.reduce((breaks, cell) => breaks + (cell.match(/\n/g)?.length ?? 0), 0),
        cells: record,
      }))
      .filter(({ cells }) => cells.some((cell) => cell.trim() !== ''))
  );
}

/** Reads a whole CSV file (text from `csvText`): quoted fields, any of `DELIMITERS`; empty lines skipped. */
export function readCsv(text: string): CsvRecords {
  const delimiter = sniffDelimiter(text);
  const [first, ...rest] = parseRecords(Buffer.from(text), delimiter);
  const header = (first?.record ?? []).map((cell) => cell.trim());
  if (!first || header.every((cell) => cell === '')) {
    const message = 'The file is empty: its first line should name the columns';
    throw new ValidationError(message, [{ path: ['file'], message }]);
  }
  return {
    delimiter,
    header,
    records: rest.length,
    rows: rowsOf(rest, 1),
    body: { byte: first.info.bytes, line: first.info.lines + 1 },
  };
}

/**
 * Reads at most `count` records from `at` on, for one chunk of a background run: the text before is not
 * parsed again. Answers the rows (blank ones left out), how many records were read, and where the next begin.
 */
export function readCsvRows(
  text: string,
  delimiter: string,
  at: CsvCursor,
  count: number,
): { rows: CsvRow[]; records: number; next: CsvCursor } {
  const parsed = parseRecords(Buffer.from(text).subarray(at.byte), delimiter, count);
  const last = parsed.at(-1);
  return {
    rows: rowsOf(parsed, at.line),
    records: parsed.length,
    next: last ? { byte: at.byte + last.info.bytes, line: at.line + last.info.lines } : at,
  };
}
