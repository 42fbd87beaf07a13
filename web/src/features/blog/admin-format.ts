import { BLOG_TAG_MAX, type BlogPostRecord } from '@contracts/content/contracts/blog.ts';

/** What the administrators' screens write and show about posts; times in the administrator's own time zone. */

/** "Mar 3, 2026, 9:30 AM" in the browser's time zone (or `timeZone`). */
export function formatLocalDateTime(iso: string, timeZone?: string): string {
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(new Date(iso));
}

/** The badge of a post: Draft, Scheduled for {date} or Published. */
export function statusLabel(post: Pick<BlogPostRecord, 'status' | 'publishAt'>, timeZone?: string): string {
  if (post.status === 'scheduled' && post.publishAt) return `Scheduled for ${formatLocalDateTime(post.publishAt, timeZone)}`;
  return post.status === 'published' ? 'Published' : 'Draft';
}

/**
 * A tag as the contract wants it, from what was typed: lowercase letters and digits in words joined
 * by single hyphens ("Owner Financing!" → "owner-financing"), at most 30 characters; '' when nothing is left.
 */
export function normalizeTag(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, BLOG_TAG_MAX)
    .replace(/^-+|-+$/g, '');
}

const pad = (value: number) => String(value).padStart(2, '0');

/** The value of an `<input type="datetime-local">` for a moment: its local date and time to the minute. */
export function toDateTimeLocal(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The moment a `datetime-local` value means in the browser's time zone, as ISO (UTC); null when it is not a date. */
export function fromDateTimeLocal(value: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!match) return null;
  const [year, month, day, hours, minutes] = match.slice(1).map(Number);
  const date = new Date(year, month - 1, day, hours, minutes);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** Alternative text from an image's file name: "barn_at-dusk.final.jpg" → "barn at dusk final". */
export function altFromFileName(name: string): string {
  const words = name
    .replace(/\.[a-z0-9]+$/i, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
  return words || 'Image';
}

/** The Markdown of an image: `![alt](url)`, with brackets in the alt text escaped. */
export function imageMarkdown(alt: string, url: string): string {
  return `![${alt.replace(/([[\]\\])/g, '\\$1')}](${url})`;
}

/**
 * `insertion` put in `text` in place of the selection `start`..`end`, on a line of its own when it is
 * an image between other text; answers the new text and where the cursor goes (after it).
 */
export function insertBlock(text: string, start: number, end: number, insertion: string): { text: string; cursor: number } {
  // spaces at the seam would start or end a paragraph
  const before = text.slice(0, start).replace(/[ \t]+$/, '');
  const after = text.slice(end).replace(/^[ \t]+/, '');
  const lead = before === '' || before.endsWith('\n\n') ? '' : before.endsWith('\n') ? '\n' : '\n\n';
  const trail = after === '' || after.startsWith('\n\n') ? '' : after.startsWith('\n') ? '\n' : '\n\n';
  const inserted = `${lead}${insertion}${trail}`;
  return { text: `${before}${inserted}${after}`, cursor: before.length + lead.length + insertion.length };
}

/** What the image upload takes (the contract: JPEG, PNG or WebP up to 10 MB); the server decodes it to be sure. */
export const BLOG_IMAGE_ACCEPT = 'image/jpeg,image/png,image/webp,.jpg,.jpeg,.png,.webp';
export const BLOG_IMAGE_MAX_MB = 10;
const IMAGE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp']);
const IMAGE_EXTENSIONS = /\.(jpe?g|png|webp)$/i;

/** What is wrong with an image before it is sent, or null. */
export function blogImageProblem(file: Pick<File, 'name' | 'type' | 'size'>): string | null {
  if (!IMAGE_TYPES.has(file.type) && !IMAGE_EXTENSIONS.test(file.name)) return `${file.name} is not a JPEG, PNG or WebP image.`;
  if (file.size > BLOG_IMAGE_MAX_MB * 1024 * 1024) return `${file.name} is larger than ${BLOG_IMAGE_MAX_MB} MB.`;
  return null;
}
