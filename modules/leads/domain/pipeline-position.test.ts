import { describe, expect, it } from 'vitest';
import { indexAmong, placeAt, POSITION_STEP } from './pipeline-position.ts';

const cards = (...positions: number[]) => positions.map((position, n) => ({ id: `c${n}`, position }));
const order = (items: Array<{ id: string; position: number }>) =>
  [...items].sort((a, b) => a.position - b.position || a.id.localeCompare(b.id)).map((item) => item.id);

describe('pipeline positions', () => {
  it('puts a card alone at 0, first before the first, last after the last, and between two at the midpoint', () => {
    const moving = { id: 'm', position: 99 };
    expect(placeAt(moving, [], 0)).toEqual([moving]);
    expect(moving.position).toBe(0);
    const peers = cards(0, 1024, 2048);
    placeAt(moving, peers, 0);
    expect(moving.position).toBe(-POSITION_STEP);
    placeAt(moving, peers, 3);
    expect(moving.position).toBe(2048 + POSITION_STEP);
    placeAt(moving, peers, 99);
    expect(moving.position).toBe(2048 + POSITION_STEP);
    expect(placeAt(moving, peers, 1)).toEqual([moving]);
    expect(moving.position).toBe(512);
    expect(order([...peers, moving])).toEqual(['c0', 'm', 'c1', 'c2']);
  });

  it('renumbers the stage when neighbours are too close for a midpoint, keeping the order', () => {
    const peers = cards(0, 1e-9, 5);
    const moving = { id: 'm', position: 42 };
    const changed = placeAt(moving, peers, 1);
    expect(order([...peers, moving])).toEqual(['c0', 'm', 'c1', 'c2']);
    expect([...peers, moving].map((item) => item.position).sort((a, b) => a - b)).toEqual([0, 1024, 2048, 3072]);
    expect(changed.map((item) => item.id).sort()).toEqual(['c1', 'c2', 'm']);
  });

  it('keeps a stable order through many moves into the same gap', () => {
    const peers = cards(0, 1024);
    const all = [...peers];
    for (let n = 0; n < 80; n++) {
      const moving = { id: `m${String(n).padStart(2, '0')}`, position: 0 };
      const current = [...all].sort((a, b) => a.position - b.position || a.id.localeCompare(b.id));
      placeAt(moving, current, 1);
      all.push(moving);
      expect(order(all)[1]).toBe(moving.id);
    }
    expect(order(all).at(-1)).toBe('c1');
  });

  it('tells where a card stands among its peers', () => {
    expect(indexAmong({ id: 'x', position: 500 }, cards(0, 1024))).toBe(1);
    expect(indexAmong({ id: 'c9', position: 0 }, cards(0, 1024))).toBe(1);
  });
});
