import type { Conversation, Member } from '@contracts/engagement/contracts/messaging.ts';
import { formatDollars } from '@/lib/utils.ts';

/** "ML" for Maria Lopez; "?" for a member whose account is gone. */
export function initials(member: Pick<Member, 'firstName' | 'lastName'> | null): string {
  if (!member) return '?';
  return `${member.firstName.trim().charAt(0)}${member.lastName.trim().charAt(0)}`.toUpperCase() || '?';
}

/** The listing's price in whole dollars (the API sends cents). */
export function listingPrice(priceCents: number | null): string {
  return priceCents === null ? 'Price on request' : formatDollars(priceCents / 100);
}

/** "Austin, TX", or whichever part is known. */
export function listingPlace(listing: Pick<NonNullable<Conversation['listing']>, 'city' | 'state'>): string {
  return [listing.city, listing.state].filter(Boolean).join(', ');
}

const startOfDay = (date: Date) => new Date(date.getFullYear(), date.getMonth(), date.getDate());
const DAY_MS = 86_400_000;

/** Whole local days from `date` to `now` (0 today, 1 yesterday). */
function daysAgo(date: Date, now: Date): number {
  return Math.round((startOfDay(now).getTime() - startOfDay(date).getTime()) / DAY_MS);
}

/** The local day a timestamp falls on, as a key ("2026-06-03"). */
export function dayKey(date: Date): string {
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

/** A thread's day separator: "Today", "Yesterday", "Monday, June 1", "Monday, June 2, 2025" (another year). */
export function dayLabel(date: Date, now: Date): string {
  const ago = daysAgo(date, now);
  if (ago === 0) return 'Today';
  if (ago === 1) return 'Yesterday';
  return date.toLocaleDateString('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: date.getFullYear() === now.getFullYear() ? undefined : 'numeric',
  });
}

/** A message's time of day: "3:45 PM". */
export function clockTime(date: Date): string {
  return date.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' });
}

/** The list's "when": the time today, "Yesterday", the weekday this week, else the date. */
export function listTime(date: Date, now: Date): string {
  const ago = daysAgo(date, now);
  if (ago <= 0) return clockTime(date);
  if (ago === 1) return 'Yesterday';
  if (ago < 7) return date.toLocaleDateString('en-US', { weekday: 'short' });
  return date.toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: date.getFullYear() === now.getFullYear() ? undefined : 'numeric',
  });
}

/** The search box of the list: the other member's name, what the conversation is about, or the last message's text. */
export function matchesSearch(conversation: Conversation, search: string): boolean {
  const words = search.trim().toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const other = conversation.other ? `${conversation.other.firstName} ${conversation.other.lastName}` : '';
  const haystack = [other, conversation.subject.title, conversation.lastMessage?.body ?? ''].join('\n').toLowerCase();
  return words.every((word) => haystack.includes(word));
}
