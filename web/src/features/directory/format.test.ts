import { describe, expect, it } from 'vitest';
import { buyBoxRanges } from './format.ts';

const box = { minPrice: null, maxPrice: null, minAcres: null, maxAcres: null };

describe('buyBoxRanges', () => {
  it('makes the acreage noun agree with the number', () => {
    expect(buyBoxRanges({ ...box, maxAcres: 1 })).toBe('up to 1 acre');
    expect(buyBoxRanges({ ...box, minAcres: 1 })).toBe('1+ acres');
    expect(buyBoxRanges({ ...box, minPrice: 20_000, maxPrice: 150_000, minAcres: 2, maxAcres: 40 })).toBe('$20K–$150K · 2–40 acres');
    expect(buyBoxRanges(box)).toBeNull();
  });
});
