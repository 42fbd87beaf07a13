import { requireActor, type QueryContext, type QueryHandler } from '../../../../shared/kernel/bus.ts';
import { PLATFORM } from '../../../../shared/kernel/tokens.ts';
import { answersQuery, http, UsesDependencies } from '../../../../shared/kernel/use-case.ts';
import { contactImportSchema, type ContactImport } from '../../../contracts/contacts.ts';
import { findOwnImport, requireSeller } from '../../contacts.ts';
import { byImportId, CONTACTS_TAG } from '../../http.ts';
import { GetContactImport } from './get-contact-import.query.ts';

const needs = { em: PLATFORM.EntityManager };

export class GetContactImportHandler extends UsesDependencies<typeof needs> implements QueryHandler<{ importId: string }, ContactImport> {
  async execute({ importId }: { importId: string }, { actor }: QueryContext): Promise<ContactImport> {
    const sellerId = requireSeller(requireActor(actor));
    return (await findOwnImport(this.deps.em.fork(), sellerId, importId)).toView();
  }
}

export const getContactImport = answersQuery(GetContactImport, needs, GetContactImportHandler, [
  http(GetContactImport, {
    method: 'get',
    path: '/api/contacts/imports/:id',
    tag: CONTACTS_TAG,
    summary: 'An import’s progress and report',
    access: 'member',
    input: byImportId,
    response: contactImportSchema,
    errors: [403, 404],
  }),
]);
