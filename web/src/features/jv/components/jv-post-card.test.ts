import { describe, expect, it } from 'vitest';
import { jvMarkets } from './jv-post-card.tsx';

describe('jvMarkets', () => {
  it('names each county with "County" once', () => {
    expect(jvMarkets({ states: ['TX'], counties: ['Travis County', 'Hays'] })).toBe('TX · Travis County, Hays County');
    expect(jvMarkets({ states: [], counties: [] })).toBe('Any market');
  });
});
