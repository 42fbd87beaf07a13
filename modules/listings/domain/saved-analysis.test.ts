import { describe, expect, it } from 'vitest';
import { SavedAnalysis } from './saved-analysis.entity.ts';

function saved(): SavedAnalysis {
  const created = new Date('2026-11-22T10:00:00Z');
  return Object.assign(new SavedAnalysis(), {
    ownerId: 'owner',
    name: 'Maple Street',
    strategy: 'land' as const,
    inputs: { price: 50_000, acres: 25 },
    shareToken: null,
    createdAt: created,
    updatedAt: created,
  });
}

describe('a saved analysis', () => {
  it('is shared with one unguessable URL-safe token until unshared; sharing again makes a new one', () => {
    const analysis = saved();
    expect(analysis.isShared).toBe(false);
    const token = analysis.share();
    expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(analysis.isShared).toBe(true);
    expect(analysis.share()).toBe(token);
    analysis.unshare();
    expect(analysis.isShared).toBe(false);
    expect(analysis.share()).not.toBe(token);
  });

  it('is not edited by sharing, and is by renaming or new inputs', () => {
    const analysis = saved();
    const created = analysis.updatedAt;
    analysis.share();
    analysis.unshare();
    expect(analysis.updatedAt).toBe(created);
    const later = new Date('2026-11-22T11:00:00Z');
    analysis.rename('Maple Street, 30 acres', later);
    expect(analysis).toMatchObject({ name: 'Maple Street, 30 acres', updatedAt: later });
    analysis.changeInputs({ price: 60_000, acres: 30 }, later);
    expect(analysis.inputs).toEqual({ price: 60_000, acres: 30 });
  });

  it('copies to an independent, unshared set of fields', () => {
    const analysis = saved();
    analysis.share();
    const copy = analysis.copyFields();
    expect(copy).toEqual({ strategy: 'land', inputs: { price: 50_000, acres: 25 } });
    copy.inputs.price = 1;
    expect(analysis.inputs.price).toBe(50_000);
  });
});
