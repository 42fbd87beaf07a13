import { describe, expect, it } from 'vitest';
import { pageFromNearerEnd } from './far-pages.ts';

const ROWS = Array.from({ length: 103 }, (_, n) => n);
/** the rows in their order, or in the reverse one, as a database would answer */
const read = (asked: string[]) => async (limit: number, offset: number, reversed: boolean) => {
  asked.push(`${reversed ? 'reversed' : 'in order'} ${offset}+${limit}`);
  return (reversed ? [...ROWS].reverse() : ROWS).slice(offset, offset + limit);
};

describe('a page read from the nearer end', () => {
  it('answers every page as reading the order from the start would, reading the far half backwards', async () => {
    for (let offset = 0; offset < 110; offset += 10) {
      const asked: string[] = [];
      expect(await pageFromNearerEnd(ROWS.length, { limit: 10, offset }, read(asked))).toEqual(ROWS.slice(offset, offset + 10));
      expect(asked.length).toBeLessThanOrEqual(1);
    }
  });

  it('reads the last page from the other end, and nothing past the end', async () => {
    const asked: string[] = [];
    expect(await pageFromNearerEnd(ROWS.length, { limit: 25, offset: 100 }, read(asked))).toEqual([100, 101, 102]);
    expect(await pageFromNearerEnd(ROWS.length, { limit: 25, offset: 25 }, read(asked))).toEqual(ROWS.slice(25, 50));
    expect(await pageFromNearerEnd(ROWS.length, { limit: 25, offset: 75 }, read(asked))).toEqual(ROWS.slice(75, 100));
    expect(asked).toEqual(['reversed 0+3', 'in order 25+25', 'reversed 3+25']);
    expect(await pageFromNearerEnd(ROWS.length, { limit: 25, offset: 125 }, read(asked))).toEqual([]);
  });
});
