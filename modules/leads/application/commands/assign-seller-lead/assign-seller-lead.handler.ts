import { LockMode } from '@mikro-orm/core';
import { IDENTITY_API } from '../../../../identity/contracts/api.ts';
import { requireAdmin, type CommandContext, type CommandHandler } from '../../../../shared/kernel/bus.ts';
import { isUuid } from '../../../../shared/kernel/ids.ts';
import { PLATFORM } from '../../../../shared/kernel/tokens.ts';
import { handlesCommand, http, UsesDependencies } from '../../../../shared/kernel/use-case.ts';
import { adminSellerLeadSchema, assignSellerLeadSchema, type AdminSellerLead } from '../../../contracts/admin-leads.ts';
import { SellerLeadAssigned } from '../../../contracts/events.ts';
import { LEAD_SITUATION_LABELS } from '../../../contracts/seller-leads.ts';
import { SellerLead } from '../../../domain/seller-lead.entity.ts';
import { AdminLeadNotFoundError, LeadAlreadyTakenError, NotASellerError } from '../../../domain/seller-lead.errors.ts';
import { ADMIN_TAG } from '../../http.ts';
import { addCardToNew } from '../../pipeline.ts';
import { toAdminLead } from '../../reports/list-seller-leads/admin-leads.ts';
import { leadClaimedMail } from '../../seller-lead-mail.ts';
import { AssignSellerLead, type AssignSellerLeadInput } from './assign-seller-lead.command.ts';

const ONLY_ADMINS_ASSIGN = 'Only administrators can assign seller leads';

const needs = { clock: PLATFORM.Clock, identity: IDENTITY_API, mailer: PLATFORM.Mailer };

/** what the audit log keeps of the lead before and after */
const auditView = (lead: SellerLead, seller: string | null) => ({ status: lead.status, claimedBy: lead.claimedBy ?? null, seller });

/**
 * Gives an open or queued lead to a seller under a row lock, as if they had taken it: it joins their
 * pipeline in New, they are told (`leads.seller-lead-assigned.v1`: the bell and, per their settings, a
 * mail), and the owner is mailed who will call. Any active seller may be chosen, whatever their plan: an
 * administrator routes a lead deliberately (a seller without leads in their plan still sees the leads
 * they have), and it does not count against the plan's leads a month. A lead a seller already has is
 * refused (409); giving it again to the seller who has it changes nothing.
 */
export class AssignSellerLeadHandler
  extends UsesDependencies<typeof needs>
  implements CommandHandler<AssignSellerLeadInput, AdminSellerLead>
{
  async execute({ leadId, sellerId, reason }: AssignSellerLeadInput, context: CommandContext): Promise<AdminSellerLead> {
    const { clock, identity, mailer } = this.deps;
    const { em, publish, afterCommit } = context;
    const admin = requireAdmin(context.actor, ONLY_ADMINS_ASSIGN);
    const lead = await em.findOne(SellerLead, { id: leadId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (!lead) throw new AdminLeadNotFoundError();
    // identity is read from its projection only: inside this transaction Postgres may not be free for another connection
    if (!(await identity.holdsRole(sellerId, 'seller'))) throw new NotASellerError();
    const [profile] = await identity.getProfiles([sellerId]);
    const sellerName = profile ? `${profile.firstName} ${profile.lastName}`.trim() : 'the seller';
    if (lead.status === 'claimed' && lead.claimedBy === sellerId) return toAdminLead(lead, sellerName);
    if (lead.status === 'claimed') throw new LeadAlreadyTakenError();

    const now = clock.now();
    const before = auditView(lead, null);
    lead.assign(sellerId, admin.userId, now);
    await em.flush();
    await addCardToNew(em, { sellerId, kind: 'lead', sourceId: lead.id, title: `${lead.propertyAddress} (${lead.fullName})` }, now);
    const situation = lead.situation ?? null;
    publish(
      SellerLeadAssigned.create(lead.id, {
        city: lead.city ?? null,
        state: lead.state ?? null,
        county: lead.county ?? null,
        situation,
        situationLabel: situation ? LEAD_SITUATION_LABELS[situation] : null,
        sellerId,
      }),
    );
    context.audit({
      action: 'leads.lead-assigned',
      subject: { type: 'seller-lead', id: lead.id },
      reason,
      before,
      after: auditView(lead, sellerName),
    });
    afterCommit(async () => mailer.send(leadClaimedMail(lead, sellerName)));
    return toAdminLead(lead, sellerName);
  }
}

export const assignSellerLead = handlesCommand(AssignSellerLead, needs, AssignSellerLeadHandler, [
  http(AssignSellerLead, {
    method: 'post',
    path: '/api/admin/seller-leads/:id/assign',
    tag: ADMIN_TAG,
    summary: 'Give a seller lead to a seller',
    description:
      'An open or queued lead joins the seller’s pipeline as if they had taken it (it does not count against their plan’s leads a month); they are notified, the owner is mailed who will call, and the audit log keeps it with the optional `reason`. Any active member with the seller role may be chosen. 404 for no such lead, 409 when a seller already has the lead, 422 when the member is no active seller (or no member).',
    access: 'admin',
    forbidden: ONLY_ADMINS_ASSIGN,
    body: assignSellerLeadSchema,
    invalid: 'Choose a seller',
    input: ({ params, body }) => {
      // a lead id that is no id is a lead that does not exist (404, not 400)
      if (!isUuid(params.id)) throw new AdminLeadNotFoundError();
      return { leadId: params.id, sellerId: body.sellerId, reason: body.reason || null };
    },
    response: adminSellerLeadSchema,
    errors: [404, 409, 422],
  }),
]);
