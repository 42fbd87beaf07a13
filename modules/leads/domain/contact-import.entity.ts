import { defineEntity, p } from '@mikro-orm/core';
import { newId } from '../../shared/kernel/ids.ts';
import type { ContactImport as ContactImportView, ImportCounts, ImportIssue, ImportMapping, ImportStatus } from '../contracts/contacts.ts';

/**
 * A CSV file a seller uploaded, and what became of it: `uploaded` (mapping and preview), `queued` and
 * `running` (stored in the background, `processed` rows so far), `done` with its counts and the issues of
 * each row not stored, `undone` once every contact it created was deleted. The file's records wait in
 * `ContactImportPart`s, one per chunk, until they are stored, so a run resumes after a restart.
 */
const ContactImportSchema = defineEntity({
  name: 'ContactImport',
  schema: 'leads',
  tableName: 'contact_imports',
  indexes: [{ name: 'contact_imports_seller_index', properties: ['sellerId', 'createdAt'] }],
  properties: {
    id: p.uuid().primary(),
    sellerId: p.uuid(),
    fileName: p.text(),
    delimiter: p.text(),
    header: p.array(),
    /** records after the header, blank ones included: what `processed` counts up to */
    rowCount: p.integer(),
    mapping: p.json<ImportMapping>(),
    template: p.text().nullable(),
    status: p.text().$type<ImportStatus>(),
    processed: p.integer().default(0),
    counts: p.json<ImportCounts>(),
    issues: p.json<ImportIssue[]>().defaultRaw(`'[]'`),
    createdAt: p.datetime(),
    finishedAt: p.datetime().nullable(),
    undoneAt: p.datetime().nullable(),
  },
});

export const NO_COUNTS: ImportCounts = { rows: 0, created: 0, invalid: 0, duplicates: 0, overLimit: 0 };

export interface NewContactImport {
  sellerId: string;
  fileName: string;
  delimiter: string;
  header: string[];
  rowCount: number;
  mapping: ImportMapping;
  template: string | null;
}

export class ContactImport extends ContactImportSchema.class {
  static create(input: NewContactImport, now: Date): ContactImport {
    const upload = new ContactImport();
    upload.id = newId(now.getTime());
    Object.assign(upload, input);
    upload.status = 'uploaded';
    upload.processed = 0;
    upload.counts = { ...NO_COUNTS };
    upload.issues = [];
    upload.createdAt = now;
    upload.finishedAt = null;
    upload.undoneAt = null;
    return upload;
  }

  /** The rows are to be stored with this mapping, from the first. */
  queue(mapping: ImportMapping): void {
    this.mapping = mapping;
    this.status = 'queued';
    this.processed = 0;
    this.counts = { ...NO_COUNTS };
    this.issues = [];
  }

  /** One chunk of `records` records was stored: its counts and issues join the report. */
  record(records: number, counts: ImportCounts, issues: readonly ImportIssue[], now: Date): 'done' | 'running' {
    this.processed += records;
    this.counts = {
      rows: this.counts.rows + counts.rows,
      created: this.counts.created + counts.created,
      invalid: this.counts.invalid + counts.invalid,
      duplicates: this.counts.duplicates + counts.duplicates,
      overLimit: this.counts.overLimit + counts.overLimit,
    };
    this.issues = [...this.issues, ...issues];
    const status = records === 0 || this.processed >= this.rowCount ? 'done' : 'running';
    this.status = status;
    if (status === 'done') this.finishedAt = now;
    return status;
  }

  toView(sample: string[][] = []): ContactImportView {
    return {
      id: this.id,
      fileName: this.fileName,
      status: this.status,
      delimiter: this.delimiter,
      header: this.header,
      mapping: this.mapping as Record<string, string>,
      template: this.template ?? null,
      sample,
      rows: this.rowCount,
      processed: this.processed,
      counts: this.counts,
      issues: this.issues,
      createdAt: this.createdAt.toISOString(),
      finishedAt: this.finishedAt?.toISOString() ?? null,
      undoneAt: this.undoneAt?.toISOString() ?? null,
    };
  }
}
ContactImportSchema.setClass(ContactImport);
export { ContactImportSchema };
