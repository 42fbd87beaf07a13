import { defineCommand } from '../../../../shared/kernel/bus.ts';
import type { BlogImage } from '../../../contracts/blog.ts';

export const BLOG_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
export const BLOG_IMAGE_RULE = 'Upload a JPEG, PNG or WebP image of at most 10 MB.';

/** Stores a picture for a post's cover or its Markdown (administrators), re-encoded like listing photos. */
export const UploadBlogImage = defineCommand<{ name: string; data: Buffer }, BlogImage>('content.upload-blog-image');
