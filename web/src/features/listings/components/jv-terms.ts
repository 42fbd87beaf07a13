import type { JvSeeking, JvTerms } from '@contracts/listings/contracts/listing.ts';
import { compactDollars } from '@contracts/shared/kernel/en-us-format.ts';
import { formatDollars } from '@/lib/utils.ts';

/** What a seller open to a joint venture looks for, as the form's choices and the property page say it. */
export const JV_SEEKING_LABELS: Record<JvSeeking, string> = {
  capital: 'Capital (a money partner)',
  'operating-partner': 'A partner who manages the work',
  'share-buyer': 'A buyer for a share of the deal',
};

/** The card's JV badge: short enough for the corner of a photo. */
export function jvBadgeText(summary: Omit<JvTerms, 'note'> | null): string {
  if (summary?.seeking === 'capital') return summary.amount ? `JV · ${compactDollars(summary.amount)} wanted` : 'JV · Capital wanted';
  if (summary?.seeking === 'operating-partner') return 'JV · Operator wanted';
  if (summary?.seeking === 'share-buyer') return 'JV · Share for sale';
  return 'JV';
}

/** One sentence for the badge's tooltip and screen readers. */
export function jvSummarySentence(summary: Omit<JvTerms, 'note'> | null): string {
  const parts = ['Open to joint venture'];
  if (summary?.seeking)
    parts.push(`seeking ${JV_SEEKING_LABELS[summary.seeking].charAt(0).toLowerCase()}${JV_SEEKING_LABELS[summary.seeking].slice(1)}`);
  if (summary?.amount) parts.push(formatDollars(summary.amount));
  if (summary?.partnerShare) parts.push(`${summary.partnerShare}% of the profit to the partner`);
  return parts.join(' · ');
}
