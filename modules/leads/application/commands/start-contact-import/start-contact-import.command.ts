import { defineCommand } from '../../../../shared/kernel/bus.ts';
import type { ContactImport, ImportMapping } from '../../../contracts/contacts.ts';

export interface StartContactImportInput {
  importId: string;
  mapping: ImportMapping;
  templateName?: string;
}

/** The seller imports an uploaded file with a mapping (kept as a template when named): its rows are stored in the background. */
export const StartContactImport = defineCommand<StartContactImportInput, ContactImport>('leads.start-contact-import');
