import { describe, expect, it } from 'vitest';
import { moved } from './order.ts';

describe('moved', () => {
  it('swaps an item with its neighbour above or below', () => {
    expect(moved(['a', 'b', 'c'], 1, -1)).toEqual(['b', 'a', 'c']);
    expect(moved(['a', 'b', 'c'], 1, 1)).toEqual(['a', 'c', 'b']);
  });

  it('leaves the order as it is at either end or for an unknown place, without changing its input', () => {
    const ids = ['a', 'b'];
    expect(moved(ids, 0, -1)).toEqual(['a', 'b']);
    expect(moved(ids, 1, 1)).toEqual(['a', 'b']);
    expect(moved(ids, 5, -1)).toEqual(['a', 'b']);
    expect(moved(ids, 0, 1)).toEqual(['b', 'a']);
    expect(ids).toEqual(['a', 'b']);
  });
});
