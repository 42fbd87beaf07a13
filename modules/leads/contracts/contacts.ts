import { z } from 'zod';
import { singleLine } from '../../shared/kernel/text.ts';
import { groupedNumber } from '../../shared/kernel/en-us-format.ts';
import { PROPERTY_CATEGORIES } from '../../listings/contracts/listing-terms.ts';
import { US_STATES } from '../../listings/contracts/us-states.ts';
import { CONTACT_LIMITS } from './contacts-query.ts';

export {
  CONTACT_LIMITS,
  CONTACTS_PAGE_SIZE,
  contactFilterSchema,
  contactListQuerySchema,
  type ContactFilter,
  type ContactListParams,
  type ContactListQuery,
} from './contacts-query.ts';

/**
 * A seller's buyers list (bulk contacts, decision 0057). JSON, cookie session, CSRF on mutations; only
 * members with the seller capability have one (403 for buyers); someone else's contact or import is 404.
 *
 * - `GET /api/contacts?q&tag&state&type&price&cash&pof&page&pageSize` → `ContactList` (a page, the seller's tags,
 *   the plan's allowance); `tag`, `state` and `type` take several values, comma-separated (`state=TX,FL`: a contact
 *   who buys in any of them; fields together: all of them, decision 0072); `GET /api/contacts/export?…` the same filter → its contacts as CSV (formula
 *   characters neutralised). Saved filters: `contracts/segments.ts`; a listing's matches: `contracts/matching.ts`.
 * - `POST /api/contacts` `ContactInput` (201 `Contact`), `PATCH /api/contacts/{id}` `ContactInput` (`Contact`).
 * - `POST /api/contacts/delete` `{ ids }` and `POST /api/contacts/tags` `{ ids, add?, remove? }` → `{ changed }`.
 * - Imports: `POST /api/contacts/imports` (multipart `file`, 201 `ContactImport` with the header, the guessed
 *   mapping and the first rows); `POST /api/contacts/imports/{id}/preview` `{ mapping }` → `ImportPreview` (what
 *   would be stored and every row that would not, and why); `POST /api/contacts/imports/{id}/start`
 *   `{ mapping, templateName? }` → `ContactImport` (queued: rows are stored in the background, chunk by
 *   chunk); `GET /api/contacts/imports/{id}` → `ContactImport` (progress, then the report);
 *   `POST /api/contacts/imports/{id}/undo` → `ContactImport` (every contact that import created is deleted).
 *
 * Plans: billing's `contactsKept`. A contact over it is refused with 403 `upgradeRequired`; an import stores
 * up to it and reports each row beyond it.
 */

/** a CSV file of at most this many bytes and rows */
export const IMPORT_LIMITS = { bytes: 20 * 1024 * 1024, rows: 50_000, sampleRows: 5, templateName: 60 } as const;

export const CONTACTS_EXPORT_MAX = 100_000;

export const FINANCING = ['cash', 'financing', 'either'] as const;
export type Financing = (typeof FINANCING)[number];

export const CONTACT_PROPERTY_TYPES = PROPERTY_CATEGORIES;
const STATE_CODES = new Set(US_STATES.map((state) => state.code));

/** The columns a CSV file can fill, in the order the mapping shows them, with their labels. */
export const CONTACT_FIELDS = [
  'name',
  'firstName',
  'lastName',
  'email',
  'phone',
  'company',
  'markets',
  'propertyTypes',
  'priceMin',
  'priceMax',
  'states',
  'counties',
  'financing',
  'proofOfFunds',
  'tags',
  'notes',
  'source',
  'consent',
  'consentAt',
] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

export const CONTACT_FIELD_LABELS: Record<ContactField, string> = {
  name: 'Full name',
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  phone: 'Phone',
  company: 'Company',
  markets: 'Markets',
  propertyTypes: 'Property types',
  priceMin: 'Price from',
  priceMax: 'Price to',
  states: 'States',
  counties: 'Counties',
  financing: 'Cash or financing',
  proofOfFunds: 'Proof of funds',
  tags: 'Tags',
  notes: 'Notes',
  source: 'Source',
  consent: 'Consent',
  consentAt: 'Consent date',
};

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${groupedNumber(max)} characters`);
const line = (label: string, max: number) => singleLine(text(label, max), label);
/** an optional one-line text: empty is absent */
const optionalLine = (label: string, max: number) =>
  z.preprocess((value) => (value === '' || value === null ? undefined : value), line(label, max).optional());
const lines = (label: string, max: number, count: number) =>
  z
    .array(line(label, max).min(1, `${label} must not be empty`), { error: `${label} must be a list` })
    .max(count, `At most ${count} ${label.toLowerCase()}s`)
    .default([]);
const dollars = (label: string) =>
  z
    .number({ error: `${label} must be a number of dollars` })
    .int(`${label} must be whole dollars`)
    .min(0, `${label} must not be negative`)
    .max(CONTACT_LIMITS.price, `${label} must be at most $${groupedNumber(CONTACT_LIMITS.price)}`)
    .nullable()
    .default(null);

export const tagSchema = line('Tag', CONTACT_LIMITS.tag)
  .min(1, 'A tag must not be empty')
  .transform((tag) => tag.toLowerCase());

/** What a seller types in the contact form (and what an import row becomes). Email or phone is required. */
export const contactInputSchema = z
  .object({
    name: optionalLine('Name', CONTACT_LIMITS.name),
    email: z.preprocess(
      (value) => (value === '' || value === null ? undefined : value),
      z
        .string()
        .trim()
        .max(CONTACT_LIMITS.email)
        .pipe(z.email('Please enter a valid email address'))
        .transform((email) => email.toLowerCase())
        .optional(),
    ),
    /** any way of writing it; stored in E.164 */
    phone: optionalLine('Phone', CONTACT_LIMITS.phone),
    company: optionalLine('Company', CONTACT_LIMITS.company),
    markets: lines('Market', CONTACT_LIMITS.market, CONTACT_LIMITS.markets),
    propertyTypes: z.array(z.enum(CONTACT_PROPERTY_TYPES, { error: 'Choose property types from the list' })).default([]),
    priceMin: dollars('Price from'),
    priceMax: dollars('Price to'),
    states: z
      .array(
        z
          .string()
          .trim()
          .transform((code) => code.toUpperCase())
          .refine((code) => STATE_CODES.has(code), 'States must be US state codes such as TX'),
      )
      .max(60)
      .default([]),
    counties: lines('County', CONTACT_LIMITS.county, CONTACT_LIMITS.counties),
    financing: z.enum(FINANCING, { error: 'Cash or financing must be cash, financing or either' }).nullable().default(null),
    proofOfFunds: z.boolean().default(false),
    tags: z.array(tagSchema).max(CONTACT_LIMITS.tags, `At most ${CONTACT_LIMITS.tags} tags`).default([]),
    notes: z.preprocess((value) => (value === '' || value === null ? undefined : value), text('Notes', CONTACT_LIMITS.notes).optional()),
    source: optionalLine('Source', CONTACT_LIMITS.source),
    /** the contact agreed to receive mail from the seller */
    consent: z.boolean().default(false),
    /** when they agreed (ISO); today when consent is given without a date */
    consentAt: z.iso.datetime({ offset: true, message: 'Consent date must be a date' }).nullable().default(null),
  })
  .refine((contact) => contact.email !== undefined || contact.phone !== undefined, {
    message: 'Give an email or a phone number',
    path: ['email'],
  })
  .refine((contact) => contact.priceMin === null || contact.priceMax === null || contact.priceMin <= contact.priceMax, {
    message: 'Price from must not be more than price to',
    path: ['priceMax'],
  });
export type ContactInput = z.output<typeof contactInputSchema>;
export type ContactForm = z.input<typeof contactInputSchema>;

export const contactSchema = z.object({
  id: z.string(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  /** E.164 */
  phone: z.string().nullable(),
  company: z.string().nullable(),
  markets: z.array(z.string()),
  propertyTypes: z.array(z.enum(CONTACT_PROPERTY_TYPES)),
  /** dollars */
  priceMin: z.number().nullable(),
  priceMax: z.number().nullable(),
  states: z.array(z.string()),
  counties: z.array(z.string()),
  financing: z.enum(FINANCING).nullable(),
  proofOfFunds: z.boolean(),
  tags: z.array(z.string()),
  notes: z.string().nullable(),
  source: z.string().nullable(),
  consent: z.boolean(),
  consentAt: z.string().nullable(),
  /** they asked for no more mail; never mailed again */
  unsubscribedAt: z.string().nullable(),
  /** the address bounced or complained; never mailed again */
  suppressedAt: z.string().nullable(),
  /** false when unsubscribed, suppressed or without an email */
  mailable: z.boolean(),
  /** the import that created it (null when added by hand) */
  importId: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Contact = z.infer<typeof contactSchema>;

export const contactListSchema = z.object({
  rows: z.array(contactSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** every tag the seller uses, A to Z */
  tags: z.array(z.string()),
  /** contacts kept, and what the plan allows (null = unlimited) */
  kept: z.number().int(),
  allowed: z.number().int().nullable(),
  /** the plan that allows more, for the upgrade link */
  suggestedTier: z.string(),
});
export type ContactList = z.infer<typeof contactListSchema>;

const idsSchema = z
  .array(z.uuid({ message: 'Choose contacts' }))
  .min(1, 'Choose contacts')
  .max(1000, 'At most 1,000 contacts at once');

export const deleteContactsSchema = z.object({ ids: idsSchema });
export const tagContactsSchema = z
  .object({ ids: idsSchema, add: z.array(tagSchema).max(CONTACT_LIMITS.tags).default([]), remove: z.array(tagSchema).max(50).default([]) })
  .refine((value) => value.add.length + value.remove.length > 0, { message: 'Choose a tag to add or remove' });
export type TagContactsRequest = z.output<typeof tagContactsSchema>;
export const changedSchema = z.object({ changed: z.number().int() });

/** Which column of the file fills which field; a field left out stays empty. Column names as in the header. */
export const importMappingSchema = z
  .partialRecord(z.enum(CONTACT_FIELDS), z.string().max(200))
  .refine((mapping) => Object.values(mapping).some(Boolean), { message: 'Map at least one column' })
  .refine((mapping) => Boolean(mapping.email || mapping.phone), { message: 'Map a column to Email or Phone' });
export type ImportMapping = Partial<Record<ContactField, string>>;

export const previewImportSchema = z.object({ mapping: importMappingSchema });
export const startImportSchema = z.object({
  mapping: importMappingSchema,
  /** also keeps the mapping as a template of that name, guessed first for files with these columns */
  templateName: optionalLine('Template name', IMPORT_LIMITS.templateName),
});

export const IMPORT_STATUSES = ['uploaded', 'queued', 'running', 'done', 'undone'] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];

/** Why a row was not stored: `invalid` (what is wrong), `duplicate` (of another row or of a contact), `over-limit` (the plan). */
export const IMPORT_ISSUE_KINDS = ['invalid', 'duplicate', 'over-limit'] as const;
export const importIssueSchema = z.object({
  /** the row's line number in the file, the header being line 1 */
  line: z.number().int(),
  kind: z.enum(IMPORT_ISSUE_KINDS),
  message: z.string(),
});
export type ImportIssue = z.infer<typeof importIssueSchema>;

export const importCountsSchema = z.object({
  rows: z.number().int(),
  created: z.number().int(),
  invalid: z.number().int(),
  duplicates: z.number().int(),
  overLimit: z.number().int(),
});
export type ImportCounts = z.infer<typeof importCountsSchema>;

export const contactImportSchema = z.object({
  id: z.string(),
  fileName: z.string(),
  status: z.enum(IMPORT_STATUSES),
  /** the delimiter found in the header line */
  delimiter: z.string(),
  header: z.array(z.string()),
  /** the mapping guessed (from a template whose columns the file has, else from the header's words), or the one chosen */
  mapping: z.record(z.string(), z.string()),
  /** the template the guess came from */
  template: z.string().nullable(),
  /** the first rows, cell by cell */
  sample: z.array(z.array(z.string())),
  rows: z.number().int(),
  /** rows read so far in the background */
  processed: z.number().int(),
  counts: importCountsSchema,
  /** the rows not stored, and why (after the run) */
  issues: z.array(importIssueSchema),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
  undoneAt: z.string().nullable(),
});
export type ContactImport = z.infer<typeof contactImportSchema>;

/** a row as it would be stored, for the preview */
export const importPreviewRowSchema = z.object({
  line: z.number().int(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  company: z.string().nullable(),
  tags: z.array(z.string()),
});
export type ImportPreviewRow = z.infer<typeof importPreviewRowSchema>;

export const importPreviewSchema = z.object({
  /** the first rows as they would be stored */
  contacts: z.array(importPreviewRowSchema),
  counts: importCountsSchema,
  issues: z.array(importIssueSchema),
});
export type ImportPreview = z.infer<typeof importPreviewSchema>;

export const CONTACTS_UPGRADE_MESSAGE =
  'A buyers list comes with the Starter, Pro and Premium seller plans. Upgrade to import and keep contacts.';
export const CONTACTS_FOR_SELLERS_MESSAGE = 'A buyers list is for sellers: turn on selling in your account to keep and import contacts.';
