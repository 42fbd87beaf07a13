import { defineEntity, p } from '@mikro-orm/core';
import type { ImportMapping } from '../contracts/contacts.ts';

/** A column mapping a seller kept under a name; the newest one whose columns a file has is its first guess. */
const ContactImportTemplateSchema = defineEntity({
  name: 'ContactImportTemplate',
  schema: 'leads',
  tableName: 'contact_import_templates',
  properties: {
    sellerId: p.uuid().primary(),
    name: p.text().primary(),
    mapping: p.json<ImportMapping>(),
    updatedAt: p.datetime(),
  },
});

export class ContactImportTemplate extends ContactImportTemplateSchema.class {}
ContactImportTemplateSchema.setClass(ContactImportTemplate);
export { ContactImportTemplateSchema };
