import { describe, expect, it } from 'vitest';
import {
  altFromFileName,
  blogImageProblem,
  formatLocalDateTime,
  fromDateTimeLocal,
  imageMarkdown,
  insertBlock,
  normalizeTag,
  statusLabel,
  toDateTimeLocal,
} from './admin-format.ts';

describe('status labels', () => {
  it('say Draft, Published, or when a scheduled post goes live in the given zone', () => {
    expect(statusLabel({ status: 'draft', publishAt: null })).toBe('Draft');
    expect(statusLabel({ status: 'published', publishAt: '2026-01-02T10:00:00.000Z' })).toBe('Published');
    expect(statusLabel({ status: 'scheduled', publishAt: '2026-03-03T14:30:00.000Z' }, 'UTC')).toBe('Scheduled for Mar 3, 2026, 2:30 PM');
    expect(statusLabel({ status: 'scheduled', publishAt: '2026-03-03T14:30:00.000Z' }, 'America/Chicago')).toBe(
      'Scheduled for Mar 3, 2026, 8:30 AM',
    );
    expect(formatLocalDateTime('2026-07-04T16:05:00.000Z', 'America/New_York')).toBe('Jul 4, 2026, 12:05 PM');
  });
});

describe('tags', () => {
  it('become lowercase words joined by single hyphens, 30 characters at most', () => {
    expect(normalizeTag('Owner Financing!')).toBe('owner-financing');
    expect(normalizeTag('  BRRRR  ')).toBe('brrrr');
    expect(normalizeTag('Café & Résumé')).toBe('cafe-resume');
    expect(normalizeTag('--due__diligence--')).toBe('due-diligence');
    expect(normalizeTag('!!!')).toBe('');
    expect(normalizeTag('a'.repeat(29) + ' bcd')).toBe('a'.repeat(29));
  });
});

describe('schedule times', () => {
  it('go between a datetime-local value and ISO in the browser’s zone', () => {
    const local = new Date(2026, 10, 20, 9, 5);
    expect(toDateTimeLocal(local)).toBe('2026-11-20T09:05');
    expect(fromDateTimeLocal('2026-11-20T09:05')).toBe(local.toISOString());
    expect(fromDateTimeLocal('')).toBeNull();
    expect(fromDateTimeLocal('tomorrow')).toBeNull();
  });
});

describe('images in Markdown', () => {
  it('take their alternative text from the file name, escaped', () => {
    expect(altFromFileName('barn_at-dusk.final.JPG')).toBe('barn at dusk final');
    expect(altFromFileName('.png')).toBe('Image');
    expect(imageMarkdown('lot [north]', '/uploads/blog/a-1600.webp')).toBe('![lot \\[north\\]](/uploads/blog/a-1600.webp)');
  });

  it('go in at the cursor on a paragraph of their own', () => {
    expect(insertBlock('', 0, 0, '![a](u)')).toEqual({ text: '![a](u)', cursor: 7 });
    expect(insertBlock('Before after', 7, 7, '![a](u)')).toEqual({ text: 'Before\n\n![a](u)\n\nafter', cursor: 15 });
    expect(insertBlock('One\n\nTwo', 5, 5, '![a](u)')).toEqual({ text: 'One\n\n![a](u)\n\nTwo', cursor: 12 });
    expect(insertBlock('Replace THIS here', 8, 12, '![a](u)')).toEqual({ text: 'Replace\n\n![a](u)\n\nhere', cursor: 16 });
    expect(insertBlock('End\n', 4, 4, '![a](u)')).toEqual({ text: 'End\n\n![a](u)', cursor: 12 });
  });

  it('are checked for type and size before they are sent', () => {
    expect(blogImageProblem({ name: 'lot.jpg', type: 'image/jpeg', size: 1_000 })).toBeNull();
    expect(blogImageProblem({ name: 'lot.webp', type: '', size: 1_000 })).toBeNull();
    expect(blogImageProblem({ name: 'lot.heic', type: 'image/heic', size: 1_000 })).toBe('lot.heic is not a JPEG, PNG or WebP image.');
    expect(blogImageProblem({ name: 'big.png', type: 'image/png', size: 11 * 1024 * 1024 })).toBe('big.png is larger than 10 MB.');
  });
});
