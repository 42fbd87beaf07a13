import { describe, expect, it } from 'vitest';
import { Property } from './property.entity.ts';

function draft(status: Property['status'] = 'draft'): Property {
  return Object.assign(new Property(), { status, publishedAt: null });
}

describe('a listing', () => {
  it('becomes active with its publication time when published', () => {
    const property = draft();
    const now = new Date('2026-11-22T10:00:00Z');
    property.publish(now);
    expect(property.status).toBe('active');
    expect(property.publishedAt).toEqual(now);
  });

  it('can be published again after it was withdrawn or expired', () => {
    for (const status of ['withdrawn', 'expired'] as const) {
      const property = draft(status);
      property.publish(new Date());
      expect(property.status).toBe('active');
    }
  });

  it('cannot be published while active, under contract or sold', () => {
    for (const status of ['active', 'under_contract', 'sold'] as const) {
      expect(() => draft(status).publish(new Date())).toThrow(`A listing that is ${status.replace('_', ' ')} cannot be published`);
    }
  });
});
