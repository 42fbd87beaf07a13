import { describe, expect, it } from 'vitest';
import type { SearchPageParams } from '../../search-params.ts';
import { filterChips } from './filter-chips.tsx';

const labels = (params: Partial<SearchPageParams>) => filterChips({ q: undefined, ...params }).map((chip) => chip.label);

describe('filterChips', () => {
  it('makes the acreage noun agree with the number', () => {
    expect(labels({ maxAcres: 1 })).toEqual(['Up to 1 acre']);
    expect(labels({ maxAcres: 40 })).toEqual(['Up to 40 acres']);
    expect(labels({ minAcres: 1 })).toEqual(['1+ acres']);
    expect(labels({ minAcres: 1, maxAcres: 2 })).toEqual(['1 – 2 acres']);
  });

  it('names the map area and a drawn area, each removable on its own', () => {
    const chips = filterChips({ q: undefined, bbox: '-100,30,-95,33', polygon: '30.2,-97.8;30.4,-97.8;30.2,-97.6' });
    expect(chips.map((chip) => [chip.label, chip.remove])).toEqual([
      ['Map area', { bbox: undefined, zoom: undefined }],
      ['Drawn area', { polygon: undefined }],
    ]);
  });

  it('names a county with "County" once', () => {
    expect(labels({ county: 'Travis County,Hays' })).toEqual(['Travis County', 'Hays County']);
  });
});
