import { defineEntity, p } from '@mikro-orm/core';

/**
 * One chunk of an uploaded file waiting to be stored (decision 0072): the text of at most `IMPORT_CHUNK_ROWS`
 * records, the line it starts on and how many records of the file come before it. The upload cuts the file in
 * parts; the background run stores one part per transaction and deletes it in the same one, so what is left is
 * exactly what is still to do, and memory holds one part at a time, whatever the file's size.
 */
const ContactImportPartSchema = defineEntity({
  name: 'ContactImportPart',
  schema: 'leads',
  tableName: 'contact_import_parts',
  properties: {
    importId: p.uuid().primary(),
    /** records of the file before this part: the import's `processed` when its turn comes */
    firstRecord: p.integer().primary(),
    firstLine: p.integer(),
    content: p.text(),
  },
});

export class ContactImportPart extends ContactImportPartSchema.class {}
ContactImportPartSchema.setClass(ContactImportPart);
export { ContactImportPartSchema };
