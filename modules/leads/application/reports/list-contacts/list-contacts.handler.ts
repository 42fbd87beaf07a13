import { BILLING_API } from '../../../../billing/contracts/api.ts';
import { requireActor, type QueryContext, type QueryHandler } from '../../../../shared/kernel/bus.ts';
import { toCsv } from '../../../../shared/kernel/csv.ts';
import { PLATFORM } from '../../../../shared/kernel/tokens.ts';
import { answersQuery, http, UsesDependencies } from '../../../../shared/kernel/use-case.ts';
import {
  CONTACTS_EXPORT_MAX,
  contactListQuerySchema,
  contactListSchema,
  type ContactFilter,
  type ContactList,
  type ContactListQuery,
} from '../../../contracts/contacts.ts';
import { Contact } from '../../../domain/contact.entity.ts';
import { contactSelection } from '../../contact-filter.ts';
import { contactsAllowance, countContacts, requireSeller } from '../../contacts.ts';
import { CONTACTS_TAG } from '../../http.ts';
import { ExportContacts, ListContacts } from './list-contacts.query.ts';

const needs = { em: PLATFORM.EntityManager, billing: BILLING_API };

const ORDER = { createdAt: 'desc', id: 'desc' } as const;

export class ListContactsHandler extends UsesDependencies<typeof needs> implements QueryHandler<ContactListQuery, ContactList> {
  async execute(query: ContactListQuery, { actor }: QueryContext): Promise<ContactList> {
    const sellerId = requireSeller(requireActor(actor));
    const em = this.deps.em.fork();
    const [rows, total] = await em.findAndCount(Contact, contactSelection(sellerId, query), {
      orderBy: ORDER,
      limit: query.pageSize,
      offset: (query.page - 1) * query.pageSize,
    });
    const tags = await em.execute<Array<{ tag: string }>>(
      'select distinct unnest(tags) as tag from leads.contacts where seller_id = ? order by 1',
      [sellerId],
    );
    const { allowed, suggestedTier } = await contactsAllowance(this.deps.billing, sellerId);
    const entitlements = await this.deps.billing.entitlements(sellerId);
    return {
      rows: rows.map((contact) => contact.toView()),
      total,
      page: query.page,
      pageSize: query.pageSize,
      tags: tags.map((row) => row.tag),
      kept: await countContacts(em, sellerId),
      allowed: entitlements.seller.contactsKept === null ? null : allowed,
      suggestedTier,
    };
  }
}

const HEADER = [
  'Name',
  'Email',
  'Phone',
  'Company',
  'Markets',
  'Property types',
  'Price from',
  'Price to',
  'States',
  'Counties',
  'Cash or financing',
  'Proof of funds',
  'Tags',
  'Notes',
  'Source',
  'Consent',
  'Consent date',
  'Unsubscribed',
  'Suppressed',
  'Added',
];

/** The CSV of a segment: the list's filter, newest first, text a spreadsheet would run as a formula neutralised. */
export class ExportContactsHandler extends UsesDependencies<typeof needs> implements QueryHandler<ContactFilter, string> {
  async execute(filter: ContactFilter, { actor }: QueryContext): Promise<string> {
    const sellerId = requireSeller(requireActor(actor));
    const contacts = await this.deps.em
      .fork()
      .find(Contact, contactSelection(sellerId, filter), { orderBy: ORDER, limit: CONTACTS_EXPORT_MAX });
    const list = (values: readonly string[]) => values.join('; ');
    const yes = (value: boolean) => (value ? 'yes' : 'no');
    return toCsv(
      HEADER,
      contacts.map((contact) => {
        const view = contact.toView();
        return [
          view.name,
          view.email,
          view.phone,
          view.company,
          list(view.markets),
          list(view.propertyTypes),
          view.priceMin,
          view.priceMax,
          list(view.states),
          list(view.counties),
          view.financing,
          yes(view.proofOfFunds),
          list(view.tags),
          view.notes,
          view.source,
          yes(view.consent),
          view.consentAt?.slice(0, 10),
          view.unsubscribedAt?.slice(0, 10),
          view.suppressedAt?.slice(0, 10),
          view.createdAt.slice(0, 10),
        ];
      }),
    );
  }
}

export const listContacts = answersQuery(ListContacts, needs, ListContactsHandler, [
  http(ListContacts, {
    method: 'get',
    path: '/api/contacts',
    tag: CONTACTS_TAG,
    summary: 'My buyers list',
    description:
      'A page of contacts, newest first, filtered by words (name, email, company, phone digits), a tag, a state, a property type, a price their range covers, cash buyers and proof of funds.',
    access: 'member',
    query: contactListQuerySchema,
    invalid: 'Invalid contact filter',
    input: ({ query }) => query,
    response: contactListSchema,
    errors: [403],
  }),
]);

/** Declared with its CSV answer in `http/contacts-export.endpoint.ts`. */
export const exportContacts = answersQuery(ExportContacts, needs, ExportContactsHandler);
