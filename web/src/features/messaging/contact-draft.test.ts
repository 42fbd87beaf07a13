import { describe, expect, it } from 'vitest';
import { contactReturnPath, firstMessage } from './contact-draft.ts';

describe('contact drafts', () => {
  it('names the listing and its place in the first message', () => {
    expect(firstMessage({ id: 'p', title: 'Hill Country Ranch', city: 'Austin', state: 'TX' })).toBe(
      "Hi, I'm interested in Hill Country Ranch in Austin, TX. Is it still available?",
    );
    expect(firstMessage({ id: 'p', title: '5 acres', city: null, state: null })).toBe(
      "Hi, I'm interested in 5 acres. Is it still available?",
    );
  });

  it('comes back to the property page with the composer open', () => {
    expect(contactReturnPath('0190a1b2-0000-7000-8000-000000000001')).toBe('/property/0190a1b2-0000-7000-8000-000000000001?contact=1');
  });
});
