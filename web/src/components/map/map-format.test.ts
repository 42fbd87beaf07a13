import { describe, expect, it } from 'vitest';
import { compactCount, compactPrice, normalizeBbox } from './map-format.ts';

describe('compactCount', () => {
  it('labels cluster counts briefly', () => {
    expect(compactCount(7)).toBe('7');
    expect(compactCount(999)).toBe('999');
    expect(compactCount(1_234)).toBe('1.2k');
    expect(compactCount(9_960)).toBe('10k');
    expect(compactCount(45_400)).toBe('45k');
    expect(compactCount(999_600)).toBe('1M');
    expect(compactCount(2_540_000)).toBe('2.5M');
  });
});

describe('compactPrice', () => {
  it('labels prices briefly', () => {
    expect(compactPrice(950)).toBe('$950');
    expect(compactPrice(9_500)).toBe('$9.5k');
    expect(compactPrice(45_000)).toBe('$45k');
    expect(compactPrice(45_400)).toBe('$45k');
    expect(compactPrice(610_000)).toBe('$610k');
    expect(compactPrice(1_250_000)).toBe('$1.25M');
    expect(compactPrice(12_500_000)).toBe('$12.5M');
  });

  it('rounds to whole units without odd figures', () => {
    expect(compactPrice(14_900)).toBe('$15k');
    expect(compactPrice(1_000)).toBe('$1k');
    expect(compactPrice(999_700)).toBe('$1M');
    expect(compactPrice(-5)).toBe('$0');
  });
});

describe('normalizeBbox', () => {
  it('rounds to five decimals and clamps to valid degrees', () => {
    expect(normalizeBbox({ west: -190.123456, south: -95, east: -80.1234567, north: 40.000001 })).toEqual({
      west: -180,
      south: -90,
      east: -80.12346,
      north: 40,
    });
  });
});
