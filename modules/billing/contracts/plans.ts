/**
 * The plan catalog (spec sections 1, 6 and 9): one source for prices, badges, features and limits,
 * read by the server (entitlements) and the web (pricing page, upgrade dialog). `null` = unlimited.
 */
export const TRIAL_DAYS = 14;

export type Audience = 'buyer' | 'seller';
export type BuyerTier = 'free' | 'plus' | 'pro';
export type SellerTier = 'free' | 'trial' | 'starter' | 'pro' | 'premium';

export interface BuyerLimits {
  contactsPerMonth: number | null;
  favorites: number | null;
  savedSearches: number | null;
  propertyAlerts: boolean;
  /** may write partner posts on the JV board (paid seller plans may too: `mayPostOnJvBoard`) */
  jvPosts: boolean;
  /** partner posts are featured on the JV board: marked and listed first */
  jvFeatured: boolean;
  /** personal API keys for the public API (`mayUseApi`: Buyer Pro or Seller Premium) */
  apiAccess: boolean;
  /**
   * offers a buyer may have waiting for an answer at once (open or countered, not expired); every tier may make
   * offers, and a free buyer's offer to a seller they have not contacted this month counts as one of their contacts
   */
  openOffers: number | null;
}

export interface SellerLimits {
  activeListings: number | null;
  featuredPerMonth: number | null;
  pipelineAndLeads: boolean;
  /** homepage seller leads the seller may take (claim) per calendar month (UTC); `null` = unlimited */
  leadClaimsPerMonth: number | null;
  /** listing analytics: views, favorites, inquiries and leads over 7 and 30 days (Starter's basic analytics) */
  analytics: boolean;
  /** advanced analytics: 90 days, each listing's own charts, saved-search matches and view-to-inquiry conversion */
  advancedAnalytics: boolean;
  /** personal API keys for the public API (`mayUseApi`: Buyer Pro or Seller Premium) */
  apiAccess: boolean;
  /** contacts the seller's buyers list keeps (bulk contacts); `null` = unlimited (up to `UNLIMITED_CEILING.contacts`) */
  contactsKept: number | null;
  /** campaign mails (bulk invitations) the seller may send per minute; 0 = no campaigns on this plan */
  campaignMailsPerMinute: number;
  /** campaign mails the seller may send in any 24 hours; 0 = no campaigns on this plan */
  campaignMailsPerDay: number;
}

interface PlanBase<A extends Audience, T extends string, L> {
  audience: A;
  tier: T;
  name: string;
  /** US dollars per month, no decimals */
  monthlyPrice: number;
  badge?: 'Most Popular';
  /** paid seller plans start with a 14-day trial (once per account) */
  trialDays: number;
  features: readonly string[];
  limits: L;
}

export type BuyerPlan = PlanBase<'buyer', BuyerTier, BuyerLimits>;
export type SellerPlan = PlanBase<'seller', SellerTier, SellerLimits>;
export type Plan = BuyerPlan | SellerPlan;

export const BUYER_PLANS: readonly BuyerPlan[] = [
  {
    audience: 'buyer',
    tier: 'free',
    name: 'Buyer Free',
    monthlyPrice: 0,
    trialDays: 0,
    features: [
      'Browse all deals',
      'Deal calculator',
      '10 favorites',
      '3 seller contacts per month',
      '2 open offers at a time',
      'JV board (view)',
    ],
    limits: {
      contactsPerMonth: 3,
      favorites: 10,
      savedSearches: 3,
      propertyAlerts: false,
      jvPosts: false,
      jvFeatured: false,
      apiAccess: false,
      openOffers: 2,
    },
  },
  {
    audience: 'buyer',
    tier: 'plus',
    name: 'Buyer Plus',
    monthlyPrice: 19,
    badge: 'Most Popular',
    trialDays: 0,
    features: [
      'Everything in Free',
      'Unlimited seller contacts',
      'Unlimited favorites',
      '10 open offers at a time',
      'Priority property alerts',
      'Email notifications',
    ],
    limits: {
      contactsPerMonth: null,
      favorites: null,
      savedSearches: null,
      propertyAlerts: true,
      jvPosts: true,
      jvFeatured: false,
      apiAccess: false,
      openOffers: 10,
    },
  },
  {
    audience: 'buyer',
    tier: 'pro',
    name: 'Buyer Pro',
    monthlyPrice: 39,
    trialDays: 0,
    features: [
      'Everything in Plus',
      'Unlimited open offers',
      'Featured on the JV board',
      'Advanced analytics',
      'Custom alerts',
      'Market reports',
      'API access',
      'Priority support',
      'Early access to new features',
    ],
    limits: {
      contactsPerMonth: null,
      favorites: null,
      savedSearches: null,
      propertyAlerts: true,
      jvPosts: true,
      jvFeatured: true,
      apiAccess: true,
      openOffers: null,
    },
  },
];

export const SELLER_PLANS: readonly SellerPlan[] = [
  {
    audience: 'seller',
    tier: 'free',
    name: 'Seller Free',
    monthlyPrice: 0,
    trialDays: 0,
    features: ['Seller profile', 'Browse the marketplace', 'Posting requires a paid plan'],
    limits: {
      activeListings: 0,
      featuredPerMonth: 0,
      pipelineAndLeads: false,
      leadClaimsPerMonth: 0,
      analytics: false,
      advancedAnalytics: false,
      apiAccess: false,
      contactsKept: 0,
      campaignMailsPerMinute: 0,
      campaignMailsPerDay: 0,
    },
  },
  {
    audience: 'seller',
    tier: 'trial',
    name: 'Seller Trial',
    monthlyPrice: 0,
    trialDays: TRIAL_DAYS,
    features: ['14 days of Pro: 15 properties', '1 featured listing', 'Pipeline and lead management'],
    limits: {
      activeListings: 15,
      featuredPerMonth: 1,
      pipelineAndLeads: true,
      leadClaimsPerMonth: 5,
      analytics: true,
      advancedAnalytics: true,
      apiAccess: false,
      contactsKept: 1_000,
      campaignMailsPerMinute: 0,
      campaignMailsPerDay: 0,
    },
  },
  {
    audience: 'seller',
    tier: 'starter',
    name: 'Starter',
    monthlyPrice: 29,
    trialDays: TRIAL_DAYS,
    features: ['3 active properties', 'Unlimited messaging', 'Basic analytics', 'Deal pipeline', 'Lead capture forms'],
    limits: {
      activeListings: 3,
      featuredPerMonth: 0,
      pipelineAndLeads: true,
      leadClaimsPerMonth: 10,
      analytics: true,
      advancedAnalytics: false,
      apiAccess: false,
      contactsKept: 1_000,
      campaignMailsPerMinute: 0,
      campaignMailsPerDay: 0,
    },
  },
  {
    audience: 'seller',
    tier: 'pro',
    name: 'Pro',
    monthlyPrice: 79,
    badge: 'Most Popular',
    trialDays: TRIAL_DAYS,
    features: [
      '15 active properties',
      '1 featured listing per month',
      'Advanced analytics',
      'Lead dashboard',
      'Email notifications',
      'Priority support',
    ],
    limits: {
      activeListings: 15,
      featuredPerMonth: 1,
      pipelineAndLeads: true,
      leadClaimsPerMonth: 30,
      analytics: true,
      advancedAnalytics: true,
      apiAccess: false,
      contactsKept: 10_000,
      campaignMailsPerMinute: 0,
      campaignMailsPerDay: 0,
    },
  },
  {
    audience: 'seller',
    tier: 'premium',
    name: 'Premium',
    monthlyPrice: 149,
    trialDays: TRIAL_DAYS,
    features: [
      'Unlimited postings',
      'Unlimited featured listings',
      'Premium badge',
      'Email campaigns',
      'API access',
      'Dedicated account manager',
      'White-label',
    ],
    limits: {
      activeListings: null,
      featuredPerMonth: null,
      pipelineAndLeads: true,
      leadClaimsPerMonth: null,
      analytics: true,
      advancedAnalytics: true,
      apiAccess: true,
      contactsKept: null,
      campaignMailsPerMinute: 200,
      campaignMailsPerDay: 10_000,
    },
  },
];

export function buyerPlan(tier: BuyerTier): BuyerPlan {
  return BUYER_PLANS.find((plan) => plan.tier === tier)!;
}

export function sellerPlan(tier: SellerTier): SellerPlan {
  return SELLER_PLANS.find((plan) => plan.tier === tier)!;
}

/** Plans a user can subscribe to (the trial is started, not bought; free plans need no subscription). */
export const PURCHASABLE: Record<Audience, readonly string[]> = {
  buyer: ['plus', 'pro'],
  seller: ['starter', 'pro', 'premium'],
};
