import type { SqlEntityManager as EntityManager } from '@mikro-orm/sql';
import { sql } from 'kysely';
import type { BillingApi } from '../../billing/contracts/api.ts';
import { ContactImportChunkDue } from '../contracts/events.ts';
import type { NewEvent } from '../../shared/kernel/events.ts';
import { ContactImport } from '../domain/contact-import.entity.ts';
import { ContactImportPart } from '../domain/contact-import-part.entity.ts';
import { readCsvPart, type CsvPart } from '../domain/contact-csv.ts';
import { contactsAllowance, countContacts, existingKeys, importPlanner, insertContacts, keysOf } from './contacts.ts';
import { lockUsage } from '../../shared/kernel/usage-lock.ts';

/**
 * Records stored per transaction in the background, and so per part of an uploaded file: large enough that
 * 50,000 rows take a handful of transactions, small enough that progress moves every second or so and that one
 * chunk, the most the host holds of a file at a time, is little memory.
 */
export const IMPORT_CHUNK_ROWS = 5_000;

/** Keeps an upload's parts, in the caller's transaction; each text is a bound parameter, not escaped into the statement. */
export async function storeImportParts(em: EntityManager, importId: string, parts: readonly CsvPart[]): Promise<void> {
  for (const part of parts) {
    await sql`insert into leads.contact_import_parts (import_id, first_record, first_line, content)
      values (${importId}, ${part.firstRecord}, ${part.firstLine}, ${part.text})`.execute(em.getKysely());
  }
}

/** Where an import's parts start (records before each), in order: their texts are read one at a time. */
async function partStarts(em: EntityManager, importId: string): Promise<number[]> {
  const rows = await em.execute<Array<{ first_record: number }>>(
    'select first_record from leads.contact_import_parts where import_id = ? order by first_record',
    [importId],
  );
  return rows.map((row) => row.first_record);
}

/** One part's text and first line (read as plain rows: the ORM's identity map would keep every part read). */
async function readPart(em: EntityManager, importId: string, firstRecord: number): Promise<{ firstLine: number; content: string } | null> {
  const [row] = await em.execute<Array<{ first_line: number; content: string }>>(
    'select first_line, content from leads.contact_import_parts where import_id = ? and first_record = ?',
    [importId, firstRecord],
  );
  return row ? { firstLine: row.first_line, content: row.content } : null;
}

/**
 * The whole file through the import's rules as `runImportChunk` applies them, part after part (so a file is
 * never in memory whole), storing nothing: what an import started now would store and report. `keep` accepted
 * rows are answered, with every issue and the counts.
 */
export async function planImport(em: EntityManager, billing: BillingApi, upload: ContactImport, keep: number, now: Date) {
  const { allowed } = await contactsAllowance(billing, upload.sellerId);
  const room = Math.max(0, allowed - (await countContacts(em, upload.sellerId)));
  const plan = importPlanner({ importId: upload.id, header: upload.header, mapping: upload.mapping, source: upload.fileName }, room, now);
  const result = { accepted: [] as ReturnType<typeof plan>['accepted'], issues: [] as ReturnType<typeof plan>['issues'] };
  const counts = { rows: 0, created: 0, invalid: 0, duplicates: 0, overLimit: 0 };
  for (const firstRecord of await partStarts(em, upload.id)) {
    const part = await readPart(em, upload.id, firstRecord);
    const { rows } = part ? readCsvPart(part.content, upload.delimiter, part.firstLine) : { rows: [] };
    const { emails, phones } = keysOf(rows, upload.header, upload.mapping);
    const planned = plan(rows, await existingKeys(em, upload.sellerId, emails, phones));
    for (const key of Object.keys(counts) as Array<keyof typeof counts>) counts[key] += planned.counts[key];
    result.issues.push(...planned.issues);
    result.accepted.push(...planned.accepted.slice(0, Math.max(0, keep - result.accepted.length)));
  }
  return { ...result, counts };
}

/**
 * Stores the next chunk of a queued or running import, in the caller's transaction (a subscriber's, on
 * `ContactImportChunkDue`): the seller's contact changes wait meanwhile, so the plan's room is counted on
 * what is there. The chunk is the import's part that starts where the import stands; it is deleted in the same
 * transaction, so a chunk stored is never read again and one not committed (a host stopped or killed) is read
 * again in full. Answers the event for the next chunk, or null once the import is done. A chunk that was stored
 * already (a redelivery) is not read again: `from` must be where the import stands.
 */
export async function runImportChunk(
  em: EntityManager,
  billing: BillingApi,
  importId: string,
  from: number,
  now: Date,
): Promise<NewEvent | null> {
  const upload = await em.findOne(ContactImport, { id: importId });
  if (!upload || (upload.status !== 'queued' && upload.status !== 'running') || upload.processed !== from) return null;
  await lockUsage(em, 'leads.contacts', upload.sellerId);
  const part = await readPart(em, importId, from);
  const { rows, records } = part ? readCsvPart(part.content, upload.delimiter, part.firstLine) : { rows: [], records: 0 };
  const { emails, phones } = keysOf(rows, upload.header, upload.mapping);
  const existing = await existingKeys(em, upload.sellerId, emails, phones);
  const { allowed } = await contactsAllowance(billing, upload.sellerId);
  const room = Math.max(0, allowed - (await countContacts(em, upload.sellerId)));
  const plan = importPlanner({ importId: upload.id, header: upload.header, mapping: upload.mapping, source: upload.fileName }, room, now);
  const planned = plan(rows, existing);
  await insertContacts(em, upload.sellerId, planned.accepted, upload.id, now);
  if (part) await em.nativeDelete(ContactImportPart, { importId, firstRecord: from });
  const status = upload.record(records, planned.counts, planned.issues, now);
  await em.flush();
  return status === 'done' ? null : ContactImportChunkDue.create(upload.id, { sellerId: upload.sellerId, from: upload.processed });
}
