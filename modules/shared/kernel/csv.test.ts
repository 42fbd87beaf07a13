import { describe, expect, it } from 'vitest';
import { toCsv } from './csv.ts';

describe('toCsv', () => {
  it('quotes separators and keeps formula-looking text as text', () => {
    const csv = toCsv(
      ['name', 'note', 'n'],
      [
        ['Lopez, Maria', '=HYPERLINK("http://x")', 3],
        ['-2+3', '@SUM(A1)', null],
      ],
    );
    expect(csv).toBe('name,note,n\r\n"Lopez, Maria","\'=HYPERLINK(""http://x"")",3\r\n\'-2+3,\'@SUM(A1),\r\n');
  });
});
