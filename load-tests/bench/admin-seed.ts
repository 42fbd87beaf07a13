/**
 * The back office's data at scale for `npm run bench:admin`: 100,000 members, 100,000 listings, 100,000
 * conversations of 10 messages (1,000,000), and what a marketplace of that size has around them: seller
 * leads, reports, subscriptions and their invoices, revenue movements, trials, members' active days, the
 * audit log and the outbox (delivered and dead events).
 *
 * Written straight into the modules' tables in set-based statements (generate_series), after the host has
 * migrated the database: about a minute on a 2-core machine. Ids are derived from a kind and a number
 * (`bench_uuid('member', 42)`), so a table can point at another's rows without reading them; values that
 * vary (roles, statuses, states, prices, dates) are picked by the row's number, so every run seeds the same
 * data. A marker table records the seed's version: a database seeded by this version is reused as it is.
 */
import type pg from 'pg';

/** bump when the seed below changes: a database seeded by another version is refused, not reused */
export const ADMIN_SEED_VERSION = 1;

export const ADMIN_SEED_VOLUMES = {
  members: 100_000,
  listings: 100_000,
  conversations: 100_000,
  messagesPerConversation: 10,
  sellerLeads: 50_000,
  reports: 10_000,
  /** half of them buyers' plans, half sellers' */
  subscriptions: 20_000,
  invoicesPerSubscription: 10,
  mrrMovements: 30_000,
  trials: 15_000,
  /** members active on each of the last 180 days */
  activePerDay: 5_000,
  auditEntries: 200_000,
  deliveredEvents: 300_000,
  deadEvents: 1_500,
} as const;

const V = ADMIN_SEED_VOLUMES;
/** members whose number is a multiple of this are sellers too (a quarter) */
const SELLER_EVERY = 4;
/** and of this, administrators (100 of them) */
const ADMIN_EVERY = 1000;
/** and of this, suspended (about 1 %) */
const SUSPENDED_EVERY = 97;
const SELLERS = V.members / SELLER_EVERY;

const MARKER = 'public.bench_admin_seed';

export async function seededVersion(client: pg.Client): Promise<number | null> {
  const [exists] = (await client.query<{ found: boolean }>(`select to_regclass('${MARKER}') is not null as found`)).rows;
  if (!exists?.found) return null;
  const [row] = (await client.query<{ version: number }>(`select version from ${MARKER}`)).rows;
  return row?.version ?? null;
}

/** Fills an empty, migrated database; `log` hears each step and its time. */
export async function seedAdminData(client: pg.Client, log: (line: string) => void): Promise<void> {
  const [users] = (await client.query<{ n: number }>('select count(*)::int as n from identity.users')).rows;
  if (users!.n > 1) throw new Error(`the bench database already holds ${users!.n} members but no seed marker: drop it and run again`);
  await client.query('set synchronous_commit = off');
  // all or nothing: a seed that fails leaves the database as it found it
  await client.query('begin');
  try {
    for (const [name, sql] of STEPS) {
      const started = performance.now();
      const result = await client.query(sql);
      log(`  ${name}: ${result.rowCount ?? 0} rows in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    }
    await client.query(`create table ${MARKER} (version int not null, seeded_at timestamptz not null default now())`);
    await client.query(`insert into ${MARKER} (version) values ($1)`, [ADMIN_SEED_VERSION]);
    await client.query('commit');
  } catch (error) {
    await client.query('rollback');
    throw error;
  }
  const started = performance.now();
  await client.query('vacuum analyze');
  log(`  vacuum analyze in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

/**
 * The moderation queue (decision 0055), which the first version of the seed predates: a database seeded
 * before it is topped up, once (a database with no review and no listing report has not been), so no one
 * re-seeds by hand. 2,500 active listings wait for review (`i % 40 = 3`, asked over the last 14 days), 250 were
 * not approved (`i % 400 = 23`), and 6,000 reports of 2,500 other active listings over the last 60 days, a third
 * of them open (about 2,000 listings with an open report); the others dismissed or acted on.
 */
export const MODERATION_VOLUMES = { pending: 2_500, rejected: 250, reportedListings: 2_500, reports: 6_000 } as const;

/**
 * Databases seeded before the seed stopped making buyers' subscriptions `trialing` (a state billing never produces:
 * a trial is a seller plan's, and its `trial` tier has no buyer limits, so restating those entitlements failed):
 * such a subscription becomes active at its plan's price, as the seed now makes it. Nothing to do on a later run.
 */
export async function repairBuyerTrials(client: pg.Client, log: (line: string) => void): Promise<void> {
  const { rowCount } = await client.query(
    `update billing.subscriptions set status = 'active', mrr_cents = ${priceOf('audience', 'tier')}
     where audience = 'buyer' and status = 'trialing'`,
  );
  if (rowCount) log(`  buyers' subscriptions seeded as trials made active: ${rowCount}`);
}

export async function topUpModeration(client: pg.Client, log: (line: string) => void): Promise<void> {
  const [seeded] = (
    await client.query<{ found: boolean }>(
      `select exists (select 1 from listings.listing_reports) or exists (select 1 from listings.properties where review is not null) as found`,
    )
  ).rows;
  if (seeded!.found) return;
  const M = MODERATION_VOLUMES;
  const started = performance.now();
  await client.query('begin');
  try {
    await client.query(STEPS[0]![1]);
    const pending = await client.query(
      `update listings.properties set review = 'pending', review_requested_at = ${spread('i', M.pending, 14)},
              published_at = null, expires_at = null
       from generate_series(1, ${M.pending}) i where id = ${id('listing', '40 * (i - 1) + 3')}`,
    );
    const rejected = await client.query(
      `update listings.properties set review = 'rejected', review_reason = 'The photos show a different parcel than the address.',
              review_requested_at = ${spread('i', M.rejected, 30)}, published_at = null, expires_at = null
       from generate_series(1, ${M.rejected}) i where id = ${id('listing', '400 * (i - 1) + 23')}`,
    );
    const reports = await client.query(
      `insert into listings.listing_reports (id, property_id, reporter_id, reason, details, status, created_at, resolved_by, resolved_at)
       select ${id('listing-report', 'r')}, ${id('listing', `20 * (r % ${M.reportedListings}) + 5`)}, ${id('member', buyer('r * 13'))},
              ${pick(['scam', 'wrong-information', 'not-available', 'duplicate', 'inappropriate', 'other'], 'r')},
              case when r % 4 = 0 then 'The price is not the one in the county records' end,
              case when r % 3 = 0 then 'open' when r % 3 = 1 then 'dismissed' else 'actioned' end, created,
              case when r % 3 <> 0 then ${id('member', admin('r'))} end, case when r % 3 <> 0 then created + interval '1 day' end
       from generate_series(1, ${M.reports}) r, lateral (select ${spread('r', M.reports, 60)} as created) x`,
    );
    await client.query('commit');
    log(
      `  moderation queue topped up: ${pending.rowCount} listings waiting for review, ${rejected.rowCount} not approved, ` +
        `${reports.rowCount} listing reports in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
  } catch (error) {
    await client.query('rollback');
    throw error;
  }
  await client.query('vacuum analyze listings.properties, listings.listing_reports');
}

const list = (values: readonly string[]) => `array[${values.map((value) => `'${value}'`).join(', ')}]`;
/** the `n`th value of `values`, cycling (1-based n) */
const pick = (values: readonly string[], n: string) => `(${list(values)})[1 + (${n}) % ${values.length}]`;
/** a date `n` of `count` spread evenly over the last `days` days, newest last */
const spread = (n: string, count: number, days: number) => `now() - ((${count} - (${n})) * interval '${(days * 86_400) / count} seconds')`;
/** the id of member, listing, … number n */
const id = (kind: string, n: string) => `pg_temp.bench_uuid('${kind}', ${n})`;
/** the member number of seller number k (0-based): every SELLER_EVERY-th member */
const seller = (k: string) => `(${SELLER_EVERY} * (1 + (${k}) % ${SELLERS}))`;
/** a buyer-only member number for k: never a multiple of SELLER_EVERY */
const buyer = (k: string) => `(${SELLER_EVERY} * ((${k}) % ${SELLERS}) + 1)`;
/** the administrator number k (cycling over the seeded ones) */
const admin = (k: string) => `(${ADMIN_EVERY} * (1 + (${k}) % ${V.members / ADMIN_EVERY}))`;

const FIRST_NAMES = [
  'James',
  'Mary',
  'Robert',
  'Patricia',
  'John',
  'Jennifer',
  'Michael',
  'Linda',
  'David',
  'Elizabeth',
  'William',
  'Barbara',
  'Richard',
  'Susan',
  'Joseph',
  'Jessica',
  'Thomas',
  'Sarah',
  'Carlos',
  'Karen',
  'Daniel',
  'Lisa',
  'Matthew',
  'Nancy',
  'Anthony',
  'Betty',
  'Mark',
  'Sandra',
  'Paul',
  'Ashley',
  'Steven',
  'Emily',
  'Andrew',
  'Donna',
  'Kenneth',
  'Michelle',
  'Joshua',
  'Carol',
  'Kevin',
  'Amanda',
];
const LAST_NAMES = [
  'Smith',
  'Johnson',
  'Williams',
  'Brown',
  'Jones',
  'Garcia',
  'Miller',
  'Davis',
  'Rodriguez',
  'Martinez',
  'Hernandez',
  'Lopez',
  'Gonzalez',
  'Wilson',
  'Anderson',
  'Thomas',
  'Taylor',
  'Moore',
  'Jackson',
  'Martin',
  'Lee',
  'Perez',
  'Thompson',
  'White',
  'Harris',
  'Sanchez',
  'Clark',
  'Ramirez',
  'Lewis',
  'Robinson',
  'Walker',
  'Young',
  'Allen',
  'King',
  'Wright',
  'Scott',
  'Torres',
  'Nguyen',
  'Hill',
  'Flores',
  'Green',
  'Adams',
  'Nelson',
  'Baker',
  'Hall',
  'Rivera',
  'Campbell',
  'Mitchell',
  'Carter',
  'Roberts',
  'Gomez',
  'Phillips',
  'Evans',
  'Turner',
  'Diaz',
  'Parker',
  'Cruz',
  'Edwards',
  'Collins',
  'Reyes',
];
const STATES = [
  'AL',
  'AK',
  'AZ',
  'AR',
  'CA',
  'CO',
  'CT',
  'DE',
  'FL',
  'GA',
  'HI',
  'ID',
  'IL',
  'IN',
  'IA',
  'KS',
  'KY',
  'LA',
  'ME',
  'MD',
  'MA',
  'MI',
  'MN',
  'MS',
  'MO',
  'MT',
  'NE',
  'NV',
  'NH',
  'NJ',
  'NM',
  'NY',
  'NC',
  'ND',
  'OH',
  'OK',
  'OR',
  'PA',
  'RI',
  'SC',
  'SD',
  'TN',
  'TX',
  'UT',
  'VT',
  'VA',
  'WA',
  'WV',
  'WI',
  'WY',
];
const CITIES = [
  'Austin',
  'Dallas',
  'Houston',
  'Phoenix',
  'Denver',
  'Tulsa',
  'Boise',
  'Reno',
  'Tampa',
  'Orlando',
  'Atlanta',
  'Nashville',
  'Memphis',
  'Raleigh',
  'Omaha',
  'Wichita',
  'Fresno',
  'Tucson',
  'Spokane',
  'Billings',
  'Cheyenne',
  'Lubbock',
  'Amarillo',
  'El Paso',
  'Savannah',
  'Macon',
  'Mobile',
  'Jackson',
  'Little Rock',
  'Fargo',
];
const CATEGORIES = [
  'land',
  'residential',
  'commercial',
  'industrial',
  'mixed-use',
  'agricultural',
  'recreational',
  'investment',
  'development',
  'unrestricted',
];
/** out of 20: 12 active, 2 drafts, 2 under contract, 2 sold, 1 expired, 1 withdrawn */
const LISTING_STATUSES = [
  ...Array<string>(12).fill('active'),
  'draft',
  'draft',
  'under_contract',
  'under_contract',
  'sold',
  'sold',
  'expired',
  'withdrawn',
];
const REPORT_REASONS = ['spam', 'scam', 'harassment', 'inappropriate', 'other'];
const OUTCOMES = ['dismissed', 'dismissed', 'warned', 'suspended'];
/** out of 20: 2 open, 1 queued, 17 claimed */
const LEAD_STATUSES = ['open', 'open', 'queued', ...Array<string>(17).fill('claimed')];
/** out of 20: 14 active, 1 trialing, 1 past due, 3 canceled, 1 expired */
const SUBSCRIPTION_STATUSES = [...Array<string>(14).fill('active'), 'trialing', 'past_due', 'canceled', 'canceled', 'canceled', 'expired'];
/** a buyer's plan has no trial (only seller plans start with one, and billing starts no other): that one is active */
const BUYER_SUBSCRIPTION_STATUSES = SUBSCRIPTION_STATUSES.map((status) => (status === 'trialing' ? 'active' : status));
const BUYER_TIERS = ['plus', 'plus', 'pro'];
const SELLER_TIERS = ['starter', 'starter', 'pro', 'premium'];
/** the paid plans' monthly prices in billing's catalogue, by audience and tier */
const PRICE_CENTS = { 'buyer plus': 1900, 'buyer pro': 3900, 'seller starter': 2900, 'seller pro': 7900, 'seller premium': 14900 };
const priceOf = (audience: string, tier: string) =>
  `case ${audience} || ' ' || ${tier} ${Object.entries(PRICE_CENTS)
    .map(([plan, cents]) => `when '${plan}' then ${cents}`)
    .join(' ')} end`;
/** out of 40: 37 paid, 2 failed, 1 refunded */
const INVOICE_STATUSES = [...Array<string>(37).fill('paid'), 'failed', 'failed', 'refunded'];
const AUDIT_ACTIONS = [
  'identity.user-suspended',
  'identity.user-reinstated',
  'identity.roles-changed',
  'identity.verification-resent',
  'identity.view-as-started',
  'identity.view-as-ended',
  'billing.invoice-refunded',
  'leads.lead-assigned',
  'engagement.report-resolved',
  'platform.dead-event-replayed',
];
const EVENT_TYPES = [
  'identity.user-registered.v1',
  'identity.user-changed.v1',
  'listings.listing-published.v1',
  'listings.listing-drafted.v1',
  'leads.seller-lead-captured.v1',
  'leads.seller-lead-claimed.v1',
  'billing.subscription-started.v1',
  'billing.subscription-changed.v1',
  'engagement.favorite-added.v1',
  'engagement.member-profile-changed.v1',
];

const STEPS: Array<[string, string]> = [
  [
    'ids',
    // a UUID of version 4's shape (zod's uuid checks it) from an md5 of kind and number
    `create or replace function pg_temp.bench_uuid(kind text, n bigint) returns uuid language sql immutable
     as $$ select overlay(overlay(md5(kind || ':' || n) placing '4' from 13) placing '8' from 17)::uuid $$`,
  ],
  [
    'members',
    `insert into identity.users (id, email, password_hash, first_name, last_name, phone, roles, active_role, email_verified_at,
                                 created_at, updated_at, suspended_at, suspension_reason)
     select ${id('member', 'n')},
            lower(${pick(FIRST_NAMES, 'n * 7')} || '.' || ${pick(LAST_NAMES, 'n * 13')}) || n || '@example.com',
            'not-a-password-hash',
            ${pick(FIRST_NAMES, 'n * 7')}, ${pick(LAST_NAMES, 'n * 13')},
            case when n % 3 = 0 then '+1512' || lpad((n % 10000000)::text, 7, '0') end,
            case when n % ${ADMIN_EVERY} = 0 then '{buyer,seller,admin}'::text[]
                 when n % ${SELLER_EVERY} = 0 then '{buyer,seller}'::text[] else '{buyer}'::text[] end,
            case when n % ${SELLER_EVERY} = 0 then 'seller' else 'buyer' end,
            case when n % 5 <> 0 then ${spread('n', V.members, 730)} + interval '1 hour' end,
            ${spread('n', V.members, 730)}, ${spread('n', V.members, 730)},
            case when n % ${SUSPENDED_EVERY} = 0 then ${spread('n', V.members, 730)} + interval '30 days' end,
            case when n % ${SUSPENDED_EVERY} = 0 then 'Repeated spam in messages' end
     from generate_series(1, ${V.members}) n`,
  ],
  [
    'members active per day',
    `insert into identity.active_days (user_id, day)
     select ${id('member', `1 + (d * 7919 + k * 13) % ${V.members}`)}, current_date - d
     from generate_series(0, 179) d, generate_series(1, ${V.activePerDay}) k`,
  ],
  [
    "members' last active day",
    `update identity.users u set last_active_day = d.day
     from (select user_id, max(day) as day from identity.active_days group by user_id) d where d.user_id = u.id`,
  ],
  [
    'listings',
    `insert into listings.properties (id, owner_id, title, description, category, city, state, acres, price_cents, latitude,
                                      longitude, status, created_at, updated_at, published_at, street_address, zip, county,
                                      expires_at, sold_at, withdrawn_at, under_contract_at)
     select ${id('listing', 'i')}, ${id('member', seller('i * 7919'))},
            (5 + i % 200) || ' acres of ' || ${pick(CATEGORIES, 'i')} || ' near ' || ${pick(CITIES, 'i * 3')},
            'Road frontage, power at the street, survey on file.',
            ${pick(CATEGORIES, 'i')}, ${pick(CITIES, 'i * 3')}, ${pick(STATES, 'i * 31')},
            5 + i % 200, (20000 + (i * 7919) % 500000) * 100,
            25 + (i % 2300) / 100.0, -124 + (i % 5600) / 100.0,
            status, created, created, case when status <> 'draft' then created end,
            (100 + i % 9000) || ' County Road ' || (i % 300), lpad((10000 + i % 89999)::text, 5, '0'), 'Travis',
            case when status = 'active' then now() + ((1 + i % 60) * interval '1 day') end,
            case when status = 'sold' then created + interval '40 days' end,
            case when status = 'withdrawn' then created + interval '20 days' end,
            case when status = 'under_contract' then created + interval '30 days' end
     from generate_series(1, ${V.listings}) i,
          lateral (select ${pick(LISTING_STATUSES, 'i')} as status, ${spread('i', V.listings, 730)} as created) l`,
  ],
  [
    'conversations',
    `insert into engagement.conversations (id, property_id, buyer_id, seller_id, listing_title, created_at, last_activity_at,
                                           last_seq, buyer_read_seq, seller_read_seq, buyer_unread, seller_unread)
     select ${id('conversation', 'c')}, ${id('listing', 'c')}, ${id('member', buyer('c * 17'))}, ${id('member', seller('c * 7919'))},
            'A listing', ${spread('c', V.conversations, 730)},
            ${spread('c', V.conversations, 730)} + ${V.messagesPerConversation} * interval '1 hour',
            ${V.messagesPerConversation}, ${V.messagesPerConversation}, ${V.messagesPerConversation} - c % 2, 0, c % 2
     from generate_series(1, ${V.conversations}) c`,
  ],
  [
    'messages',
    `insert into engagement.messages (id, conversation_id, seq, sender_id, body, client_id, created_at)
     select gen_random_uuid(), ${id('conversation', 'c')}, s,
            case when s % 2 = 1 then ${id('member', buyer('c * 17'))} else ${id('member', seller('c * 7919'))} end,
            'Is the parcel still available? What are the terms, and is there road access all year?',
            'seed-' || c || '-' || s, ${spread('c', V.conversations, 730)} + s * interval '1 hour'
     from generate_series(1, ${V.conversations}) c, generate_series(1, ${V.messagesPerConversation}) s`,
  ],
  [
    'reports',
    `insert into engagement.reports (id, reporter_id, reported_member_id, conversation_id, excerpt, reason, details, status,
                                     created_at, outcome, note, resolved_by, resolved_at)
     select ${id('report', 'r')}, ${id('member', buyer('c * 17'))}, ${id('member', seller('c * 7919'))}, ${id('conversation', 'c')},
            'Send the deposit by wire today to hold it', ${pick(REPORT_REASONS, 'r')}, case when r % 3 = 0 then 'Asked for a wire' end,
            case when open then 'open' else 'resolved' end, created,
            case when not open then ${pick(OUTCOMES, 'r')} end, case when not open then 'Looked at the conversation' end,
            case when not open then ${id('member', admin('r'))} end, case when not open then created + interval '1 day' end
     from generate_series(1, ${V.reports}) r,
          lateral (select (r * 10) % ${V.conversations} + 1 as c, r % 5 = 0 as open, ${spread('r', V.reports, 730)} as created) x`,
  ],
  [
    'seller leads',
    `insert into leads.seller_leads (id, property_address, address_key, city, state, county, zip, full_name, phone, email,
                                     situation, status, created_at, queued_at, claimed_by, claimed_at, source, next_step)
     select ${id('lead', 'l')}, address, lower(address), ${pick(CITIES, 'l * 3')},
            case when l % 100 <> 0 then ${pick(STATES, 'l * 31')} end, 'Travis', lpad((10000 + l % 89999)::text, 5, '0'),
            ${pick(FIRST_NAMES, 'l * 11')} || ' ' || ${pick(LAST_NAMES, 'l * 17')}, '+1737' || lpad(l::text, 7, '0'),
            'owner' || l || '@example.net', 'Inherited, behind on taxes', status, created,
            case when status = 'queued' then created + interval '1 hour' end,
            case when status = 'claimed' then ${id('member', seller('l * 31'))} end,
            case when status = 'claimed' then created + interval '3 hours' end,
            case when l % 5 = 0 then 'page' else 'network' end,
            case when l % 10 < 3 then 'team_review' else 'investors_notified' end
     from generate_series(1, ${V.sellerLeads}) l,
          lateral (select (100 + l % 9000) || ' Ranch Road ' || l as address, ${pick(LEAD_STATUSES, 'l')} as status,
                          ${spread('l', V.sellerLeads, 730)} as created) x`,
  ],
  [
    'subscriptions',
    `insert into billing.subscriptions (id, user_id, audience, tier, status, trial_ends_at, current_period_start,
                                        current_period_end, cancel_at_period_end, has_payment_method, provider, created_at,
                                        updated_at, mrr_cents)
     select ${id('subscription', 's')}, ${id('member', 'member')}, audience, tier, status,
            case when status = 'trialing' or s % 4 = 0 then created + interval '14 days' end,
            now() - (s % 30) * interval '1 day', now() + (30 - s % 30) * interval '1 day', s % 11 = 0, true, 'test',
            created, created,
            case when status in ('active', 'past_due') then ${priceOf('audience', 'tier')} else 0 end
     from generate_series(1, ${V.subscriptions}) s,
          lateral (select case when s % 2 = 0 then 'seller' else 'buyer' end as audience,
                          case when s % 2 = 0 then ${seller('s / 2')} else ${buyer('s')} end as member,
                          case when s % 2 = 0 then ${pick(SELLER_TIERS, 's / 2')} else ${pick(BUYER_TIERS, 's / 2')} end as tier,
                          case when s % 2 = 0 then ${pick(SUBSCRIPTION_STATUSES, 's / 2')} else ${pick(BUYER_SUBSCRIPTION_STATUSES, 's / 2')} end
                            as status, ${spread('s', V.subscriptions, 730)} as created) x`,
  ],
  [
    'invoices',
    `insert into billing.invoices (id, user_id, subscription_id, number, description, amount_cents, status, period_start,
                                   period_end, provider, provider_invoice_id, created_at, failed_at, refunded_at)
     select ${id('invoice', 'i')}, sub.user_id, sub.id, 'DA-' || lpad(i::text, 8, '0'), 'Monthly plan', price, paid,
            created, created + interval '1 month', 'test', 'in_seed_' || i, created,
            case when paid = 'failed' then created end, case when paid = 'refunded' then created + interval '2 days' end
     from generate_series(1, ${V.subscriptions * V.invoicesPerSubscription}) i
     join billing.subscriptions sub on sub.id = ${id('subscription', `1 + (i - 1) % ${V.subscriptions}`)},
          lateral (select ${pick(INVOICE_STATUSES, 'i')} as paid,
                          ${spread('i', V.subscriptions * V.invoicesPerSubscription, 700)} as created,
                          ${priceOf('sub.audience', 'sub.tier')} as price) x`,
  ],
  [
    'revenue movements',
    `insert into billing.mrr_movements (subscription_id, user_id, at, from_cents, to_cents)
     select ${id('subscription', `1 + m % ${V.subscriptions}`)}, ${id('member', buyer('m'))}, ${spread('m', V.mrrMovements, 730)},
            (array[0, 1900, 3900, 2900, 14900])[1 + m % 5], (array[1900, 0, 2900, 14900, 3900])[1 + m % 5]
     from generate_series(1, ${V.mrrMovements}) m`,
  ],
  [
    'trials',
    `insert into billing.trial_usages (user_id, started_at, ended_at, converted)
     select ${id('member', seller('t'))}, started, case when started < now() - interval '14 days' then started + interval '14 days' end,
            case when started < now() - interval '14 days' then t % 3 = 0 end
     from generate_series(0, ${V.trials - 1}) t, lateral (select ${spread('t', V.trials, 730)} as started) x`,
  ],
  [
    'audit log',
    `insert into platform.audit_log (at, actor_id, action, subject_type, subject_id, reason, before, after)
     select ${spread('a', V.auditEntries, 730)}, ${id('member', admin('a'))}, ${pick(AUDIT_ACTIONS, 'a')},
            case when a % 10 in (6, 7) then 'invoice' when a % 10 = 9 then 'event' else 'user' end,
            ${id('member', `1 + (a * 7919) % ${V.members}`)}::text, case when a % 2 = 0 then 'Asked by the member' end,
            '{"status": "active"}'::jsonb, '{"status": "suspended"}'::jsonb
     from generate_series(1, ${V.auditEntries}) a`,
  ],
  [
    'outbox: delivered and dead events',
    `insert into platform.outbox (id, type, aggregate_id, payload, occurred_at, status, attempts, next_attempt_at, last_error,
                                  processed_at)
     select ${id('event', 'e')}, ${pick(EVENT_TYPES, 'e')}, ${id('member', `1 + e % ${V.members}`)}::text,
            jsonb_build_object('id', ${id('member', `1 + e % ${V.members}`)}, 'n', e), occurred,
            case when dead then 'dead' else 'done' end, case when dead then 10 else 1 end, occurred,
            case when dead then 'TypeError: Cannot read properties of undefined (reading ''id'')' end,
            case when not dead then occurred + interval '1 second' end
     from generate_series(1, ${V.deliveredEvents + V.deadEvents}) e,
          lateral (select e % ${Math.round((V.deliveredEvents + V.deadEvents) / V.deadEvents)} = 0 as dead,
                          ${spread('e', V.deliveredEvents + V.deadEvents, 730)} as occurred) x`,
  ],
];
