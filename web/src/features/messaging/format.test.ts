import { describe, expect, it } from 'vitest';
import type { Conversation } from '@contracts/engagement/contracts/messaging.ts';
import { dayLabel, initials, listingPlace, listingPrice, listTime, matchesSearch } from './format.ts';

// local times, so the tests hold in any time zone
const now = new Date(2026, 5, 10, 15, 30); // Wednesday, June 10, 2026

describe('messaging formats', () => {
  it('shows initials, or a question mark for a gone account', () => {
    expect(initials({ firstName: 'maria', lastName: 'Lopez' })).toBe('ML');
    expect(initials(null)).toBe('?');
    expect(initials({ firstName: '', lastName: '' })).toBe('?');
  });

  it('shows prices in whole dollars from cents', () => {
    expect(listingPrice(12_500_000)).toBe('$125,000');
    expect(listingPrice(null)).toBe('Price on request');
  });

  it('joins the known parts of a place', () => {
    expect(listingPlace({ city: 'Austin', state: 'TX' })).toBe('Austin, TX');
    expect(listingPlace({ city: null, state: 'TX' })).toBe('TX');
  });

  it('labels days relative to today', () => {
    expect(dayLabel(new Date(2026, 5, 10, 0, 5), now)).toBe('Today');
    expect(dayLabel(new Date(2026, 5, 9, 23, 59), now)).toBe('Yesterday');
    expect(dayLabel(new Date(2026, 5, 1, 9, 0), now)).toBe('Monday, June 1');
    expect(dayLabel(new Date(2025, 11, 31, 9, 0), now)).toBe('Wednesday, December 31, 2025');
  });

  it('shows the list time as a time today, a weekday this week, else a date', () => {
    expect(listTime(new Date(2026, 5, 10, 9, 5), now)).toBe('9:05 AM');
    expect(listTime(new Date(2026, 5, 9, 9, 5), now)).toBe('Yesterday');
    expect(listTime(new Date(2026, 5, 6, 9, 5), now)).toBe('Sat');
    expect(listTime(new Date(2026, 4, 2, 9, 5), now)).toBe('May 2');
    expect(listTime(new Date(2025, 4, 2, 9, 5), now)).toBe('May 2, 2025');
  });

  it('finds conversations by name, title or message text, every word', () => {
    const conversation = {
      other: { id: 'u', firstName: 'Maria', lastName: 'Lopez', profilePicture: null },
      subject: { kind: 'listing', title: 'Hill Country Ranch' },
      listing: { title: 'Hill Country Ranch' },
      lastMessage: { body: 'Is the well working?' },
    } as Conversation;
    expect(matchesSearch(conversation, '')).toBe(true);
    expect(matchesSearch(conversation, 'lopez')).toBe(true);
    expect(matchesSearch(conversation, 'country ranch')).toBe(true);
    expect(matchesSearch(conversation, 'WELL maria')).toBe(true);
    expect(matchesSearch(conversation, 'lake')).toBe(false);
    expect(matchesSearch({ ...conversation, other: null, lastMessage: null }, 'maria')).toBe(false);
  });
});
