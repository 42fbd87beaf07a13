import { z } from 'zod';
import { US_STATES } from '../../listings/contracts/us-states.ts';
import { singleLine } from '../../shared/kernel/text.ts';
import { memberSchema } from './member-card.ts';
import { verifiedFundsSchema } from '../../identity/contracts/verified-funds.ts';

/**
 * The JV board's partner posts (spec sections 1 and 9; decision 0029). Signed-in members only.
 *
 * - `GET /api/jv/posts?kind&state&county&strategy&minAmount&maxAmount&q&sort&page&pageSize`: open posts,
 *   featured (Buyer Pro) first, then by `sort` (newest, amount); `mine=true`: the member's own, whatever their status.
 * - `POST /api/jv/posts`: 201 with the post. Needs Buyer Plus or Pro or a paid seller plan (else 403 `upgradeRequired`).
 * - `GET /api/jv/posts/{id}`: an open post, or one's own in any status; else 404.
 * - `PATCH /api/jv/posts/{id}` (the author: the fields, or `status: 'closed'`), `DELETE /api/jv/posts/{id}` (204).
 * - `POST /api/jv/posts/{id}/renew`: open again for 60 days from now; `POST /api/jv/posts/{id}/close`.
 * - `POST /api/jv/posts/{id}/interest` `{ message, clientId }`: opens (201) or continues (200) the conversation
 *   with the author about the post and rings their bell. A first message counts as a contact (free plan: 3 a month).
 * Amounts are whole dollars in the API and cents in storage.
 */
export const JV_POST_KINDS = ['seeking-capital', 'offering-capital', 'seeking-partner', 'seeking-contractor-or-lender'] as const;
export type JvPostKind = (typeof JV_POST_KINDS)[number];
export const JV_POST_KIND_LABELS: Record<JvPostKind, string> = {
  'seeking-capital': 'Seeking capital',
  'offering-capital': 'Offering capital',
  'seeking-partner': 'Seeking a partner',
  'seeking-contractor-or-lender': 'Seeking a contractor or lender',
};

export const JV_STRATEGIES = ['flip', 'brrrr', 'rental', 'land', 'wholesale', 'development'] as const;
export type JvStrategy = (typeof JV_STRATEGIES)[number];
export const JV_STRATEGY_LABELS: Record<JvStrategy, string> = {
  flip: 'Flip',
  brrrr: 'BRRRR',
  rental: 'Rental',
  land: 'Land',
  wholesale: 'Wholesale',
  development: 'Development',
};

export const JV_POST_STATUSES = ['open', 'closed', 'expired'] as const;
export type JvPostStatus = (typeof JV_POST_STATUSES)[number];

/** a post stays on the board this long after posting or renewal */
export const JV_POST_LIFETIME_DAYS = 60;
export const JV_POSTING_PLAN_MESSAGE = 'Posting on the JV board comes with Buyer Plus, Buyer Pro or a paid seller plan.';
export const MAX_JV_AMOUNT = 1_000_000_000;
export const JV_PAGE_SIZE = 12;

const STATE_CODES = new Set(US_STATES.map((state) => state.code));
const stateCode = z
  .string()
  .trim()
  .transform((code) => code.toUpperCase())
  .refine((code) => STATE_CODES.has(code), 'states must be US state codes such as TX');
const line = (label: string, max: number) =>
  singleLine(z.string().trim().min(1, `${label} is required`).max(max, `${label} can be at most ${max} characters`), label);
const amount = z.number().int('Amounts are whole dollars').min(0).max(MAX_JV_AMOUNT).nullable();

const postFields = z.object({
  kind: z.enum(JV_POST_KINDS, { message: `kind must be one of ${JV_POST_KINDS.join(', ')}` }),
  title: line('Title', 120),
  amountMin: amount.default(null),
  amountMax: amount.default(null),
  states: z.array(stateCode).max(10, 'At most 10 states').default([]),
  counties: z.array(line('County', 80)).max(20, 'At most 20 counties').default([]),
  strategies: z
    .array(z.enum(JV_STRATEGIES, { message: `strategies must be among ${JV_STRATEGIES.join(', ')}` }))
    .max(JV_STRATEGIES.length)
    .default([]),
  experience: z.string().trim().max(500, 'Experience can be at most 500 characters').default(''),
  timeline: singleLine(z.string().trim().max(200, 'Timeline can be at most 200 characters'), 'Timeline').default(''),
  description: z.string().trim().min(1, 'Description is required').max(5000, 'Description can be at most 5,000 characters'),
});

const amountsInOrder = ({ amountMin, amountMax }: { amountMin: number | null; amountMax: number | null }) =>
  amountMin === null || amountMax === null || amountMin <= amountMax;
const AMOUNTS_ORDER = { message: 'The smallest amount cannot be above the largest', path: ['amountMax'] };

export const createJvPostRequestSchema = postFields.refine(amountsInOrder, AMOUNTS_ORDER);
export type CreateJvPostRequest = z.infer<typeof createJvPostRequestSchema>;

/** the fields to change; `status: 'closed'` closes the post (renewing is its own action) */
export const updateJvPostRequestSchema = z
  .object({
    kind: postFields.shape.kind,
    title: postFields.shape.title,
    amountMin: amount,
    amountMax: amount,
    states: z.array(stateCode).max(10, 'At most 10 states'),
    counties: z.array(line('County', 80)).max(20, 'At most 20 counties'),
    strategies: z.array(z.enum(JV_STRATEGIES)).max(JV_STRATEGIES.length),
    experience: z.string().trim().max(500),
    timeline: postFields.shape.timeline.unwrap(),
    description: postFields.shape.description,
    status: z.literal('closed'),
  })
  .partial()
  .strict();
export type UpdateJvPostRequest = z.infer<typeof updateJvPostRequestSchema>;

const one = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (Array.isArray(value) ? value[0] : value), schema);
const optionalText = (max: number) => one(z.string().trim().max(max).optional()).transform((value) => value || undefined);

export const JV_SORTS = ['newest', 'amount-high', 'amount-low'] as const;
export type JvSort = (typeof JV_SORTS)[number];

export const listJvPostsQuerySchema = z.object({
  kind: one(z.enum(JV_POST_KINDS).optional()),
  state: one(stateCode.optional()),
  county: optionalText(80),
  strategy: one(z.enum(JV_STRATEGIES).optional()),
  minAmount: one(z.coerce.number().int().min(0).max(MAX_JV_AMOUNT).optional()),
  maxAmount: one(z.coerce.number().int().min(0).max(MAX_JV_AMOUNT).optional()),
  q: optionalText(100),
  sort: one(z.enum(JV_SORTS).default('newest')),
  page: one(z.coerce.number().int().min(1).max(1000).default(1)),
  pageSize: one(z.coerce.number().int().min(1).max(50).default(JV_PAGE_SIZE)),
  mine: one(z.enum(['true', 'false']).optional()).transform((value) => value === 'true'),
  /** one member's open posts (their profile page) */
  author: one(z.uuid('author must be a member id').optional()),
});
export type ListJvPostsQuery = z.infer<typeof listJvPostsQuerySchema>;

export const jvPostSchema = z.object({
  id: z.string(),
  kind: z.enum(JV_POST_KINDS),
  title: z.string(),
  amountMin: z.number().nullable(),
  amountMax: z.number().nullable(),
  states: z.array(z.string()),
  counties: z.array(z.string()),
  strategies: z.array(z.enum(JV_STRATEGIES)),
  experience: z.string(),
  timeline: z.string(),
  description: z.string(),
  featured: z.boolean(),
  status: z.enum(JV_POST_STATUSES),
  /** the author's public profile card; null once the account is gone */
  author: memberSchema.nullable(),
  /** the author's verified funds that hold today ("Funds verified up to $X"); null without */
  authorVerifiedFunds: verifiedFundsSchema.nullable(),
  /** the signed-in member wrote it */
  mine: z.boolean(),
  postedAt: z.string(),
  expiresAt: z.string(),
  updatedAt: z.string(),
});
export type JvPost = z.infer<typeof jvPostSchema>;

export const jvPostPageSchema = z.object({
  posts: z.array(jvPostSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type JvPostPage = z.infer<typeof jvPostPageSchema>;

export const jvInterestRequestSchema = z.object({
  message: z
    .string({ message: 'Write a message first.' })
    .trim()
    .min(1, 'Write a message first.')
    .max(5000, 'A message can be at most 5,000 characters.'),
  clientId: z.string({ message: 'clientId is required' }).regex(/^[\w-]{8,64}$/, 'clientId must be 8 to 64 letters, digits, - or _'),
});
export type JvInterestRequest = z.infer<typeof jvInterestRequestSchema>;

/** "$50,000 – $250,000", "from $50,000", "up to $250,000", or null when no amount was given */
export function jvAmountRange(post: Pick<JvPost, 'amountMin' | 'amountMax'>): string | null {
  const dollars = (value: number) => `$${value.toLocaleString('en-US')}`;
  if (post.amountMin !== null && post.amountMax !== null)
    return post.amountMin === post.amountMax ? dollars(post.amountMin) : `${dollars(post.amountMin)} – ${dollars(post.amountMax)}`;
  if (post.amountMin !== null) return `from ${dollars(post.amountMin)}`;
  if (post.amountMax !== null) return `up to ${dollars(post.amountMax)}`;
  return null;
}
