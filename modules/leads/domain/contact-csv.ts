import { parse } from 'csv-parse/sync';
import { CsvError } from 'csv-parse';
import { ValidationError } from '../../shared/kernel/errors.ts';

/** The delimiters a file may use; the one found most often in the header line (outside quotes) wins. */
export const DELIMITERS = [',', ';', '\t', '|'] as const;

const BOM = '\uFEFF';

/**
 * The file's text: UTF-8, its byte-order mark dropped, line breaks made LF (also inside quoted cells), so
 * that a line's number is its count of breaks.
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

export interface CsvRow {
  /** the row's first line in the file, the header being line 1 */
  line: number;
  cells: string[];
}

/** A run of the file's records after the header: its text, the line it starts on and how many records come before it. */
export interface CsvPart {
  firstLine: number;
  firstRecord: number;
  text: string;
}

export interface CsvScan {
  delimiter: string;
  header: string[];
  /** records after the header, blank ones included (what a run counts its progress in) */
  records: number;
  /** the first rows (blank ones left out) */
  sample: CsvRow[];
  /** the records cut in runs of `partRecords` (the last may hold fewer), in order; none when the file has no records */
  parts: CsvPart[];
}

const UNREADABLE = 'The file could not be read as CSV';

type Parsed = { record: string[]; info: { lines: number; bytes: number; records: number } };

function parseRecords(data: Buffer, delimiter: string, onRecord: (parsed: Parsed) => void): void {
  try {
    parse(data, {
      delimiter,
      relax_column_count: true,
      skip_empty_lines: true,
      info: true,
      // each record is handed over and dropped: nothing of the file is kept but what the caller keeps
      on_record: (parsed) => {
        onRecord(parsed as unknown as Parsed);
        return null;
      },
    });
  } catch (error) {
    if (error instanceof CsvError) {
      const message = `${UNREADABLE}: ${error.message}`;
      throw new ValidationError(message, [{ path: ['file'], message }]);
    }
    throw error;
  }
}

/** A record as a row with its first line (`firstLine`: the line the parsed text starts on), or null when every cell is blank. */
function rowOf({ record, info }: Parsed, firstLine: number): CsvRow | null {
  if (record.every((cell) => cell.trim() === '')) return null;
  // `lines` counts to where the record ends; a quoted cell may span lines
  const breaks = record.reduce((count, cell) => count + (cell.match(/\n/g)?.length ?? 0), 0);
  return { line: firstLine + info.lines - 1 - breaks, cells: record };
}

/**
 * Reads a whole CSV file (text from `csvText`: quoted fields, any of `DELIMITERS`, empty lines skipped) once,
 * keeping only its header, its first `sampleRows` rows and where each run of `partRecords` records starts, so
 * that memory does not grow with the file's rows; the runs' texts are cut from the file at those places. A file
 * that is empty or no CSV is a 400.
 */
export function scanCsv(text: string, { sampleRows, partRecords }: { sampleRows: number; partRecords: number }): CsvScan {
  const delimiter = sniffDelimiter(text);
  let header: string[] | null = null;
  const sample: CsvRow[] = [];
  // where each run starts: its byte offset in the UTF-8 text, its line, the records before it
  const starts: Array<{ byte: number; line: number; record: number }> = [];
  const data = Buffer.from(text);
  let records = 0;
  parseRecords(data, delimiter, (parsed) => {
    if (header === null) {
      header = parsed.record.map((cell) => cell.trim());
      starts.push({ byte: parsed.info.bytes, line: parsed.info.lines + 1, record: 0 });
      return;
    }
    records += 1;
    if (sample.length < sampleRows) {
      const row = rowOf(parsed, 1);
      if (row) sample.push(row);
    }
    if (records % partRecords === 0) starts.push({ byte: parsed.info.bytes, line: parsed.info.lines + 1, record: records });
  });
  if (header === null || (header as string[]).every((cell) => cell === '')) {
    const message = 'The file is empty: its first line should name the columns';
    throw new ValidationError(message, [{ path: ['file'], message }]);
  }
  const parts = starts
    .filter((start) => start.record < records)
    .map((start, index, all) => ({
      firstLine: start.line,
      firstRecord: start.record,
      text: data.subarray(start.byte, all[index + 1]?.byte ?? data.length).toString('utf8'),
    }));
  return { delimiter, header, records, sample, parts };
}

/** Reads one part of a file (its text starting at a record, on line `firstLine`): its rows (blank ones left out) and how many records it holds. */
export function readCsvPart(text: string, delimiter: string, firstLine: number): { rows: CsvRow[]; records: number } {
  const rows: CsvRow[] = [];
  let records = 0;
  parseRecords(Buffer.from(text), delimiter, (parsed) => {
    records += 1;
    const row = rowOf(parsed, firstLine);
    if (row) rows.push(row);
  });
  return { rows, records };
}
