import { requireActor, type CommandContext, type CommandHandler } from '../../../../shared/kernel/bus.ts';
import { PLATFORM } from '../../../../shared/kernel/tokens.ts';
import { handlesCommand, http, UsesDependencies } from '../../../../shared/kernel/use-case.ts';
import { CONTACT_LIMITS, changedSchema, tagContactsSchema, type TagContactsRequest } from '../../../contracts/contacts.ts';
import { requireSeller } from '../../contacts.ts';
import { CONTACTS_TAG } from '../../http.ts';
import { TagContacts } from './tag-contacts.command.ts';

const needs = { clock: PLATFORM.Clock };

/** One statement: removed tags go, added ones join those a contact lacks (A to Z, at most `CONTACT_LIMITS.tags` kept). */
export class TagContactsHandler extends UsesDependencies<typeof needs> implements CommandHandler<TagContactsRequest, { changed: number }> {
  async execute({ ids, add, remove }: TagContactsRequest, { em, actor }: CommandContext): Promise<{ changed: number }> {
    const sellerId = requireSeller(requireActor(actor));
    const rows = await em.execute<unknown[]>(
      `update leads.contacts set updated_at = ?, tags = (
         select coalesce((array_agg(tag order by tag))[1:${CONTACT_LIMITS.tags}], '{}')
         from (select distinct tag from unnest(array_cat(array(select kept from unnest(tags) as kept where kept <> all(array(select jsonb_array_elements_text(?::jsonb)))), array(select jsonb_array_elements_text(?::jsonb)))) as tag) as next
       )
       where seller_id = ? and id = any(array(select jsonb_array_elements_text(?::jsonb))::uuid[])
       returning id`,
      [this.deps.clock.now(), JSON.stringify(remove), JSON.stringify(add), sellerId, JSON.stringify(ids)],
    );
    return { changed: rows.length };
  }
}

export const tagContacts = handlesCommand(TagContacts, needs, TagContactsHandler, [
  http(TagContacts, {
    method: 'post',
    path: '/api/contacts/tags',
    tag: CONTACTS_TAG,
    summary: 'Tag or untag contacts',
    access: 'member',
    body: tagContactsSchema,
    invalid: 'Invalid tags',
    input: ({ body }) => body,
    response: changedSchema,
    errors: [403],
  }),
]);
