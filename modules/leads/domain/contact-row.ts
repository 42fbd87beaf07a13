import type { z } from 'zod';
import {
  CONTACT_FIELDS,
  type CONTACT_PROPERTY_TYPES,
  contactInputSchema,
  type ContactField,
  type ContactInput,
  type ImportMapping,
} from '../contracts/contacts.ts';
import { normalizePhone } from './lead-phone.ts';

/** Words a header may use for each field, compared without case, spaces or punctuation. */
const HEADER_WORDS: Record<ContactField, readonly string[]> = {
  name: ['name', 'fullname', 'contact', 'contactname', 'buyer', 'buyername'],
  firstName: ['firstname', 'first', 'givenname', 'fname'],
  lastName: ['lastname', 'last', 'surname', 'familyname', 'lname'],
  email: ['email', 'emailaddress', 'mail', 'e-mail'],
  phone: ['phone', 'phonenumber', 'mobile', 'cell', 'cellphone', 'tel', 'telephone'],
  company: ['company', 'companyname', 'organization', 'organisation', 'business', 'llc'],
  markets: ['markets', 'market', 'areas', 'area', 'cities'],
  propertyTypes: ['propertytypes', 'propertytype', 'types', 'type', 'assettype', 'assettypes'],
  priceMin: ['pricemin', 'minprice', 'pricefrom', 'minimumprice', 'budgetmin', 'min'],
  priceMax: ['pricemax', 'maxprice', 'priceto', 'maximumprice', 'budgetmax', 'budget', 'max'],
  states: ['states', 'state'],
  counties: ['counties', 'county'],
  financing: ['financing', 'cashorfinancing', 'funding', 'paymethod', 'cash'],
  proofOfFunds: ['proofoffunds', 'pof', 'pofonfile'],
  tags: ['tags', 'tag', 'labels', 'groups', 'list'],
  notes: ['notes', 'note', 'comments', 'comment'],
  source: ['source', 'leadsource', 'origin'],
  consent: ['consent', 'optin', 'optedin', 'subscribed'],
  consentAt: ['consentdate', 'consentat', 'optindate', 'consentedat'],
};

const squash = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');

/** The mapping a header suggests: each field to the first column whose name is one of its words. */
export function guessMapping(header: readonly string[]): ImportMapping {
  const mapping: ImportMapping = {};
  const taken = new Set<string>();
  for (const field of CONTACT_FIELDS) {
    const words = HEADER_WORDS[field].map(squash);
    const column = header.find((name) => !taken.has(name) && words.includes(squash(name)));
    if (column) {
      mapping[field] = column;
      taken.add(column);
    }
  }
  // a full name column makes first and last names unneeded, and the other way round
  if (mapping.name) {
    delete mapping.firstName;
    delete mapping.lastName;
  }
  return mapping;
}

/** Whether a saved mapping fits a header: every column it names is in the file. */
export function mappingFits(mapping: ImportMapping, header: readonly string[]): boolean {
  const columns = Object.values(mapping).filter(Boolean);
  return columns.length > 0 && columns.every((column) => header.includes(column));
}

const list = (cell: string) =>
  cell
    .split(/[;,|]/)
    .map((part) => part.trim())
    .filter(Boolean);

const YES = new Set(['yes', 'y', 'true', '1', 'x', 'on', 'checked']);
const NO = new Set(['no', 'n', 'false', '0', 'off', '']);

function yesNo(cell: string, label: string): boolean {
  const value = cell.trim().toLowerCase();
  if (YES.has(value)) return true;
  if (NO.has(value)) return false;
  throw new RowProblem(`${label} "${cell.trim()}" is not yes or no`);
}

/** "$150,000", "150000", "150k", "1.2M" → dollars; empty → null */
function price(cell: string, label: string): number | null {
  const value = cell
    .trim()
    .toLowerCase()
    .replace(/[$,\s]/g, '');
  if (value === '') return null;
  const match = /^(\d+(?:\.\d+)?)([km]?)$/.exec(value);
  if (!match) throw new RowProblem(`${label} "${cell.trim()}" is not an amount of dollars`);
  const factor = match[2] === 'k' ? 1_000 : match[2] === 'm' ? 1_000_000 : 1;
  return Math.round(Number(match[1]) * factor);
}

const FINANCED = /financ|loan|mortgage|hard money|private money|conventional/;

function financing(cell: string): ContactInput['financing'] {
  const value = cell.trim().toLowerCase();
  if (value === '') return null;
  const financed = FINANCED.test(value);
  if (/both|either|any/.test(value) || (financed && value.includes('cash'))) return 'either';
  if (value.includes('cash')) return 'cash';
  if (financed) return 'financing';
  throw new RowProblem(`Cash or financing "${cell.trim()}" is not cash, financing or either`);
}

const TYPE_WORDS: Record<string, (typeof CONTACT_PROPERTY_TYPES)[number]> = {
  sfr: 'residential',
  'single family': 'residential',
  'multi family': 'residential',
  multifamily: 'residential',
  house: 'residential',
  houses: 'residential',
  lots: 'land',
  lot: 'land',
  acreage: 'land',
  farm: 'agricultural',
  ranch: 'agricultural',
  retail: 'commercial',
  office: 'commercial',
};

function propertyTypes(cell: string): string[] {
  return list(cell).map((word) => {
    const value = word.toLowerCase();
    return TYPE_WORDS[value] ?? value.replace(/\s+/g, '-');
  });
}

function consentAt(cell: string): string | null {
  const value = cell.trim();
  if (value === '') return null;
  const time = Date.parse(value);
  if (Number.isNaN(time)) throw new RowProblem(`Consent date "${value}" is not a date`);
  return new Date(time).toISOString();
}

class RowProblem extends Error {}

/** The first problem zod found, worded for a row of the file. */
function firstIssue(error: z.ZodError, cells: Partial<Record<string, unknown>>): string {
  const issue = error.issues[0];
  const field = issue.path[0];
  if (field === 'email' && typeof cells.email === 'string' && issue.code !== 'custom')
    return `Email "${cells.email}" is not a valid address`;
  return issue.message;
}

export type RowResult = { ok: true; contact: ContactInput } | { ok: false; problem: string };

/**
 * One row of a file as a contact, through the same schema as the contact form: the mapping says which
 * column fills which field; email trimmed and lower-cased, phone in E.164, lists split on `,` `;` or `|`.
 * `defaults` fill what the row leaves empty (the import's source).
 */
export function rowToContact(
  header: readonly string[],
  cells: readonly string[],
  mapping: ImportMapping,
  defaults: { source: string },
  now: Date,
): RowResult {
  const cell = (field: ContactField) => {
    const column = mapping[field];
    if (!column) return '';
    const index = header.indexOf(column);
    return index < 0 ? '' : (cells[index] ?? '').trim();
  };
  try {
    const name = cell('name') || [cell('firstName'), cell('lastName')].filter(Boolean).join(' ');
    const rawPhone = cell('phone');
    const phone = rawPhone === '' ? undefined : normalizePhone(rawPhone);
    if (phone === null) throw new RowProblem(`Phone "${rawPhone}" is not a valid phone number`);
    const consent = yesNo(cell('consent'), 'Consent');
    const candidate = {
      name,
      email: cell('email'),
      phone,
      company: cell('company'),
      markets: list(cell('markets')),
      propertyTypes: propertyTypes(cell('propertyTypes')),
      priceMin: price(cell('priceMin'), 'Price from'),
      priceMax: price(cell('priceMax'), 'Price to'),
      states: list(cell('states')),
      counties: list(cell('counties')),
      financing: financing(cell('financing')),
      proofOfFunds: yesNo(cell('proofOfFunds'), 'Proof of funds'),
      tags: list(cell('tags')),
      notes: cell('notes'),
      source: cell('source') || defaults.source,
      consent,
      consentAt: consentAt(cell('consentAt')) ?? (consent ? now.toISOString() : null),
    };
    const parsed = contactInputSchema.safeParse(candidate);
    if (!parsed.success) return { ok: false, problem: firstIssue(parsed.error, candidate) };
    return { ok: true, contact: parsed.data };
  } catch (error) {
    if (error instanceof RowProblem) return { ok: false, problem: error.message };
    throw error;
  }
}
