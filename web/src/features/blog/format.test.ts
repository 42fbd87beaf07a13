import { describe, expect, it } from 'vitest';
import { categoryName, formatPostDate, readingTimeLabel } from './format.ts';

describe('blog format', () => {
  it('dates a post by its UTC day, whatever the zone of the server or the browser', () => {
    expect(formatPostDate('2026-03-03T23:30:00.000Z')).toBe('March 3, 2026');
    expect(formatPostDate('2026-03-04T00:10:00.000Z')).toBe('March 4, 2026');
  });

  it('says the reading time and names categories', () => {
    expect(readingTimeLabel(6)).toBe('6 min read');
    expect(categoryName('rentals')).toBe('Rentals and BRRRR');
    expect(categoryName('unknown-one')).toBe('unknown-one');
  });
});
