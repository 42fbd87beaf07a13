/**
 * The member directory's words and limits, apart from its schemas (contracts/directory.ts) so that
 * pages can show them without loading the schemas and what they import.
 */

export const INVESTMENT_STRATEGIES = ['flip', 'brrrr', 'rental', 'land', 'wholesale', 'development'] as const;
export type InvestmentStrategy = (typeof INVESTMENT_STRATEGIES)[number];
export const STRATEGY_LABELS: Record<InvestmentStrategy, string> = {
  flip: 'Fix and flip',
  brrrr: 'BRRRR',
  rental: 'Rentals',
  land: 'Land',
  wholesale: 'Wholesale',
  development: 'Development',
};

export const EXPERIENCE_LEVELS = ['new', '1-2', '3-5', '6-10', '10-plus'] as const;
export type Experience = (typeof EXPERIENCE_LEVELS)[number];
export const EXPERIENCE_LABELS: Record<Experience, string> = {
  new: 'New investor',
  '1-2': '1–2 years',
  '3-5': '3–5 years',
  '6-10': '6–10 years',
  '10-plus': 'More than 10 years',
};

export const MAX_BIO_LENGTH = 600;
export const MAX_NOTE_LENGTH = 300;
export const MEMBERS_PAGE_SIZE = 12;

export const profilePath = (memberId: string) => `/connections/${memberId}`;
