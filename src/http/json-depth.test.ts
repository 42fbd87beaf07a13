import { describe, expect, it } from 'vitest';
import { nestsDeeperThan } from './json-depth.ts';

const bytes = (text: string) => Buffer.from(text);

describe('nestsDeeperThan', () => {
  it('counts objects and arrays opened inside each other', () => {
    expect(nestsDeeperThan(bytes('{"a":[{"b":[1]}]}'), 4)).toBe(false);
    expect(nestsDeeperThan(bytes('{"a":[{"b":[1]}]}'), 3)).toBe(true);
    expect(nestsDeeperThan(bytes('[[],[],[],[]]'), 2)).toBe(false);
  });

  it('does not count brackets inside strings, escaped quotes included', () => {
    expect(nestsDeeperThan(bytes('{"note":"[[[[{{{{"}'), 1)).toBe(false);
    expect(nestsDeeperThan(bytes('{"note":"say \\"[[[[\\" twice"}'), 1)).toBe(false);
    expect(nestsDeeperThan(bytes('{"note":"ends with a backslash \\\\","x":[[1]]}'), 2)).toBe(true);
  });

  it('finds a body nested ten thousand levels deep', () => {
    expect(nestsDeeperThan(bytes('['.repeat(10_000) + ']'.repeat(10_000)), 32)).toBe(true);
  });
});
