import { describe, expect, it } from 'vitest';
import { csvText, readCsvPart, scanCsv, sniffDelimiter } from './contact-csv.ts';
import { guessMapping, rowToContact } from './contact-row.ts';

const now = new Date('2026-11-10T12:00:00Z');

describe('reading a CSV file of contacts', () => {
  it('drops the byte-order mark and finds the delimiter of the header line outside quotes', () => {
    expect(csvText(Buffer.from('\uFEFFa;b\r\nc;d\re'))).toBe('a;b\nc;d\ne');
    expect(sniffDelimiter('"a,b";c;d\r\n1,2,3,4,5')).toBe(';');
    expect(sniffDelimiter('a\tb\tc')).toBe('\t');
    expect(sniffDelimiter('a|b')).toBe('|');
    expect(sniffDelimiter('single')).toBe(',');
  });

  const scan = (text: string, partRecords = 100) => scanCsv(text, { sampleRows: 5, partRecords });
  const readAll = (text: string, partRecords = 100) => {
    const { delimiter, parts } = scan(text, partRecords);
    return parts.map((part) => readCsvPart(part.text, delimiter, part.firstLine));
  };

  it('reads quoted fields with delimiters, quotes and line breaks, CRLF lines, and skips blank ones', () => {
    const text = csvText(Buffer.from('name,notes\r\n"Ruiz, Ana","said ""hi""\r\ntwice"\r\n\r\nBo,\r\n'));
    const { header, records, sample } = scan(text);
    expect(header).toEqual(['name', 'notes']);
    expect(records).toBe(2);
    const rows = [
      { line: 2, cells: ['Ruiz, Ana', 'said "hi"\ntwice'] },
      { line: 5, cells: ['Bo', ''] },
    ];
    expect(sample).toEqual(rows);
    expect(readAll(text)).toEqual([{ rows, records: 2 }]);
  });

  it('cuts a file in parts of so many records, each read alone with the lines of the whole file', () => {
    const text = csvText(
      Buffer.from(['email,note', 'á@x.com,"one', 'two"', '', 'b@x.com,', 'c@x.com,', 'd@x.com,', ',', 'e@x.com,'].join('\r\n')),
    );
    const whole = scan(text);
    expect(whole.records).toBe(6);
    expect(whole.parts.map((part) => [part.firstRecord, part.firstLine])).toEqual([[0, 2]]);
    const parts = scan(text, 2).parts;
    expect(parts.map((part) => [part.firstRecord, part.firstLine])).toEqual([
      [0, 2],
      [2, 6],
      [4, 8],
    ]);
    const read = readAll(text, 2);
    expect(read.map((part) => part.records)).toEqual([2, 2, 2]);
    expect(read.flatMap((part) => part.rows)).toEqual(readAll(text)[0]!.rows);
    expect(read.flatMap((part) => part.rows).map((row) => [row.line, row.cells[0]])).toEqual([
      [2, 'á@x.com'],
      [5, 'b@x.com'],
      [6, 'c@x.com'],
      [7, 'd@x.com'],
      [9, 'e@x.com'],
    ]);
    // a part ends where the file does: no empty part after the last record
    expect(scan(text, 3).parts.map((part) => part.firstRecord)).toEqual([0, 3]);
    expect(scan('only,a,header\n').parts).toEqual([]);
  });

  it('keeps the first rows only, however long the file', () => {
    const text = ['email', ...Array.from({ length: 50 }, (_, n) => `b${n}@x.com`)].join('\n');
    const { sample, records } = scan(text);
    expect(records).toBe(50);
    expect(sample.map((row) => row.cells[0])).toEqual(['b0@x.com', 'b1@x.com', 'b2@x.com', 'b3@x.com', 'b4@x.com']);
  });

  it('refuses an empty file and one that is no CSV', () => {
    expect(() => scan('')).toThrow('The file is empty');
    expect(() => scan('a,b\n"open,quote')).toThrow('The file could not be read as CSV');
  });
});

describe('a row as a contact', () => {
  it('guesses the mapping from the header’s words, in any order', () => {
    expect(guessMapping(['Phone Number', 'E-mail', 'First Name', 'Last Name', 'Buy Box States', 'Cash?'])).toEqual({
      phone: 'Phone Number',
      email: 'E-mail',
      firstName: 'First Name',
      lastName: 'Last Name',
      financing: 'Cash?',
    });
  });

  it('normalises email and phone, splits lists and reads amounts, yes/no and dates', () => {
    const header = ['email', 'phone', 'first', 'last', 'types', 'min', 'max', 'states', 'pof', 'consent', 'financing'];
    const cells = [
      ' Ana@Example.COM ',
      '(512) 555-0101',
      'Ana',
      'Ruiz',
      'SFR; land',
      '$50,000',
      '1.2M',
      'tx|ok',
      'yes',
      'x',
      'Cash or hard money',
    ];
    const mapping = {
      email: 'email',
      phone: 'phone',
      firstName: 'first',
      lastName: 'last',
      propertyTypes: 'types',
      priceMin: 'min',
      priceMax: 'max',
      states: 'states',
      proofOfFunds: 'pof',
      consent: 'consent',
      financing: 'financing',
    };
    const result = rowToContact(header, cells, mapping, { source: 'buyers.csv' }, now);
    expect(result).toMatchObject({
      ok: true,
      contact: {
        name: 'Ana Ruiz',
        email: 'ana@example.com',
        phone: '+15125550101',
        propertyTypes: ['residential', 'land'],
        priceMin: 50_000,
        priceMax: 1_200_000,
        states: ['TX', 'OK'],
        proofOfFunds: true,
        consent: true,
        consentAt: now.toISOString(),
        financing: 'either',
        source: 'buyers.csv',
      },
    });
  });

  it('names what is wrong with a row', () => {
    const check = (cells: string[]) =>
      rowToContact(['email', 'phone', 'max'], cells, { email: 'email', phone: 'phone', priceMax: 'max' }, { source: 'f' }, now);
    expect(check(['nope', '', ''])).toEqual({ ok: false, problem: 'Email "nope" is not a valid address' });
    expect(check(['', '123', ''])).toEqual({ ok: false, problem: 'Phone "123" is not a valid phone number' });
    expect(check(['', '', ''])).toEqual({ ok: false, problem: 'Give an email or a phone number' });
    expect(check(['a@b.co', '', 'lots'])).toEqual({ ok: false, problem: 'Price to "lots" is not an amount of dollars' });
  });
});
