import { defineEntity, p } from '@mikro-orm/core';
import { newId } from '../../shared/kernel/ids.ts';
import type {
  Campaign as CampaignView,
  CampaignFields,
  CampaignKind,
  CampaignReport,
  CampaignStatus,
  Recipients,
} from '../contracts/campaigns.ts';
import { CampaignStateError } from './campaign.errors.ts';

/**
 * A seller's mail to (part of) their buyers list: a draft until sent, then `sending` (its recipients are
 * send records the worker works through), `paused` and back, and `sent` once no record waits.
 */
const CampaignSchema = defineEntity({
  name: 'Campaign',
  schema: 'leads',
  tableName: 'campaigns',
  indexes: [{ name: 'campaigns_seller_created_index', properties: ['sellerId', 'createdAt'] }],
  properties: {
    id: p.uuid().primary(),
    sellerId: p.uuid(),
    name: p.text(),
    subject: p.text(),
    body: p.text(),
    kind: p.text().$type<CampaignKind>(),
    listingId: p.uuid().nullable(),
    recipients: p.json<Recipients>(),
    status: p.text().$type<CampaignStatus>(),
    createdAt: p.datetime(),
    updatedAt: p.datetime(),
    sentAt: p.datetime().nullable(),
    finishedAt: p.datetime().nullable(),
  },
});

export class Campaign extends CampaignSchema.class {
  static draft(sellerId: string, fields: CampaignFields, now: Date): Campaign {
    const campaign = new Campaign();
    campaign.id = newId(now.getTime());
    campaign.sellerId = sellerId;
    campaign.status = 'draft';
    campaign.createdAt = now;
    campaign.sentAt = null;
    campaign.finishedAt = null;
    campaign.change(fields, now);
    return campaign;
  }

  /** A draft's every field; a campaign sent (or sending) is what its recipients read and stays as it is. */
  change(fields: CampaignFields, now: Date): void {
    if (this.status && this.status !== 'draft') throw new CampaignStateError('A campaign that was sent cannot be changed');
    this.name = fields.name;
    this.subject = fields.subject;
    this.body = fields.body;
    this.kind = fields.kind;
    this.listingId = fields.kind === 'listing' ? fields.listingId : null;
    this.recipients = fields.recipients;
    this.updatedAt = now;
  }

  send(now: Date): void {
    if (this.status !== 'draft') throw new CampaignStateError('This campaign was sent already');
    this.status = 'sending';
    this.sentAt = now;
    this.updatedAt = now;
  }

  pause(now: Date): void {
    if (this.status !== 'sending') throw new CampaignStateError('Only a campaign that is sending can be paused');
    this.status = 'paused';
    this.updatedAt = now;
  }

  resume(now: Date): void {
    if (this.status !== 'paused') throw new CampaignStateError('Only a paused campaign can be resumed');
    this.status = 'sending';
    this.updatedAt = now;
  }

  toView(report: CampaignReport): CampaignView {
    return {
      id: this.id,
      name: this.name,
      subject: this.subject,
      body: this.body,
      kind: this.kind,
      listingId: this.listingId ?? null,
      recipients: this.recipients,
      status: this.status,
      report,
      createdAt: this.createdAt.toISOString(),
      updatedAt: this.updatedAt.toISOString(),
      sentAt: this.sentAt?.toISOString() ?? null,
      finishedAt: this.finishedAt?.toISOString() ?? null,
    };
  }
}
CampaignSchema.setClass(Campaign);
export { CampaignSchema };
