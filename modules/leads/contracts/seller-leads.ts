import { z } from 'zod';
import { singleLine } from '../../shared/kernel/text.ts';

/** What brings an owner to ask for a cash offer (spec section 3); optional on the form. */
export const LEAD_SITUATIONS = ['foreclosure', 'probate', 'divorce', 'relocation', 'repairs', 'other'] as const;
export type LeadSituation = (typeof LEAD_SITUATIONS)[number];

export const LEAD_SITUATION_LABELS: Record<LeadSituation, string> = {
  foreclosure: 'Facing foreclosure',
  probate: 'Inherited or in probate',
  divorce: 'Divorce',
  relocation: 'Relocating',
  repairs: 'Needs repairs',
  other: 'Other',
};

/** The form's messages (spec section 5), the same in the browser and on the server. */
export const SELLER_LEAD_MESSAGES = {
  propertyAddress: 'Property address is required',
  fullName: 'Full name is required',
  phone: 'Phone number must be at least 10 digits',
  /** the server's check after the digits: a number no phone can have */
  phoneInvalid: 'Please enter a valid US phone number',
  email: 'Please enter a valid email address',
} as const;

/** The spec's texts for the form's outcome (section 8). */
export const SELLER_LEAD_SUCCESS = 'Thank you! Your property information has been submitted to our professional investor network.';
export const SELLER_LEAD_FAILURE = 'Failed to submit your information. Please try again.';

const digits = (value: string) => value.replace(/\D/g, '').length;

/**
 * `POST /api/seller-leads` (public): an owner asks the investor network for a cash offer. `website`
 * is a honeypot that people never see: a request that fills it is answered like any other and kept nowhere.
 */
export const sellerLeadInputSchema = z.object({
  propertyAddress: singleLine(
    z
      .string({ error: SELLER_LEAD_MESSAGES.propertyAddress })
      .trim()
      .min(5, SELLER_LEAD_MESSAGES.propertyAddress)
      .max(200, 'Property address is too long (200 characters at most)'),
    'Property address',
  ),
  fullName: singleLine(
    z
      .string({ error: SELLER_LEAD_MESSAGES.fullName })
      .trim()
      .min(2, SELLER_LEAD_MESSAGES.fullName)
      .max(100, 'Full name is too long (100 characters at most)'),
    'Full name',
  ),
  phone: z
    .string({ error: SELLER_LEAD_MESSAGES.phone })
    .trim()
    .max(30, 'Phone number is too long')
    .refine((value) => value.length >= 10 && digits(value) >= 10, SELLER_LEAD_MESSAGES.phone)
    .refine((value) => /^[\d\s()+.-]*$/.test(value), 'Use digits, spaces, dashes, dots, brackets and + only'),
  email: z
    .string({ error: SELLER_LEAD_MESSAGES.email })
    .trim()
    .max(254, SELLER_LEAD_MESSAGES.email)
    .pipe(z.email(SELLER_LEAD_MESSAGES.email)),
  situation: z.preprocess((value) => (value === '' || value === null ? undefined : value), z.enum(LEAD_SITUATIONS).optional()),
  website: z.string().max(500).optional(),
  /** sent from this seller's lead page (`/sell/{sellerId}`): the lead goes to them alone */
  sellerId: z.uuid({ message: 'sellerId must be a member id' }).optional(),
});
export type SellerLeadInput = z.input<typeof sellerLeadInputSchema>;
export type SellerLeadRequest = z.output<typeof sellerLeadInputSchema>;

/**
 * What happens to a lead once sent: investors who buy in its area (or the seller whose lead page it came
 * from) have it, or no investor covers the area yet and the team reviews it (the administrators' queue).
 */
export const LEAD_NEXT_STEPS = ['investors_notified', 'team_review'] as const;
export type LeadNextStep = (typeof LEAD_NEXT_STEPS)[number];

/** What the form tells the owner after the spec's thanks, by next step. */
export const SELLER_LEAD_NEXT_STEP_TEXT: Record<LeadNextStep, string> = {
  investors_notified: 'Local investors who buy in your area have your request. One of them may call you; you are under no obligation.',
  team_review:
    'No investor on DealAcre buys in your area yet. Our team will review your request and reply by email within 2 business days.',
};

/**
 * The answer to a submitted lead, with its next step: a repeat within a day answers with the first
 * lead's, and a honeypot hit like a lead no investor covers.
 */
export const sellerLeadReceiptSchema = z.object({ id: z.string(), status: z.literal('received'), nextStep: z.enum(LEAD_NEXT_STEPS) });
export type SellerLeadReceipt = z.infer<typeof sellerLeadReceiptSchema>;

/** A lead waits this long for an investor before it joins the administrators' queue. */
export const LEAD_CLAIM_WINDOW_MS = 60 * 60_000;

export const LEAD_SOURCES = ['network', 'page'] as const;
export type LeadSource = (typeof LEAD_SOURCES)[number];

/**
 * `GET /api/lead-pages/{sellerId}` (public): a paid seller's hosted "sell your property" page, whose
 * leads go straight to them; 404 when the seller's plan has no lead capture. Never an email or phone.
 */
export const leadPageSchema = z.object({
  sellerId: z.string(),
  name: z.string(),
  profilePicture: z.string().nullable(),
  /** where they buy, e.g. "Hays County, TX" or "Texas" */
  markets: z.array(z.string()),
});
export type LeadPage = z.infer<typeof leadPageSchema>;

export const LEAD_STATUSES = ['open', 'queued', 'claimed'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

/** A lead as administrators see it in their queue: everything the owner gave, where it is, and what happened to it. */
export const sellerLeadRecordSchema = z.object({
  id: z.string(),
  propertyAddress: z.string(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  county: z.string().nullable(),
  zip: z.string().nullable(),
  fullName: z.string(),
  /** E.164, e.g. +15128675309 */
  phone: z.string(),
  email: z.string(),
  situation: z.enum(LEAD_SITUATIONS).nullable(),
  status: z.enum(LEAD_STATUSES),
  createdAt: z.string(),
  queuedAt: z.string().nullable(),
  claimedBy: z.string().nullable(),
  claimedAt: z.string().nullable(),
});
export type SellerLeadRecord = z.infer<typeof sellerLeadRecordSchema>;

/**
 * A county as markets compare it: the name alone ("Hays", as the geocoder places addresses), with the
 * "County" people often type after it left off and spaces tidied ("Caddo Parish" stays as it is).
 */
export function normalizeCountyName(text: string): string {
  return text
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/\s+county$/i, '');
}

/** A market a seller buys in: a state, or one county of it. */
export const leadMarketSchema = z.object({
  state: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/, 'Choose a state by its two-letter code')
    .transform((value) => value.toUpperCase()),
  county: z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    singleLine(z.string().trim().min(2, 'County names have at least 2 letters').max(60, 'County name is too long'), 'County')
      .transform(normalizeCountyName)
      .optional(),
  ),
});
export type LeadMarket = z.output<typeof leadMarketSchema>;

export const MAX_LEAD_MARKETS = 50;

/** `PUT /api/leads/markets`: the whole list, replacing the one before. */
export const leadMarketsSchema = z.object({
  markets: z.array(leadMarketSchema).max(MAX_LEAD_MARKETS, `Choose at most ${MAX_LEAD_MARKETS} markets`),
});
export type LeadMarkets = z.output<typeof leadMarketsSchema>;

/**
 * `GET /api/leads/markets/suggested` (members): what the dashboard's prompt to choose lead markets
 * shows: the seller's markets, the states of their listings that no whole-state market of theirs covers
 * (most listings first), whether their plan includes leads, and whether they put the prompt away.
 */
export const marketSuggestionsSchema = z.object({
  markets: z.array(z.object({ state: z.string(), county: z.string().nullable() })),
  suggestedStates: z.array(z.string()),
  leadsInPlan: z.boolean(),
  dismissed: z.boolean(),
});
export type MarketSuggestions = z.infer<typeof marketSuggestionsSchema>;

/** An open lead in a seller's markets before they take it: what and where, never who. */
export const offeredLeadSchema = z.object({
  id: z.string(),
  city: z.string().nullable(),
  county: z.string().nullable(),
  state: z.string().nullable(),
  situation: z.enum(LEAD_SITUATIONS).nullable(),
  createdAt: z.string(),
});
export type OfferedLead = z.infer<typeof offeredLeadSchema>;

/** `GET /api/leads`: the open leads of the seller's markets, the ones they took, and their allowance this month. */
export const myLeadsSchema = z.object({
  markets: marketSuggestionsSchema.shape.markets,
  offered: z.array(offeredLeadSchema),
  claimed: z.array(sellerLeadRecordSchema),
  /** whether the plan lets the seller take leads now (a downgrade keeps the taken ones readable) */
  canClaim: z.boolean(),
  claimsThisMonth: z.number().int(),
  /** `null` = unlimited */
  claimsAllowed: z.number().int().nullable(),
});
export type MyLeads = z.infer<typeof myLeadsSchema>;

export const LEAD_TAKEN_MESSAGE = 'Another investor has already taken this lead';
