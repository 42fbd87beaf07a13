import { describe, expect, it } from 'vitest';
import { propertyFiltersSchema } from './search-params.ts';

describe('propertyFiltersSchema', () => {
  it('keeps valid filters', () => {
    expect(propertyFiltersSchema.parse({ category: 'land', search: ' Austin ', openToJointVenture: true })).toEqual({
      category: 'land',
      search: 'Austin',
      openToJointVenture: true,
    });
  });

  it('drops what does not filter: unknown or "all" categories, empty search, JV false', () => {
    expect(propertyFiltersSchema.parse({ category: 'all', search: '  ', openToJointVenture: 'false' })).toEqual({
      category: undefined,
      search: undefined,
      openToJointVenture: undefined,
    });
    expect(propertyFiltersSchema.parse({ category: 'castle' }).category).toBeUndefined();
  });

  it('reads a numeric search as text', () => {
    expect(propertyFiltersSchema.parse({ search: 78701 }).search).toBe('78701');
  });
});
