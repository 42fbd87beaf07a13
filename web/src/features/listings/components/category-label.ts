import type { PropertyCategory } from '@contracts/listings/contracts/listing-terms.ts';

/** 'mixed-use' → 'Mixed-Use' */
export function categoryLabel(category: PropertyCategory): string {
  return category.replace(/(^|-)([a-z])/g, (_match, dash: string, letter: string) => dash + letter.toUpperCase());
}
