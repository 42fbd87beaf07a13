import { defineQuery } from '../../../../shared/kernel/bus.ts';
import type { BlogPreview } from '../../../contracts/blog.ts';

/** Markdown rendered exactly as publishing would show it; nothing is stored (administrators). */
export const PreviewBlogPost = defineQuery<{ markdown: string }, BlogPreview>('content.preview-blog-post');
