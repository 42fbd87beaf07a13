import { defineCommand } from '../../../../shared/kernel/bus.ts';
import type { ContactImport } from '../../../contracts/contacts.ts';

/** A CSV file of contacts, read and kept for mapping and preview; nothing is stored as contacts yet. */
export const UploadContactImport = defineCommand<{ fileName: string; data: Buffer }, ContactImport>('leads.upload-contact-import');
