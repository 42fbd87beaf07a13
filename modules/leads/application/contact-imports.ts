import type { SqlEntityManager as EntityManager } from '@mikro-orm/sql';
import type { BillingApi } from '../../billing/contracts/api.ts';
import { ContactImportChunkDue } from '../contracts/events.ts';
import type { NewEvent } from '../../shared/kernel/events.ts';
import { ContactImport } from '../domain/contact-import.entity.ts';
import { readCsvRows } from '../domain/contact-csv.ts';
import { contactsAllowance, countContacts, existingKeys, insertContacts, keysOf, planRows } from './contacts.ts';
import { lockUsage } from '../../shared/kernel/usage-lock.ts';

/**
 * Rows stored per transaction in the background: large enough that 50,000 rows take a handful of
 * transactions, small enough that progress moves every second or so and one chunk holds little memory.
 */
export const IMPORT_CHUNK_ROWS = 5_000;

/**
 * Stores the next chunk of a queued or running import, in the caller's transaction (a subscriber's, on
 * `ContactImportChunkDue`): the seller's contact changes wait meanwhile, so the plan's room is counted on
 * what is there. The chunk is read from the import's cursor on, so the file is parsed once over the whole run.
 * Answers the event for the next chunk, or null once the import is done. A chunk that was stored already (a
 * redelivery) is not read again: `from` must be where the import stands.
 */
export async function runImportChunk(
  em: EntityManager,
  billing: BillingApi,
  importId: string,
  from: number,
  now: Date,
): Promise<NewEvent | null> {
  const upload = await em.findOne(ContactImport, { id: importId }, { populate: ['content'] });
  if (!upload || (upload.status !== 'queued' && upload.status !== 'running') || upload.processed !== from) return null;
  await lockUsage(em, 'leads.contacts', upload.sellerId);
  const header = upload.header;
  const { rows, records, next } = readCsvRows(upload.content, upload.delimiter, upload.cursor!, IMPORT_CHUNK_ROWS);
  const { emails, phones } = keysOf(rows, header, upload.mapping);
  const existing = await existingKeys(em, upload.sellerId, emails, phones);
  const { allowed } = await contactsAllowance(billing, upload.sellerId);
  const room = Math.max(0, allowed - (await countContacts(em, upload.sellerId)));
  const plan = planRows(rows, { importId: upload.id, header, mapping: upload.mapping, source: upload.fileName }, existing, room, now);
  await insertContacts(em, upload.sellerId, plan.accepted, upload.id, now);
  const status = upload.record(records, next, plan.counts, plan.issues, now);
  await em.flush();
  return status === 'done' ? null : ContactImportChunkDue.create(upload.id, { sellerId: upload.sellerId, from: upload.processed });
}
