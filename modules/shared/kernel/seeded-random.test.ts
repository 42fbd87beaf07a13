import { describe, expect, it } from 'vitest';
import { seededRandom } from './seeded-random.ts';

describe('seededRandom', () => {
  it('draws the same sequence for a seed on every run (the seed data and load scenarios rely on it)', () => {
    const random = seededRandom(42);
    expect([random(), random(), random()]).toEqual([0.6011037519201636, 0.44829055899754167, 0.8524657934904099]);
  });

  it('takes the seed as an unsigned 32-bit number, and gives other seeds other sequences', () => {
    const draw = (seed: number) => Array.from({ length: 3 }, seededRandom(seed));
    expect(draw(2 ** 32 + 42)).toEqual(draw(42));
    expect(draw(0)).not.toEqual(draw(42));
  });

  it('stays in [0, 1)', () => {
    const random = seededRandom(7);
    for (let n = 0; n < 10_000; n++) {
      const value = random();
      expect(value >= 0 && value < 1).toBe(true);
    }
  });
});
