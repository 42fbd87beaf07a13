import { BLOG_CATEGORIES, type BlogCategorySlug } from '@contracts/content/contracts/blog.ts';
import { longDateUtc } from '@contracts/shared/kernel/en-us-format.ts';

/**
 * Dates of published posts read the same everywhere: the server renders the page and the browser
 * hydrates it, so they are formatted in UTC (as stored) rather than in either's time zone.
 */
/** "March 3, 2026" */
export function formatPostDate(iso: string): string {
  return longDateUtc(new Date(iso));
}

/** "6 min read" */
export function readingTimeLabel(minutes: number): string {
  return `${minutes} min read`;
}

const CATEGORY_NAMES = new Map<string, string>(BLOG_CATEGORIES.map((category) => [category.slug, category.name]));

export function categoryName(slug: BlogCategorySlug | string): string {
  return CATEGORY_NAMES.get(slug) ?? slug;
}
