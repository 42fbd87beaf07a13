import type { SqlEntityManager as EntityManager } from '@mikro-orm/sql';
import type { BillingApi } from '../../billing/contracts/api.ts';
import { allowance, assertBelowCeiling, assertWithinPlan, suggestedTier, UNLIMITED_CEILING } from '../../billing/contracts/plan-limits.ts';
import type { Actor } from '../../shared/kernel/bus.ts';
import { countOf } from '../../shared/kernel/en-us-format.ts';
import { ValidationError } from '../../shared/kernel/errors.ts';
import { lockUsage } from '../../shared/kernel/usage-lock.ts';
import {
  CONTACTS_UPGRADE_MESSAGE,
  type ContactInput,
  type ImportCounts,
  type ImportIssue,
  type ImportMapping,
} from '../contracts/contacts.ts';
import { Contact, storedFields } from '../domain/contact.entity.ts';
import { newId } from '../../shared/kernel/ids.ts';
import { sql } from 'kysely';
import { ContactImport } from '../domain/contact-import.entity.ts';
import {
  ContactImportNotFoundError,
  ContactNotFoundError,
  ContactsForSellersError,
  DuplicateContactError,
} from '../domain/contact.errors.ts';
import { rowToContact } from '../domain/contact-row.ts';
import { normalizePhone } from '../domain/lead-phone.ts';

/** Only members with the seller capability keep a buyers list. */
export function requireSeller(actor: Actor): string {
  if (!actor.roles.includes('seller')) throw new ContactsForSellersError();
  return actor.userId;
}

export const contactsLimitMessage = (allowed: number) =>
  allowed === 0 ? CONTACTS_UPGRADE_MESSAGE : `Your plan keeps ${countOf(allowed, 'contact')}. Upgrade to keep more.`;

export async function countContacts(em: EntityManager, sellerId: string): Promise<number> {
  const [row] = await em.execute<Array<{ n: number }>>('select count(*)::int as n from leads.contacts where seller_id = ?', [sellerId]);
  return Number(row?.n ?? 0);
}

/** How many contacts the seller's plan keeps (the shared ceiling for "unlimited"), and the plan that keeps more. */
export async function contactsAllowance(billing: BillingApi, sellerId: string): Promise<{ allowed: number; suggestedTier: string }> {
  const entitlements = await billing.entitlements(sellerId);
  const allowed = allowance(entitlements, 'contactsKept') ?? UNLIMITED_CEILING.contacts;
  return { allowed, suggestedTier: suggestedTier('contactsKept', allowed) };
}

/**
 * Room for one more contact, in the caller's transaction: the seller's contact changes run one at a time
 * until commit, then the plan's `contactsKept` (403 `upgradeRequired`) and the shared ceiling (422).
 */
export async function assertRoomForOne(em: EntityManager, billing: BillingApi, sellerId: string): Promise<void> {
  await lockUsage(em, 'leads.contacts', sellerId);
  const kept = await countContacts(em, sellerId);
  assertWithinPlan(await billing.entitlements(sellerId), 'contactsKept', kept, ({ allowed }) => contactsLimitMessage(allowed));
  assertBelowCeiling(kept, UNLIMITED_CEILING.contacts, 'contacts');
}

export async function findOwnContact(em: EntityManager, sellerId: string, id: string): Promise<Contact> {
  const contact = await em.findOne(Contact, { id, sellerId });
  if (!contact) throw new ContactNotFoundError();
  return contact;
}

export async function findOwnImport(em: EntityManager, sellerId: string, id: string): Promise<ContactImport> {
  const upload = await em.findOne(ContactImport, { id, sellerId });
  if (!upload) throw new ContactImportNotFoundError();
  return upload;
}

/** The form's input with its phone in E.164 (a 400 naming the field when no number can be that). */
export function withE164(input: ContactInput): ContactInput {
  if (input.phone === undefined) return input;
  const phone = normalizePhone(input.phone);
  if (!phone) {
    const message = 'Please enter a valid phone number';
    throw new ValidationError('Invalid contact', [{ path: ['phone'], message }]);
  }
  return { ...input, phone };
}

/** 409 when another of the seller's contacts has the email or the phone. */
export async function assertUnique(em: EntityManager, sellerId: string, input: ContactInput, exceptId?: string): Promise<void> {
  const other = { sellerId, ...(exceptId ? { id: { $ne: exceptId } } : {}) };
  if (input.email && (await em.count(Contact, { ...other, email: input.email }))) throw new DuplicateContactError('email');
  if (input.phone && (await em.count(Contact, { ...other, phone: input.phone }))) throw new DuplicateContactError('phone');
}

/** Where an email or phone is already: the line of this file, or a contact the seller has (with the import and line it came from). */
interface Seen {
  importId: string | null;
  line: number | null;
}

/** The contacts that have any of these emails or phones, keyed `email:…` / `phone:…` (the lists go as one JSON parameter each). */
export async function existingKeys(em: EntityManager, sellerId: string, emails: string[], phones: string[]): Promise<Map<string, Seen>> {
  const keys = new Map<string, Seen>();
  if (emails.length === 0 && phones.length === 0) return keys;
  // arrays bound as parameters: Postgres plans them as constants and hashes them, whatever the table's statistics say
  const { rows } = await sql<{ email: string | null; phone: string | null; import_id: string | null; import_line: number | null }>`
    select email, phone, import_id, import_line from leads.contacts
    where seller_id = ${sellerId} and (email = any(${emails}::text[]) or phone = any(${phones}::text[]))`.execute(em.getKysely());
  for (const row of rows) {
    const seen = { importId: row.import_id, line: row.import_line };
    if (row.email) keys.set(`email:${row.email}`, seen);
    if (row.phone) keys.set(`phone:${row.phone}`, seen);
  }
  return keys;
}

export interface PlannedRows {
  accepted: Array<{ line: number; contact: ContactInput }>;
  issues: ImportIssue[];
  counts: ImportCounts;
}

/**
 * Which rows become contacts and why each other one does not: invalid (the first problem), a duplicate
 * (of an earlier line of the file, or of a contact the seller has: same email or same phone), or over the
 * plan (`room` more fit). Lines of this import already stored count as earlier lines. A planner reads a file
 * chunk after chunk (`existing`: the seller's contacts with the chunk's emails and phones), remembering the
 * earlier chunks' lines and room, so a whole file planned in chunks is planned as in one go.
 */
export function importPlanner(
  file: { importId: string; header: readonly string[]; mapping: ImportMapping; source: string },
  room: number,
  now: Date,
) {
  const seen = new Map<string, Seen>();
  let left = room;
  return (rows: ReadonlyArray<{ line: number; cells: string[] }>, existing: Map<string, Seen>): PlannedRows => {
    for (const [key, where] of existing) if (!seen.has(key)) seen.set(key, where);
    const accepted: PlannedRows['accepted'] = [];
    const issues: ImportIssue[] = [];
    const counts = { rows: rows.length, created: 0, invalid: 0, duplicates: 0, overLimit: 0 };
    for (const { line, cells } of rows) {
      const result = rowToContact(file.header, cells, file.mapping, { source: file.source }, now);
      if (!result.ok) {
        counts.invalid += 1;
        issues.push({ line, kind: 'invalid', message: result.problem });
        continue;
      }
      const { contact } = result;
      const keys = [contact.email && `email:${contact.email}`, contact.phone && `phone:${contact.phone}`].filter(Boolean) as string[];
      const clash = keys.find((key) => seen.has(key));
      if (clash) {
        const where = seen.get(clash)!;
        const [what, value] = [clash.slice(0, clash.indexOf(':')), clash.slice(clash.indexOf(':') + 1)];
        const message =
          where.importId === file.importId && where.line !== null
            ? `Duplicate of line ${where.line}: same ${what} ${value}`
            : `Already in your contacts: same ${what} ${value}`;
        counts.duplicates += 1;
        issues.push({ line, kind: 'duplicate', message });
        continue;
      }
      if (left <= 0) {
        counts.overLimit += 1;
        issues.push({ line, kind: 'over-limit', message: 'Over your plan’s contact limit: upgrade to keep more' });
        continue;
      }
      for (const key of keys) seen.set(key, { importId: file.importId, line });
      left -= 1;
      accepted.push({ line, contact });
      counts.created += 1;
    }
    return { accepted, issues, counts };
  };
}

/** Emails and phones of rows, normalised as they would be stored, to look up in one query. */
export function keysOf(
  rows: ReadonlyArray<{ cells: string[] }>,
  header: readonly string[],
  mapping: ImportMapping,
): { emails: string[]; phones: string[] } {
  const emails: string[] = [];
  const phones: string[] = [];
  const emailAt = mapping.email ? header.indexOf(mapping.email) : -1;
  const phoneAt = mapping.phone ? header.indexOf(mapping.phone) : -1;
  for (const { cells } of rows) {
    const email = emailAt >= 0 ? cells[emailAt]?.trim().toLowerCase() : '';
    if (email) emails.push(email);
    const phone = phoneAt >= 0 && cells[phoneAt]?.trim() ? normalizePhone(cells[phoneAt]) : null;
    if (phone) phones.push(phone);
  }
  return { emails, phones };
}

const COLUMNS = `id uuid, seller_id uuid, name text, email text, phone text, company text, markets text[], property_types text[],
  price_min_cents bigint, price_max_cents bigint, states text[], counties text[], financing text, proof_of_funds boolean,
  tags text[], notes text, source text, consent boolean, consent_at timestamptz, import_id uuid, import_line integer,
  created_at timestamptz, updated_at timestamptz`;
const NAMES = COLUMNS.split(',')
  .map((column) => column.trim().split(' ')[0])
  .join(', ');

/** Stores many contacts in one statement (one JSON parameter, whatever their number), in the caller's transaction. */
export async function insertContacts(
  em: EntityManager,
  sellerId: string,
  rows: ReadonlyArray<{ line: number; contact: ContactInput }>,
  importId: string,
  now: Date,
): Promise<void> {
  if (rows.length === 0) return;
  const at = now.toISOString();
  const records = rows.map(({ line, contact }) => {
    const fields = storedFields(contact, now);
    return {
      id: newId(now.getTime()),
      seller_id: sellerId,
      name: fields.name,
      email: fields.email,
      phone: fields.phone,
      company: fields.company,
      markets: fields.markets,
      property_types: fields.propertyTypes,
      price_min_cents: fields.priceMinCents,
      price_max_cents: fields.priceMaxCents,
      states: fields.states,
      counties: fields.counties,
      financing: fields.financing,
      proof_of_funds: fields.proofOfFunds,
      tags: fields.tags,
      notes: fields.notes,
      source: fields.source,
      consent: fields.consent,
      consent_at: fields.consentAt?.toISOString() ?? null,
      import_id: importId,
      import_line: line,
      created_at: at,
      updated_at: at,
    };
  });
  // a bound parameter: megabytes of JSON are not escaped into the statement's text
  await sql`insert into leads.contacts (${sql.raw(NAMES)})
    select ${sql.raw(NAMES)} from jsonb_to_recordset(${JSON.stringify(records)}::jsonb) as r(${sql.raw(COLUMNS)})`.execute(em.getKysely());
}
