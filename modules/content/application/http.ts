import type { PathParams } from '../../shared/kernel/endpoint.ts';
import { isUuid } from '../../shared/kernel/ids.ts';
import type { RateLimitRule } from '../../shared/kernel/rate-limit.ts';
import { FaqCategoryNotFoundError, FaqNotFoundError } from '../domain/faq.errors.ts';

/** The help widget's FAQs and their administration in the API reference. */
export const FAQ_TAG = 'FAQs';
/** The blog's reads and its administration in the API reference. */
export const BLOG_TAG = 'Blog';

/** Per client address, like the other public reads; browsers and proxies keep an answer for 5 minutes. */
export const FAQ_READS: RateLimitRule = { name: 'content:faqs:address', limit: 120, windowSeconds: 60 };
export const BLOG_READS: RateLimitRule = { name: 'content:blog:address', limit: 120, windowSeconds: 60 };
export const PUBLIC_CACHE = 'public, max-age=300';

const idParam = (params: PathParams) => params.id;

/** a FAQ's id from the path; anything but an id is no FAQ (404) */
export const byFaqId = ({ params }: { params: PathParams }) => {
  const id = idParam(params);
  if (!isUuid(id)) throw new FaqNotFoundError();
  return { id };
};

/** a FAQ category's id from the path; anything but an id is no category (404) */
export const byCategoryId = ({ params }: { params: PathParams }) => {
  const id = idParam(params);
  if (!isUuid(id)) throw new FaqCategoryNotFoundError();
  return { id };
};

/** a blog post's id from the path (one that is not an id finds no post: 404) */
export const byBlogPostId = ({ params }: { params: PathParams }) => ({ id: idParam(params) });
