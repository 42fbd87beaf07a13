import { parse } from 'csv-parse/sync';
import { CsvError } from 'csv-parse';
import { ValidationError } from '../../shared/kernel/errors.ts';

/** The delimiters a file may use; the one found most often in the header line (outside quotes) wins. */
export const DELIMITERS = [',', ';', '\t', '|'] as const;

const BOM = '\uFEFF';

/** The file's text: UTF-8, its byte-order mark dropped. */
export function csvText(data: Buffer): string {
  const text = new TextDecoder('utf-8', { fatal: false }).decode(data);
  return text.startsWith(BOM) ? text.slice(1) : text;
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

export interface CsvRecords {
  delimiter: string;
  header: string[];
  /** records after the header, blank ones included (chunks are slices of these) */
  records: number;
  /** the rows after the header, each with its line number in the file (the header is line 1) */
  rows: Array<{ line: number; cells: string[] }>;
}

const UNREADABLE = 'The file could not be read as CSV';

/**
 * Reads a CSV file (quoted fields, CRLF or LF, any of `DELIMITERS`); `from`/`to` (0-based, after the header)
 * keep a slice of the rows, so a background run reads one chunk at a time. Empty lines are skipped.
 */
export function readCsv(text: string, options: { from?: number; to?: number } = {}): CsvRecords {
  const delimiter = sniffDelimiter(text);
  let records: Array<{ record: string[]; info: { lines: number } }>;
  try {
    // one line break, so that a line's number is its count of them (csv-parse counts CR and LF apart inside quotes)
    records = parse(text.replace(/\r\n?/g, '\n'), {
      delimiter,
      relax_column_count: true,
      skip_empty_lines: true,
      info: true,
      // the header is record 1; rows from..to follow it
      to: options.to === undefined ? undefined : options.to + 1,
    }) as unknown as Array<{ record: string[]; info: { lines: number } }>;
  } catch (error) {
    if (error instanceof CsvError) {
      const message = `${UNREADABLE}: ${error.message}`;
      throw new ValidationError(message, [{ path: ['file'], message }]);
    }
    throw error;
  }
  const [first, ...rest] = records;
  const header = (first?.record ?? []).map((cell) => cell.trim());
  if (header.length === 0 || header.every((cell) => cell === '')) {
    const message = 'The file is empty: its first line should name the columns';
    throw new ValidationError(message, [{ path: ['file'], message }]);
  }
  const rows = rest
    .slice(options.from ?? 0)
    // `lines` is where the record ends; a quoted cell may span lines
    .map(({ record, info }) => ({
      line: info.lines - record.reduce((breaks, cell) => breaks + (cell.match(/\n/g)?.length ?? 0), 0),
      cells: record,
    }))
    .filter(({ cells }) => cells.some((cell) => cell.trim() !== ''));
  return { delimiter, header, records: rest.length, rows };
}
