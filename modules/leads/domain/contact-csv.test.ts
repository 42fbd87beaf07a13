import { describe, expect, it } from 'vitest';
import { csvText, readCsv, readCsvRows, sniffDelimiter } from './contact-csv.ts';
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

  it('reads quoted fields with delimiters, quotes and line breaks, CRLF lines, and skips blank ones', () => {
    const { header, rows, records } = readCsv(csvText(Buffer.from('name,notes\r\n"Ruiz, Ana","said ""hi""\r\ntwice"\r\n\r\nBo,\r\n')));
    expect(header).toEqual(['name', 'notes']);
    expect(records).toBe(2);
    expect(rows).toEqual([
      { line: 2, cells: ['Ruiz, Ana', 'said "hi"\ntwice'] },
      { line: 5, cells: ['Bo', ''] },
    ]);
  });

  it('reads a file chunk by chunk from where the last one ended, with the same lines as a whole read', () => {
    const text = csvText(Buffer.from(['email,note', 'á@x.com,"one', 'two"', '', 'b@x.com,', 'c@x.com,', 'd@x.com,'].join('\r\n')));
    const whole = readCsv(text);
    const first = readCsvRows(text, ',', whole.body, 2);
    const second = readCsvRows(text, ',', first.next, 2);
    const last = readCsvRows(text, ',', second.next, 2);
    expect([first.records, second.records, last.records]).toEqual([2, 2, 0]);
    expect([...first.rows, ...second.rows]).toEqual(whole.rows);
    expect(whole.rows.map((row) => [row.line, row.cells[0]])).toEqual([
      [2, 'á@x.com'],
      [5, 'b@x.com'],
      [6, 'c@x.com'],
      [7, 'd@x.com'],
    ]);
  });

  it('refuses an empty file and one that is no CSV', () => {
    expect(() => readCsv('')).toThrow('The file is empty');
    expect(() => readCsv('a,b\n"open,quote')).toThrow('The file could not be read as CSV');
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
