import { describe, expect, it } from 'vitest';
import { normalizePhone } from './lead-phone.ts';

describe('normalizePhone', () => {
  it('writes every way of typing one US number the same', () => {
    for (const typed of ['(512) 867-5309', '512.867.5309', '+1 512 867 5309', '1-512-867-5309', '5128675309']) {
      expect(normalizePhone(typed), typed).toBe('+15128675309');
    }
  });

  it('keeps an international number with its country code', () => {
    expect(normalizePhone('+44 20 7946 0958')).toBe('+442079460958');
  });

  it('refuses numbers no phone has', () => {
    expect(normalizePhone('000-000-0000')).toBeNull();
    expect(normalizePhone('123-456-7890')).toBeNull();
    expect(normalizePhone('12345')).toBeNull();
  });
});
