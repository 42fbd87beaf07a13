import { describe, expect, it } from 'vitest';
import { countyLabel } from './place-names.ts';

describe('countyLabel', () => {
  it('adds "County" to a bare name once', () => {
    expect(countyLabel('Travis')).toBe('Travis County');
    expect(countyLabel(' Hays ')).toBe('Hays County');
    expect(countyLabel('San  Saba')).toBe('San Saba County');
  });

  it('keeps a name that already says what kind of county it is', () => {
    expect(countyLabel('Travis County')).toBe('Travis County');
    expect(countyLabel('travis county')).toBe('travis county');
    expect(countyLabel('Caddo Parish')).toBe('Caddo Parish');
    expect(countyLabel('Matanuska-Susitna Borough')).toBe('Matanuska-Susitna Borough');
    expect(countyLabel('Bethel Census Area')).toBe('Bethel Census Area');
    expect(countyLabel('Anchorage Municipality')).toBe('Anchorage Municipality');
  });

  it('reads the kind as a word of its own', () => {
    expect(countyLabel('Countyline')).toBe('Countyline County');
    expect(countyLabel('Parishville')).toBe('Parishville County');
  });
});
