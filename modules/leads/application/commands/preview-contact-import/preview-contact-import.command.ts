import { defineCommand } from '../../../../shared/kernel/bus.ts';
import type { ImportMapping, ImportPreview } from '../../../contracts/contacts.ts';

/** The seller tries a mapping on an uploaded file: it is kept on the upload, and the answer says what an import would do. */
export const PreviewContactImport = defineCommand<{ importId: string; mapping: ImportMapping }, ImportPreview>(
  'leads.preview-contact-import',
);
