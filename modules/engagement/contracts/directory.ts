import { z } from 'zod';
import { PROPERTY_CATEGORIES, propertyCategorySchema } from '../../listings/contracts/listing.ts';
import { US_STATES } from '../../listings/contracts/us-states.ts';
import { verifiedFundsSchema } from '../../identity/contracts/verified-funds.ts';
import { defineEvent } from '../../shared/kernel/events.ts';
import { singleLine, unsafeTextProblem } from '../../shared/kernel/text.ts';
import { EXPERIENCE_LEVELS, INVESTMENT_STRATEGIES, MAX_BIO_LENGTH, MAX_NOTE_LENGTH } from './directory-terms.ts';

export * from './directory-terms.ts';

/**
 * The member directory and connections (spec section 2: `/connections` is public).
 *
 * - `GET /api/members?state=&county=&strategy=&category=&q=&page=`: members with a public profile, twelve a page,
 *   most recently updated first. Public.
 * - `GET /api/members/{id}`: one public profile with a few of the member's active listings; 404 unless the member
 *   opted in. Public. The profile page is `/connections/{id}`.
 * - `GET /api/me/profile`, `PUT /api/me/profile`: the signed-in member's own profile (off until they turn it on).
 * - `GET /api/connections`: `{ connections, received, sent }`; `POST /api/connections` `{ memberId, note? }`
 *   asks a member with a public profile to connect (201; 200 with the same request when asked already).
 * - `POST /api/connections/{id}/accept`, `POST /api/connections/{id}/decline` (the member asked);
 *   `DELETE /api/connections/{id}`: withdraw a request, or remove a connection (either member).
 *
 * No answer ever carries a member's email address or phone number: a verified address is a badge only.
 */

export const investmentStrategySchema = z.enum(INVESTMENT_STRATEGIES);
export const experienceSchema = z.enum(EXPERIENCE_LEVELS);

const plainText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${label} can be at most ${max} characters`)
    .superRefine((value, ctx) => {
      const problem = unsafeTextProblem(value);
      if (problem) ctx.addIssue({ code: 'custom', message: `${label} ${problem}` });
    });

const stateCodes = new Set(US_STATES.map((state) => state.code));
export const stateCodeSchema = z
  .string()
  .transform((code) => code.toUpperCase())
  .refine((code) => stateCodes.has(code), 'Choose a US state');

/** A member's buy box: what they buy. Prices in dollars, areas in acres. */
export const buyBoxSchema = z
  .object({
    categories: z.array(propertyCategorySchema).max(PROPERTY_CATEGORIES.length).default([]),
    minPrice: z.number().int().min(0).max(1_000_000_000).nullable().default(null),
    maxPrice: z.number().int().min(0).max(1_000_000_000).nullable().default(null),
    minAcres: z.number().min(0).max(1_000_000).nullable().default(null),
    maxAcres: z.number().min(0).max(1_000_000).nullable().default(null),
  })
  .refine((box) => box.minPrice === null || box.maxPrice === null || box.minPrice <= box.maxPrice, {
    message: 'The lowest price must not be above the highest',
    path: ['maxPrice'],
  })
  .refine((box) => box.minAcres === null || box.maxAcres === null || box.minAcres <= box.maxAcres, {
    message: 'The fewest acres must not be above the most',
    path: ['maxAcres'],
  });
export type BuyBox = z.infer<typeof buyBoxSchema>;

/** `PUT /api/me/profile`: the whole profile as the Settings section edits it. */
export const updateMemberProfileRequestSchema = z.object({
  isPublic: z.boolean(),
  states: z.array(stateCodeSchema).max(20, 'At most 20 states').default([]),
  counties: z
    .array(singleLine(plainText('A county', 60), 'A county').pipe(z.string().min(1)))
    .max(30, 'At most 30 counties')
    .default([]),
  strategies: z.array(investmentStrategySchema).max(INVESTMENT_STRATEGIES.length).default([]),
  buyBox: buyBoxSchema.default({ categories: [], minPrice: null, maxPrice: null, minAcres: null, maxAcres: null }),
  experience: experienceSchema.nullable().default(null),
  bio: plainText('The bio', MAX_BIO_LENGTH).default(''),
});
export type UpdateMemberProfileRequest = z.input<typeof updateMemberProfileRequestSchema>;

/** The signed-in member's own profile, as Settings edits it. */
export const myProfileSchema = z.object({
  isPublic: z.boolean(),
  states: z.array(z.string()),
  counties: z.array(z.string()),
  strategies: z.array(investmentStrategySchema),
  buyBox: z.object({
    categories: z.array(propertyCategorySchema),
    minPrice: z.number().nullable(),
    maxPrice: z.number().nullable(),
    minAcres: z.number().nullable(),
    maxAcres: z.number().nullable(),
  }),
  experience: experienceSchema.nullable(),
  bio: z.string(),
  /** where the public profile is (shown only while it is public) */
  profileUrl: z.string(),
});
export type MyProfile = z.infer<typeof myProfileSchema>;

/** A member as the directory lists them. Never an email address or a phone number. */
export const memberCardSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  profilePicture: z.string().nullable(),
  states: z.array(z.string()),
  counties: z.array(z.string()),
  strategies: z.array(investmentStrategySchema),
  buyBox: myProfileSchema.shape.buyBox,
  experience: experienceSchema.nullable(),
  bio: z.string(),
  memberSince: z.string(),
  emailVerified: z.boolean(),
  /** on the Premium seller plan: the Premium badge */
  premiumSeller: z.boolean(),
  activeListings: z.number().int(),
  /** proof of funds an administrator checked, while it holds: "Funds verified up to $X" (identity's, read when asked) */
  verifiedFunds: verifiedFundsSchema.nullable(),
});
export type MemberCard = z.infer<typeof memberCardSchema>;

export const memberListingSchema = z.object({
  id: z.string(),
  title: z.string(),
  city: z.string(),
  state: z.string(),
  price: z.number(),
  acres: z.number(),
  image: z.string().nullable(),
});
export type MemberListing = z.infer<typeof memberListingSchema>;

/** `GET /api/members/{id}`: the card and a few active listings, newest first. */
export const memberProfileSchema = memberCardSchema.extend({ listings: z.array(memberListingSchema) });
export type MemberProfile = z.infer<typeof memberProfileSchema>;

const listParam = <T extends z.ZodType<string>>(item: T) =>
  z.preprocess((value) => (typeof value === 'string' ? value.split(',').filter(Boolean) : value), z.array(item).max(20).optional());

/** `GET /api/members` query; also the `/connections` page's search params. */
export const searchMembersQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  state: listParam(stateCodeSchema),
  county: z.string().trim().max(60).optional(),
  strategy: listParam(investmentStrategySchema),
  category: listParam(propertyCategorySchema),
  page: z.coerce.number().int().min(1).max(500).default(1),
});
export type SearchMembersQuery = z.output<typeof searchMembersQuerySchema>;

export const memberSearchResultSchema = z.object({
  members: z.array(memberCardSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageCount: z.number().int(),
});
export type MemberSearchResult = z.infer<typeof memberSearchResultSchema>;

export const requestConnectionSchema = z.object({
  memberId: z.uuid({ message: 'memberId must be a member id' }),
  note: plainText('The note', MAX_NOTE_LENGTH).default(''),
});
export type RequestConnectionRequest = z.input<typeof requestConnectionSchema>;

export const connectionSchema = z.object({
  id: z.string(),
  status: z.enum(['pending', 'accepted']),
  /** the other member */
  member: z.object({ id: z.string(), firstName: z.string(), lastName: z.string(), profilePicture: z.string().nullable() }),
  /** the member who asked */
  requestedBy: z.string(),
  note: z.string(),
  createdAt: z.string(),
  acceptedAt: z.string().nullable(),
});
export type Connection = z.infer<typeof connectionSchema>;

export const connectionListSchema = z.object({
  connections: z.array(connectionSchema),
  received: z.array(connectionSchema),
  sent: z.array(connectionSchema),
});
export type ConnectionList = z.infer<typeof connectionListSchema>;

/** The member saved their profile (turned on, edited or turned off): the directory follows. */
export const MemberProfileChanged = defineEvent<{ userId: string }>()('engagement.member-profile-changed.v1');
